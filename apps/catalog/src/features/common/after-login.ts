/**
 * What a guest was doing when the login dialog interrupted them (加入购物车 with a SKU and a
 * quantity, 领取 a coupon, 收藏): kept in this tab's sessionStorage with the page it belongs to,
 * and taken once when the page comes back logged in, so the action completes as chosen.
 */
const KEY = 'mall:after-login';
const MAX_AGE_MS = 10 * 60_000;

interface Remembered {
  path: string;
  /** the document that remembered it: the action completes in the next one (the dialog reloads the page after a login) */
  document: number;
  action: string;
  data: unknown;
  at: number;
}

const here = () => window.location.pathname + window.location.search;

export function rememberAfterLogin(action: string, data: unknown = null): void {
  const remembered: Remembered = { path: here(), document: performance.timeOrigin, action, data, at: Date.now() };
  try {
    sessionStorage.setItem(KEY, JSON.stringify(remembered));
  } catch {
    // storage full or blocked: the shopper repeats the click after logging in
  }
}

/**
 * The action remembered on this page under `action`, taken (forgotten) as it is read; null if
 * none. `accept` leaves it for another part of the page (a coupon of another list).
 */
export function takeAfterLogin<T>(action: string, accept: (data: T) => boolean = () => true): T | null {
  let remembered: Remembered | null = null;
  try {
    remembered = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Remembered | null;
  } catch {
    return null;
  }
  if (!remembered || remembered.action !== action || remembered.path !== here()) return null;
  if (remembered.document === performance.timeOrigin) return null;
  if (!accept(remembered.data as T)) return null;
  sessionStorage.removeItem(KEY);
  return Date.now() - remembered.at < MAX_AGE_MS ? (remembered.data as T) : null;
}
