import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerMetrics } from './routes';
import { registerMetricSource } from './sources';

describe('GET /metrics', () => {
  const app = Fastify();
  beforeAll(async () => {
    registerMetrics(app);
    app.get('/api/goods/:id', async (req) => {
      if ((req.params as { id: string }).id === 'boom') throw new Error('boom');
      return { ok: true };
    });
    registerMetricSource('test_cache', () => ({ home: { hits: 7, misses: 2 } }));
    registerMetricSource('test_broken', () => {
      throw new Error('not today');
    });
    await app.ready();
  });
  afterAll(() => app.close());

  const scrape = async () => {
    const res = await app.inject('/metrics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    return res.body;
  };

  it('counts requests, latency and server errors per route pattern, not per raw URL', async () => {
    for (const id of ['1', '2', '3']) expect((await app.inject(`/api/goods/${id}`)).statusCode).toBe(200);
    expect((await app.inject('/api/goods/boom')).statusCode).toBe(500);
    await app.inject('/no/such/path');
    const text = await scrape();
    expect(text).toContain(
      'mall_api_http_request_duration_seconds_count{method="GET",route="/api/goods/:id",status="2xx"} 3',
    );
    expect(text).toContain(
      'mall_api_http_request_duration_seconds_count{method="GET",route="/api/goods/:id",status="5xx"} 1',
    );
    expect(text).toContain('mall_api_http_server_errors_total{method="GET",route="/api/goods/:id"} 1');
    expect(text).toContain('route="(unmatched)",status="4xx"} 1');
    expect(text).not.toContain('/api/goods/1');
    expect(text).toContain('mall_api_process_resident_memory_bytes');
  });

  it('reads registered sources at scrape time; a failing source leaves the others', async () => {
    const text = await scrape();
    expect(text).toContain('mall_test_cache_hits{name="home"} 7');
    expect(text).toContain('mall_test_cache_misses{name="home"} 2');
    expect(text).not.toContain('mall_test_broken');
  });
});
