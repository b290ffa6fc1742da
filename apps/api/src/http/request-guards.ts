import type { FastifyInstance } from 'fastify';
import { badRequest } from './envelope';

export const ILLEGAL_CHARACTER_MESSAGE = '请求内容包含非法字符';

/** Nesting followed at most; deeper input is refused rather than walked. */
const MAX_DEPTH = 32;

/**
 * Whether a parsed input (query, params or body: strings, arrays, plain objects, keys included)
 * holds a NUL character. PostgreSQL refuses NUL in text, so such input would fail as a 500 deep
 * in a query instead of a 400 at the door.
 */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object') return false;
  if (depth > MAX_DEPTH) return true;
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1));
  if (Buffer.isBuffer(value)) return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1));
}

/** `%00` anywhere in the path or the query string (encoded or not, NUL never belongs there). */
const nulInUrl = (url: string) => url.includes('%00') || url.includes('\u0000');

/**
 * Hooks every route shares: NUL characters in the URL, the query, the path parameters or the
 * body are refused with 400 before any handler runs; JSON answers say `nosniff`.
 */
export function registerRequestGuards(app: FastifyInstance) {
  app.addHook('preValidation', async (req) => {
    if (nulInUrl(req.url) || containsNul(req.params) || containsNul(req.query) || containsNul(req.body)) {
      throw badRequest(ILLEGAL_CHARACTER_MESSAGE);
    }
  });
  app.addHook('onSend', async (_req, reply, payload) => {
    if (String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
      reply.header('X-Content-Type-Options', 'nosniff');
    }
    return payload;
  });
}
