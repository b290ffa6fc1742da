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
 * The token of a request a browser makes without our headers (a WebSocket, a form post of the
 * sandbox cashier page): `X-Token` / `Authorization` when present, else the `token` cookie the
 * client writes (SameSite=Lax: never sent with another site's posts or sockets).
 */
export function readTokenOrCookie(req: FastifyRequest): string | null {
  const header = readToken(req);
  if (header) return header;
  const cookie = /(?:^|;\s*)token=([^;]+)/.exec(req.headers.cookie ?? '')?.[1];
  if (!cookie) return null;
  try {
    return decodeURIComponent(cookie);
  } catch {
    return null;
  }
}

/**
 * The logged-in user of a request, for calls that need login. Without a token, or with a token
 * `resolveUser` does not know, it answers `{status: 410000, message: '请登录'}` (HTTP 401); the
 * client then opens the login dialog.
 */
export async function requireUser<U>(
  req: FastifyRequest,
  resolveUser: (token: string) => Promise<U | null>,
  read: (req: FastifyRequest) => string | null = readToken,
): Promise<U> {
  const token = read(req);
  const user = token ? await resolveUser(token) : null;
  if (!user) throw new ApiError(410000, '请登录', 401);
  return user;
}
