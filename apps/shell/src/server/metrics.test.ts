import { createServer } from 'node:net';
import Fastify from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { observeSsrRender, registerShellMetrics } from './metrics';

async function shellLike() {
  const app = Fastify();
  await registerShellMetrics(app);
  app.get('/api/*', async () => ({ status: 200 }));
  app.get('/*', async () => '<html></html>');
  await app.ready();
  return app;
}

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = createServer().listen(0, () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });

describe('shell /metrics', () => {
  afterEach(() => {
    delete process.env.METRICS_PORT;
  });

  it('times requests per kind (page, api), not per URL, and server renders per remote and version', async () => {
    const app = await shellLike();
    await app.inject('/goods_detail/1');
    await app.inject('/goods_detail/2');
    await app.inject('/api/pc/home');
    observeSsrRender('catalog', '1.0.0-abc', 0.042, 'ok');
    const text = (await app.inject('/metrics')).body;
    expect(text).toMatch(/mall_shell_http_request_duration_seconds_count\{kind="page",method="GET",status="2xx"\} 2/);
    expect(text).toMatch(/mall_shell_http_request_duration_seconds_count\{kind="api",method="GET",status="2xx"\} 1/);
    expect(text).not.toContain('goods_detail');
    expect(text).toContain('mall_shell_ssr_render_seconds_count{remote="catalog",version="1.0.0-abc",outcome="ok"} 1');
    await app.close();
  });

  it('is not served to other machines or through a proxy on the public port', async () => {
    const app = await shellLike();
    expect((await app.inject({ url: '/metrics', remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/metrics', headers: { 'x-forwarded-for': '203.0.113.7' } })).statusCode).toBe(404);
    await app.close();
  });

  it('with METRICS_PORT: served on that port only', async () => {
    const port = await freePort();
    process.env.METRICS_PORT = String(port);
    const app = await shellLike();
    try {
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('mall_shell_process_cpu_seconds_total');
      expect((await app.inject('/metrics')).body).toBe('<html></html>');
    } finally {
      await app.close();
    }
  });
});
