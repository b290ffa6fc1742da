import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider, type HydrationState } from 'react-router';
import { createRemoteLifecycles, singleSpaRouterWindow } from '@mall/app-kit';
import type { MallAppProps } from '@mall/shared-state';
import { createRoutes } from '../app/routes';

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

function CatalogRoot(props: MallAppProps) {
  const router = useMemo(() => {
    const created: ReturnType<typeof createBrowserRouter> = createBrowserRouter(createRoutes(props.api), {
      hydrationData: takeHydrationData(),
      window: singleSpaRouterWindow(() =>
        created ? (created.state.navigation.location ?? created.state.location) : null,
      ),
    });
    return created;
  }, [props.api]);
  useEffect(() => () => router.dispose(), [router]);
  return <RouterProvider router={router} />;
}

export const { bootstrap, mount, unmount } = createRemoteLifecycles({
  app: 'catalog',
  cacheKey: 'cat',
  Root: CatalogRoot,
});
