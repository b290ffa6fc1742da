import type { FastifyInstance } from 'fastify';
import { CLEAR_OVERRIDE_COOKIE, devOverridesAllowed, localDevUrl, overrideCookie } from './dev-override';
import { currentReleases, releaseKey } from './releases';

const text = 'text/plain; charset=utf-8';

/**
 * `pnpm dev <app>`'s way into a running mall: /__dev/override?app=&url= makes this browser load
 * that app from the developer's machine; /__dev/override/clear goes back to the release.
 * Refused (403) in production mode, where the cookie is ignored too.
 */
export async function devRoutes(app: FastifyInstance) {
  app.addHook('onRequest', async (_req, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!devOverridesAllowed()) return reply.code(403).type(text).send('生产模式下不能使用开发版本');
  });

  app.get<{ Querystring: { app?: string; url?: string } }>('/override', async (req, reply) => {
    const apps = Object.keys(currentReleases());
    const name = req.query.app ?? '';
    if (!apps.includes(name)) return reply.code(400).type(text).send(`未知应用 ${name}：可选 ${apps.join(', ')}`);
    const url = localDevUrl(req.query.url);
    if (!url) {
      return reply
        .code(400)
        .type(text)
        .send('开发版本地址必须是本机开发地址（http://localhost:端口 或 http://127.0.0.1:端口）');
    }
    const key = releaseKey();
    if (!key) return reply.code(503).type(text).send('没有发布密钥：请设置 MALL_RELEASE_KEY，或先启动一次 API');
    return reply.header('Set-Cookie', overrideCookie(name, url, key)).redirect('/', 302);
  });

  app.get('/override/clear', async (_req, reply) => reply.header('Set-Cookie', CLEAR_OVERRIDE_COOKIE).redirect('/', 302));

  app.get('/*', async (_req, reply) => reply.code(404).type(text).send('没有这个开发路由'));
}
