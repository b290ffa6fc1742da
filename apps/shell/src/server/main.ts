import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import proxy from '@fastify/http-proxy';
import { serverConfig } from './config';
import { currentReleases, watchReleases } from './releases';
import { pageCacheHeaders } from './page-cache';
import { renderPage } from './render-page';

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });

await app.register(proxy, {
  upstream: serverConfig.apiUrl,
  prefix: '/api',
  rewritePrefix: '/api',
  // the shopper's address, for the API's per-client limits (SMS, failed logins); replaces any
  // X-Forwarded-For the browser sent, which the API would otherwise believe
  replyOptions: { rewriteRequestHeaders: (req, headers) => ({ ...headers, 'x-forwarded-for': req.ip }) },
  // the API's sockets (customer service, live comments); the proxy passes the token cookie on
  websocket: true,
});
await app.register(proxy, { upstream: serverConfig.apiUrl, prefix: '/uploads', rewritePrefix: '/uploads' });

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
    res.setHeader('Cache-Control', /\.[0-9a-f]{8}\.js$/.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache'),
});

app.get('/favicon.ico', (_req, reply) => reply.redirect('/uploads/seed/site/logo.svg', 301));

// What an open tab checks before loading a remote it has not loaded yet (it must not mix versions).
app.get('/releases.json', async (req, reply) => {
  const body = JSON.stringify(currentReleases());
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  reply.header('Cache-Control', 'no-cache').header('ETag', etag);
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.type('application/json').send(body);
});

app.get('/*', async (req, reply) => {
  const page = await renderPage({ url: req.url, cookieHeader: req.headers.cookie, log: req.log });
  if (page.cookies) reply.header('Set-Cookie', page.cookies);
  if (page.redirect) return reply.redirect(page.redirect, page.status >= 300 && page.status < 400 ? page.status : 302);
  const cache = pageCacheHeaders(page.cache ?? 'none', page.html ?? '', req.headers['if-none-match']);
  reply.headers(cache.headers);
  if (cache.notModified) return reply.code(304).send();
  return reply.code(page.status).header('Content-Type', 'text/html; charset=utf-8').send(page.html);
});

const stopWatching = watchReleases();
app.addHook('onClose', async () => stopWatching());
await app.listen({ port: serverConfig.port, host: serverConfig.host });
console.log(`商城已启动: http://localhost:${serverConfig.port}`);
