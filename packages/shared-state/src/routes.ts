/**
 * Routes belong to the remotes: each declares its own in its `src/routes.ts`, its build records
 * them with its release, and the shell builds its route table from the releases in force (on the
 * server and in the browser), so a remote-only release can add or remove a page.
 */

/** How a guest's server-rendered page may be kept. */
export interface RouteCache {
  /**
   * 'public': the browser and shared caches keep it briefly and may serve it stale while it is
   * refreshed; 'revalidate': the browser keeps it but checks it every time (prices, stock).
   */
  policy: 'public' | 'revalidate';
  /** How long the shell's shared page cache serves it before rendering it again (then as long again stale). */
  freshMs: number;
}

/** A group of routes a remote declares, and how the shell serves them. */
export interface RouteDecl {
  /** Path prefixes: the exact path or path + '/...'; '/' is the home page alone. */
  prefixes: string[];
  /** Routes that need login (a guest goes to /login: a 302 from the server, a navigation in the browser). */
  protected: boolean;
  /** Rendered on the server by the remote's node build, or mounted in the browser behind a skeleton. */
  ssr: boolean;
  /** For server-rendered routes: how a guest's page may be cached; without it, never. */
  cache?: RouteCache;
}

/** A declared group and the app that declared it. */
export interface RouteOwner extends RouteDecl {
  app: string;
}

export function matchesPrefix(prefix: string, pathname: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Whether a remote's own declarations cover a path (its router answers 404 for an unknown one). */
export function declaresPath(routes: readonly RouteDecl[], pathname: string): boolean {
  return routes.some((group) => group.prefixes.some((p) => matchesPrefix(p, pathname)));
}

export interface RouteTable {
  /** The owner of a path: the longest declared prefix matching it wins. */
  owner(pathname: string): RouteOwner | null;
}

/** The route table of the apps' declarations (app → its groups). */
export function createRouteTable(routes: Record<string, readonly RouteDecl[] | undefined>): RouteTable {
  const rows = Object.entries(routes)
    .flatMap(([app, groups]) =>
      (groups ?? []).flatMap((group) => group.prefixes.map((prefix) => ({ prefix, owner: { ...group, app } }))),
    )
    // longest prefix first (then by name): '/' never swallows another route, and the order is the same everywhere
    .sort((a, b) => b.prefix.length - a.prefix.length || (a.prefix < b.prefix ? -1 : a.prefix > b.prefix ? 1 : 0));
  return {
    owner: (pathname) => rows.find((row) => matchesPrefix(row.prefix, pathname))?.owner ?? null,
  };
}
