import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the page chunks of the routes matching `location` and puts what they define on the route
 * objects, so that a router made from them has the first page at once: hydration then renders
 * what the server rendered instead of nothing while a chunk loads.
 */
export async function resolveLazyRoutes(routes: RouteObject[], location: Pick<Location, 'pathname'>): Promise<void> {
  const lazy = (matchRoutes(routes, location) ?? []).map((m) => m.route).filter((r) => typeof r.lazy === 'function');
  await Promise.all(
    lazy.map(async (route) => {
      const defined = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, { ...defined, lazy: undefined });
    }),
  );
}
