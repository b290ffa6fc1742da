import { navigateTo, type RouteTable } from '@mall/shared-state';

/**
 * Plain <a href> links to pages of the mall navigate without a reload: single-spa mounts the
 * owning app and the app's router follows the history change.
 */
export function interceptLinks(routes: RouteTable): void {
  document.addEventListener('click', (e) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = (e.target as Element | null)?.closest?.('a');
    if (!a || !a.href || a.target || a.hasAttribute('download')) return;
    const url = new URL(a.href);
    if (url.origin !== location.origin || !routes.owner(url.pathname)) return;
    e.preventDefault();
    if (url.pathname + url.search + url.hash !== location.pathname + location.search + location.hash) {
      navigateTo(url.href);
    }
  });
}
