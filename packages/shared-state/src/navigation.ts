/**
 * Cross-app navigation. single-spa patches history.pushState, so a push is enough for the
 * root config to re-route; a full URL of another origin is a plain location change.
 */
export function navigateTo(url: string, opts: { replace?: boolean } = {}): void {
  if (typeof window === 'undefined') return;
  const target = new URL(url, window.location.href);
  if (target.origin !== window.location.origin) {
    window.location.assign(target.href);
    return;
  }
  const path = target.pathname + target.search + target.hash;
  if (opts.replace) window.history.replaceState(window.history.state, '', path);
  else window.history.pushState(null, '', path);
}

/**
 * The path (with query and hash) a redirect target leads to when it stays on `origin`, or null
 * when it would leave it. The target is resolved the way the browser will navigate to it (the URL
 * parser drops tabs and newlines and reads '\' as '/', so '/\t/evil.example' is '//evil.example'),
 * then the origins are compared: only same-origin paths are ever followed from ?back= and the like.
 */
export function sameOriginPath(
  target: string | null | undefined,
  origin: string = window.location.origin,
): string | null {
  if (typeof target !== 'string' || target === '') return null;
  let url: URL;
  try {
    url = new URL(target, `${origin}/`);
  } catch {
    return null;
  }
  return url.origin === origin ? url.pathname + url.search + url.hash : null;
}
