import type { FastifyRequest } from 'fastify';

/**
 * Whether a WebSocket handshake comes from one of the site's own pages. Browsers always send
 * `Origin` with a WebSocket, and cookies go along, so a foreign page must not get a socket
 * (cross-site WebSocket hijacking). Allowed: no Origin (server-side clients: the CLI, the shell's
 * proxy), a page on the request's own host (any port: the shell and the API on one machine), or
 * one of `siteOrigins` (SITE_ORIGINS, e.g. the public https://shop.example in front of a proxy).
 */
export function socketOriginAllowed(req: FastifyRequest, siteOrigins: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false; // 'null' (sandboxed frames, files) and anything malformed
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  return siteOrigins.includes(url.origin) || url.hostname === req.hostname;
}
