import { incompatibilities, routeCollisions } from '@mall/release-compat';
import type { ReleaseRoutes } from '../../db/schema';
import { ApiError } from '../../http/envelope';

/** Refuses a pairing of remote and shell that would break in the browser; `remote` names the remote when it is not the one being promoted. */
export function checkCompatible(required: Record<string, string>, provided: Record<string, string>, remote?: string) {
  const problems = incompatibilities(required, provided);
  if (problems.length === 0) return;
  const subject = remote ? `在线的 ${remote} ` : '';
  throw new ApiError(400, `${subject}共享依赖与商城外壳不兼容：${problems.join('；')}`);
}

/** Refuses a remote version whose routes claim a path another remote in service owns. */
export function checkRoutesFree(
  app: string,
  routes: ReleaseRoutes | null,
  live: { app: string; routes: ReleaseRoutes | null }[],
) {
  const others = live.map((v) => ({ app: v.app, routes: v.routes ?? [] }));
  const problems = routeCollisions(app, routes ?? [], others);
  if (problems.length > 0) throw new ApiError(400, `路由冲突：${problems.join('；')}`);
}
