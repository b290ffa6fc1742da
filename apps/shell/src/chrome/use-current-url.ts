import { useMemo, useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  // single-spa announces every navigation (pushState through navigateToUrl, back, forward)
  window.addEventListener('single-spa:routing-event', onChange);
  window.addEventListener('popstate', onChange);
  return () => {
    window.removeEventListener('single-spa:routing-event', onChange);
    window.removeEventListener('popstate', onChange);
  };
}

/**
 * The page's URL, following client-side navigation. `server` is the URL the server rendered, used
 * while hydrating so that the first render matches its HTML.
 */
export function useCurrentUrl(server: { pathname: string; search: string }): URL {
  const href = useSyncExternalStore(
    subscribe,
    () => location.pathname + location.search,
    () => server.pathname + server.search,
  );
  return useMemo(() => new URL(href, 'http://mall.local'), [href]);
}
