import { createHash } from 'node:crypto';
import Fastify, {
  type FastifyReply,
  type FastifyRequest,
  type RawServerBase,
  type RouteGenericInterface,
} from 'fastify';
import compress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import proxy from '@fastify/http-proxy';
import underPressure from '@fastify/under-pressure';
import { BUSY_ENVELOPE, BUSY_PAGE, RETRY_AFTER_S } from './busy';
import { serverConfig } from './config';
import { registerShellMetrics } from './metrics';
import { pageCspAllowing, registerSecurityHeaders } from './security-headers';
import { devRoutes } from './dev-routes';
import { DEV_OVERRIDE_COOKIE } from './dev-override';
import { parseCookies } from './cookies';
import {
  currentReleases,
  devOverrideFor,
  pollReleases,
  registryRead,
  watchReleases,
  withDevOverride,
} from './releases';
import { pageCacheHeaders } from './page-cache';
import { chosenEncoding } from './page-encoding';
import { servePage } from './shared-pages';
import { siteData, siteDataAnswered } from './site-data';
import { remotesWarmed, warmRemotes } from './warm-remotes';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
await registerSecurityHeaders(app);
// request and server-render figures for Prometheus (not on the public port: metrics.ts)
await registerShellMetrics(app);
// pages, files and API answers compressed for browsers that ask (br or gzip; brotli at quality 4)
await app.register(compress, { encodings: ['br', 'gzip'] });

// Past capacity (the event loop lags) pages and API calls are shed at once with 503; the files a
// page already being shown still needs, and the health checks, are always answered.
await app.register(underPressure, {
  maxEventLoopDelay: serverConfig.maxEventLoopDelayMs,
  retryAfter: RETRY_AFTER_S,
  // a handler that sends nothing lets the request through
  pressureHandler: (req, reply) => {
    if (/^\/(assets|remotes)\/|^\/(healthz|readyz)$/.test(req.url)) return;
    reply.code(503).header('Retry-After', RETRY_AFTER_S);
    if (req.url.startsWith('/api/')) reply.send(BUSY_ENVELOPE);
    else reply.type('text/html; charset=utf-8').send(BUSY_PAGE);
  },
});

// The API failing to answer the proxy (down, timed out, dropped the connection): the spec's envelope, 503.
const proxyFailed = (reply: FastifyReply<RouteGenericInterface, RawServerBase>) => {
  reply.code(503).header('Retry-After', RETRY_AFTER_S).send(BUSY_ENVELOPE);
};

// `rewriteRequestHeaders` of sockets is read by @fastify/http-proxy 11.6 but missing from its types
const socketHeaders = {
  rewriteRequestHeaders: (headers: Record<string, string>, req: FastifyRequest) => ({
    ...headers,
    ...(req.headers.cookie && { cookie: req.headers.cookie }),
    ...(req.headers.origin && { origin: req.headers.origin }),
  }),
} as object;

await app.register(proxy, {
  upstream: serverConfig.apiUrl,
  prefix: '/api',
  rewritePrefix: '/api',
  // the shopper's address, for the API's per-client limits (SMS, failed logins); replaces any
  // X-Forwarded-For the browser sent, which the API would otherwise believe
  replyOptions: {
    rewriteRequestHeaders: (req, headers) => ({ ...headers, 'x-forwarded-for': req.ip }),
    onError: proxyFailed,
  },
  // the API's sockets (customer service, live comments); the proxy passes the token cookie on, and
  // the page's Origin, which the API checks against the site's own origins (another site's page: 403)
  websocket: true,
  wsClientOptions: socketHeaders,
});
await app.register(proxy, {
  upstream: serverConfig.apiUrl,
  prefix: '/uploads',
  rewritePrefix: '/uploads',
  replyOptions: { onError: proxyFailed },
});

// Released remotes never change once written: cache them for a year.
await app.register(fastifyStatic, {
  root: serverConfig.releasesDir,
  prefix: '/remotes/',
  decorateReply: false,
  cacheControl: false,
  setHeaders: (res) => res.setHeader('Cache-Control', 'public, max-age=31536000, immutable'),
});
await app.register(fastifyStatic, {
  root: serverConfig.shellAssetsDir,
  prefix: '/assets/shell/',
  decorateReply: false,
  cacheControl: false,
  setHeaders: (res, file) =>
    res.setHeader(
      'Cache-Control',
      /\.[0-9a-f]{8}\.js$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
    ),
});

app.get('/favicon.ico', (_req, reply) => reply.redirect('/uploads/seed/site/logo.svg', 301));

// What an open tab checks before loading a remote it has not loaded yet (it must not mix versions).
app.get('/releases.json', async (req, reply) => {
  // a developer's build stays theirs as they navigate (release-guard.ts compares versions)
  const dev = devOverrideFor(parseCookies(req.headers.cookie)[DEV_OVERRIDE_COOKIE]);
  const body = JSON.stringify(withDevOverride(currentReleases(), dev));
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('Cache-Control', 'no-cache').header('ETag', etag);
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('application/json').send(body);
});

// Liveness: the process answers.
app.get('/healthz', (_req, reply) => reply.header('Cache-Control', 'no-store').send({ status: 'ok' }));
// Readiness: the release registry has been read, the API has answered the site data once and the
// remotes' server code is loaded.
app.get('/readyz', async (_req, reply) => {
  // a probe asked before the background poll got through asks for itself
  await Promise.all([registryRead() || pollReleases(), siteDataAnswered() || siteData().catch(() => undefined)]);
  if (registryRead()) await warmRemotes();
  const checks = { releases: registryRead(), api: siteDataAnswered(), remotes: remotesWarmed() };
  const ready = checks.releases && checks.api && checks.remotes;
  return reply
    .code(ready ? 200 : 503)
    .header('Cache-Control', 'no-store')
    .send({ ready, ...checks });
});

await app.register(devRoutes, { prefix: '/__dev' });

app.get('/*', async (req, reply) => {
  const page = await servePage({ url: req.url, cookieHeader: req.headers.cookie, log: req.log });
  if (page.cookies?.length) reply.header('Set-Cookie', page.cookies);
  if (page.retryAfter) reply.header('Retry-After', page.retryAfter);
  if (page.devOrigin) reply.header('Content-Security-Policy', pageCspAllowing(page.devOrigin));
  if (page.redirect) return reply.redirect(page.redirect, page.status >= 300 && page.status < 400 ? page.status : 302);
  // a shared page is sent compressed as it was kept; each encoding is a representation of its own
  const encoding = page.encoded ? chosenEncoding(req.headers['accept-encoding']) : null;
  const etag = encoding && page.etag ? page.etag.replace(/"$/, `-${encoding}"`) : page.etag;
  const cache = pageCacheHeaders(page.cache ?? 'none', page.html ?? '', req.headers['if-none-match'], etag);
  reply.headers(cache.headers);
  if (cache.notModified) return reply.code(304).send();
  reply.code(page.status).header('Content-Type', 'text/html; charset=utf-8');
  if (encoding) return reply.header('Content-Encoding', encoding).send(page.encoded![encoding]);
  return reply.send(page.body ?? page.html);
});

const stopWatching = watchReleases();
app.addHook('onClose', async () => stopWatching());
await app.listen({ port: serverConfig.port, host: serverConfig.host });
console.log(`商城已启动: http://localhost:${serverConfig.port}`);
