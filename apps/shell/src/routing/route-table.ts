import { createRouteTable, type ReleaseDoc, type RouteTable } from '@mall/shared-state';

const tables = new WeakMap<ReleaseDoc, RouteTable>();

/**
 * The route table of a release document: the routes each remote's version in it declares. The
 * server uses the one of each request's releases, the browser the one of the page's releases.
 */
export function routeTableOf(releases: ReleaseDoc): RouteTable {
  let table = tables.get(releases);
  if (!table) {
    table = createRouteTable(
      Object.fromEntries(Object.entries(releases).map(([app, release]) => [app, release.routes])),
    );
    tables.set(releases, table);
  }
  return table;
}
