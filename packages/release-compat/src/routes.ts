/** The part of a remote's route declarations (@mall/shared-state `RouteDecl`) a collision is about. */
interface DeclaredRoutes {
  prefixes: string[];
}

/** Whether two prefixes claim a common path ('/' is the home page alone; '/user' also owns '/user/x'). */
function overlap(a: string, b: string): boolean {
  if (a === b) return true;
  if (a === '/' || b === '/') return false;
  return a.startsWith(`${b}/`) || b.startsWith(`${a}/`);
}

/**
 * Why `app`'s routes cannot go live beside the other remotes' current ones: one Chinese line per
 * prefix that claims a path another remote already owns.
 */
export function routeCollisions(
  app: string,
  routes: readonly DeclaredRoutes[],
  others: readonly { app: string; routes: readonly DeclaredRoutes[] }[],
): string[] {
  const problems: string[] = [];
  for (const prefix of routes.flatMap((r) => r.prefixes)) {
    for (const other of others) {
      if (other.app === app) continue;
      const taken = other.routes.flatMap((r) => r.prefixes).find((p) => overlap(prefix, p));
      if (taken) problems.push(`${app} 的路由 ${prefix} 与 ${other.app} 的路由 ${taken} 冲突`);
    }
  }
  return problems;
}
