import type { FastifyRequest } from 'fastify';
import { ApiError } from './envelope';

/** Token from `X-Token`, or from `Authorization: Bearer <token>`. */
export function readToken(req: FastifyRequest): string | null {
  const xToken = req.headers['x-token'];
  if (typeof xToken === 'string' && xToken.trim()) return xToken.trim();
  const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
  return match ? match[1] : null;
}

/**
 * The logged-in user of a request, for calls that need login. Without a token, or with a token
 * `resolveUser` does not know, it answers `{status: 410000, message: '请登录'}` (HTTP 401); the
 * client then opens the login dialog.
 */
export async function requireUser<U>(
  req: FastifyRequest,
  resolveUser: (token: string) => Promise<U | null>,
): Promise<U> {
  const token = readToken(req);
  const user = token ? await resolveUser(token) : null;
  if (!user) throw new ApiError(410000, '请登录', 401);
  return user;
}
