import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router';
import { createRemoteLifecycles, singleSpaRouterWindow } from '@mall/app-kit';
import type { MallAppProps } from '@mall/shared-state';
import { resolveLazyRoutes } from '../app/resolve-lazy-routes';
import { createRoutes } from '../app/routes';
import { catalogTexts } from '../i18n/catalog-texts';

declare global {
  interface Window {
    __MALL_DATA__?: Record<string, unknown>;
  }
}

/** Loader data the server rendered with; used once, for hydration. */
function takeHydrationData(): HydrationState | undefined {
  const data = window.__MALL_DATA__?.catalog as HydrationState | undefined;
  if (window.__MALL_DATA__) delete window.__MALL_DATA__.catalog;
  return data;
}

/** The routes of each API client; mount resolves the current page's chunk on them first. */
const routesOf = new WeakMap<MallAppProps['api'], ReturnType<typeof createRoutes>>();
function routesFor(api: MallAppProps['api']) {
  if (!routesOf.has(api)) routesOf.set(api, createRoutes(api));
  return routesOf.get(api)!;
}

function CatalogRoot(props: MallAppProps) {
  const router = useMemo(() => {
    const created: ReturnType<typeof createBrowserRouter> = createBrowserRouter(routesFor(props.api), {
      hydrationData: takeHydrationData(),
      window: singleSpaRouterWindow(() =>
        created ? (created.state.navigation.location ?? created.state.location) : null,
      ),
    });
    return created;
  }, [props.api]);
  useEffect(() => () => router.dispose(), [router]);
  return (
    <catalogTexts.Provider>
      <RouterProvider router={router} />
    </catalogTexts.Provider>
  );
}

const lifecycles = createRemoteLifecycles({
  app: 'catalog',
  cacheKey: 'cat',
  Root: CatalogRoot,
});

export const { bootstrap, unmount } = lifecycles;

/** Mounts once the page's own chunk and the language's texts are there (hydration matches the server). */
export async function mount(props: Parameters<typeof lifecycles.mount>[0] & MallAppProps) {
  await Promise.all([
    resolveLazyRoutes(routesFor(props.api), window.location),
    catalogTexts.ready(props.store.getState().locale),
  ]);
  return lifecycles.mount(props);
}
