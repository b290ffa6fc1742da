/** The auth cookie: the server reads it to render the logged-in page (spec §9: 7 days). */
export const TOKEN_COOKIE = 'token';
export const TOKEN_MAX_AGE_S = 604800;

export function storeSessionToken(token: string): void {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; path=/; max-age=${TOKEN_MAX_AGE_S}; samesite=lax`;
}

/** Forgets the session in this browser: the token cookie and everything in local storage. */
export function clearSession(): void {
  document.cookie = `${TOKEN_COOKIE}=; path=/; max-age=0; samesite=lax`;
  try {
    localStorage.clear();
  } catch {
    // storage disabled: nothing to clear
  }
}
