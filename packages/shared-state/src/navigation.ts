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
