import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { act, render } from '@testing-library/react';
import { vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MallProvider } from '@mall/app-kit';
import { createMallStore, type MallApi, type MallUser } from '@mall/shared-state';
import { createRoutes } from '../app/routes';
import { resolveLazyRoutes } from '../app/resolve-lazy-routes';

export const SHOPPER: MallUser = { uid: 7, nickname: '小明', avatar: '' };

/**
 * Emotion's rules go to a detached element, outside the document: nothing is laid out here, and
 * the style sheets would slow every style look-up (Testing Library's role queries, user-event's
 * pointer checks): the suite takes a third longer with them.
 */
const unstyled = () => createCache({ key: 'cat', container: document.createElement('div') });

/**
 * Renders the catalog app at `url` as the shell mounts it (its routes, the shared store and the
 * API through MallProvider), on a memory router whose history the test can walk. Like the
 * browser's mount, the first page's chunk and data are loaded before rendering.
 */
export async function renderPage(url: string, api: MallApi, { user = null }: { user?: MallUser | null } = {}) {
  // the document's own address, as when the browser loads the page (what after-login.ts reads)
  window.history.replaceState(null, '', url);
  const store = createMallStore({ users: user, titleCon: '商城' });
  const routes = createRoutes(api);
  await resolveLazyRoutes(routes, new URL(url, 'http://mall.test'));
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // the first page renders with its data, as when hydrating the server's HTML
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  const view = render(
    <CacheProvider value={unstyled()}>
      <MallProvider store={store} api={api}>
        <RouterProvider router={router} />
      </MallProvider>
    </CacheProvider>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  const go = (delta: number) => act(() => router.navigate(delta));
  return { ...view, router, store, location, go };
}

/**
 * The login dialog reloads the page: what a guest began (after-login.ts) completes only in a new
 * document, told apart by its time origin. Undone after each test (setup.ts).
 */
export function asNewDocument() {
  const origin = performance.timeOrigin;
  vi.spyOn(performance, 'timeOrigin', 'get').mockReturnValue(origin + 1000);
}
