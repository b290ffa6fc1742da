import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * What a page of the mall may load and run. No inline script at all (the page's data is a JSON
 * block): a per-response nonce would not survive the shared page cache, which serves one render to
 * many shoppers. Inline styles stay allowed (emotion injects style tags, rich text has style
 * attributes). Media and workers from blob: serve the live player.
 */
export const PAGE_CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'media-src': ["'self'", 'blob:'],
  'worker-src': ["'self'", 'blob:'],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
};

/**
 * The page's policy with one more origin its scripts (and the reload channel's connection) may come
 * from: a developer's own build of one remote, for that developer's page only (dev-override.ts).
 */
export function pageCspAllowing(origin: string): string {
  return Object.entries(PAGE_CSP)
    .map(([name, sources]) =>
      [name, ...sources, ...(name === 'script-src' || name === 'connect-src' ? [origin] : [])].join(' '),
    )
    .join(';');
}

/**
 * CSP, frame-ancestors 'none', nosniff and a strict referrer policy on everything the shell serves.
 * Helmet's middleware is built once (its Fastify plugin builds it again for every request, which
 * cost a cached page a tenth of its time).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const setHeaders = helmet({
    // not `useDefaults`: its upgrade-insecure-requests breaks a mall served over plain HTTP (local, tests)
    contentSecurityPolicy: { useDefaults: false, directives: PAGE_CSP },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (req, reply, done) =>
    setHeaders(req.raw, reply.raw, (err) => done(err as Error | undefined)),
  );
}
