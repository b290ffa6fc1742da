/**
 * An invite link (/?spread=<code>) names the promoter who brought a visitor. The shell keeps the
 * code in local storage until the visitor registers or logs in, then the auth app binds it once.
 */
const KEY = 'mall_spread_code';
const CODE = /^[A-Za-z0-9]{4,16}$/;

/** Keeps the invite code of a page's query string, if it has a valid one. */
export function rememberSpreadCode(search: string): void {
  const code = new URLSearchParams(search).get('spread');
  if (!code || !CODE.test(code)) return;
  try {
    localStorage.setItem(KEY, code.toUpperCase());
  } catch {
    // storage disabled: the visitor can still type the code at registration
  }
}

/** The kept invite code, or ''. */
export function pendingSpreadCode(): string {
  try {
    return localStorage.getItem(KEY) ?? '';
  } catch {
    return '';
  }
}

export function forgetSpreadCode(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // storage disabled: nothing kept
  }
}
