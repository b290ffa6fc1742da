import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { readToken } from './auth';

/** Shared caches (CDN, the shell's proxy) keep site data a minute and may serve it 10 minutes stale while refreshing. */
export const PUBLIC_CACHE = 'public, max-age=60, stale-while-revalidate=600';
export const PRIVATE_NO_STORE = 'private, no-store';

export const etagOf = (payload: string) => `"${createHash('sha1').update(payload).digest('base64url')}"`;

const knownEtags = new WeakMap<FastifyReply, string>();

/** The ETag of the payload about to be sent, worked out once when it was cached (src/cache/). */
export function presetEtag(reply: FastifyReply, etag: string) {
  knownEtags.set(reply, etag);
}

/**
 * Route `onSend` hook for data that is the same for every guest (site config, home blocks,
 * categories, banners): Cache-Control with stale-while-revalidate, an ETag, and 304 when the
 * client already has it. A request with a token is never cached publicly: its answer may be
 * personal (followed shops), so it gets `private, no-store`. Errors are not cached.
 */
export async function publicCache(req: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  if (readToken(req)) {
    reply.header('Cache-Control', PRIVATE_NO_STORE);
    return payload;
  }
  const etag = knownEtags.get(reply) ?? etagOf(payload);
  reply.header('Cache-Control', PUBLIC_CACHE).header('ETag', etag).header('Vary', 'X-Token, Authorization');
  if (ifNoneMatch(req.headers['if-none-match'], etag)) {
    reply.code(304);
    return '';
  }
  return payload;
}

function ifNoneMatch(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t === etag || t === `W/${etag}`;
  });
}
