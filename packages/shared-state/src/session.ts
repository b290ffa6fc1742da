/** The auth cookie: the server reads it to render the logged-in page (spec §9: 7 days). */
export const TOKEN_COOKIE = 'token';
export const TOKEN_MAX_AGE_S = 604800;

/**
 * The attributes of the token cookie. Written by script (the client also sends it as X-Token),
 * so it cannot be HttpOnly; SameSite=Lax keeps it off other sites' posts and sockets, and Secure
 * keeps it off plain HTTP whenever the site is served over HTTPS.
 */
export function tokenCookieAttributes(protocol: string = location.protocol): string {
  return `path=/; samesite=lax${protocol === 'https:' ? '; secure' : ''}`;
}

export function storeSessionToken(token: string): void {
  document.cookie = `${TOKEN_COOKIE}=${encodeURIComponent(token)}; max-age=${TOKEN_MAX_AGE_S}; ${tokenCookieAttributes()}`;
}

/** Forgets the session in this browser: the token cookie and everything in local storage. */
export function clearSession(): void {
  document.cookie = `${TOKEN_COOKIE}=; max-age=0; ${tokenCookieAttributes()}`;
  try {
    localStorage.clear();
  } catch {
    // storage disabled: nothing to clear
  }
}
