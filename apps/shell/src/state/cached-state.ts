/**
 * Spec §3: logo, titles and the unread customer-service count are cached in cookies and read
 * into the client state at start. The server reads them for the first render (the browser
 * hydrates from the same serialised state) and refreshes the site cookies from the config.
 */
export const CACHE_COOKIES = { logo: 'logoUrl', title: 'titleCon', unread: 'unreadNum' } as const;

const MAX_AGE = 604_800;

export interface CachedState {
  logoUrl: string;
  titleCon: string;
  unreadNum: number;
  /** Set-Cookie values for cookies whose cached value is stale. */
  setCookies: string[];
}

const cookie = (name: string, value: string) =>
  `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${MAX_AGE}; SameSite=Lax`;

export function readCachedState(
  cookies: Record<string, string>,
  config: { site_logo?: string; site_name?: string },
  loggedIn: boolean,
): CachedState {
  const logoUrl = config.site_logo || cookies[CACHE_COOKIES.logo] || '';
  const titleCon = config.site_name || cookies[CACHE_COOKIES.title] || '';
  const unread = Number.parseInt(cookies[CACHE_COOKIES.unread] ?? '', 10);
  const setCookies: string[] = [];
  if (logoUrl !== (cookies[CACHE_COOKIES.logo] ?? '')) setCookies.push(cookie(CACHE_COOKIES.logo, logoUrl));
  if (titleCon !== (cookies[CACHE_COOKIES.title] ?? '')) setCookies.push(cookie(CACHE_COOKIES.title, titleCon));
  return {
    logoUrl,
    titleCon,
    // the count belongs to a user's conversations: a guest never sees one
    unreadNum: loggedIn && Number.isSafeInteger(unread) && unread > 0 ? unread : 0,
    setCookies,
  };
}

/** In the browser: keep the unread-count cookie in step with the state for the next page load. */
export function persistUnreadCount(store: {
  subscribe(listener: (s: { unreadNum: number }, prev: { unreadNum: number }) => void): () => void;
}) {
  return store.subscribe((s, prev) => {
    if (s.unreadNum !== prev.unreadNum) document.cookie = cookie(CACHE_COOKIES.unread, String(s.unreadNum));
  });
}
