import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase } from '../src/db/client';
import { call, describeApi, get, target, type Answer } from './helpers';

describeApi('health and unknown paths', () => {
  it('GET /api/health touches the database', async () => {
    const res = await get('/api/health');
    expect(res.http).toBe(200);
    expect(res.body).toEqual({ status: 200, message: 'success', data: { db: 'ok', driver: target.driver } });
  });

  it('liveness and readiness probes answer 200 on a started server', async () => {
    expect((await get('/api/health/live')).body).toEqual({ status: 200, message: 'success', data: { live: true } });
    const ready = await get('/api/health/ready');
    expect(ready.http).toBe(200);
    expect(ready.body.data).toEqual({ ready: true, driver: target.driver });
  });

  it('GET /metrics (outside /api) counts the API’s requests per route pattern', async () => {
    await get('/api/health');
    const res = await fetch(`${target.baseUrl}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toMatch(
      /mall_api_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="2xx"\} [1-9]/,
    );
  });

  it('has no metrics under /api, so the shell server’s public /api proxy cannot expose them', async () => {
    expect((await get('/api/metrics')).http).toBe(404);
  });

  it('answers unknown paths with the 404 envelope', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/pc/config'],
      ['GET', '/'],
    ]) {
      const res = await call(path, { method });
      expect(res.http).toBe(404);
      expect(res.body).toEqual({ status: 404, message: '接口不存在', data: null });
    }
  });

  // a second server on the suite's database: only a PostgreSQL server takes two at once
  it.skipIf(target.driver !== 'pg')('readiness is 503 服务启动中 until the process marks itself started', async () => {
    const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'mall-api-ready-'));
    const database = await openDatabase({ databaseUrl: target.databaseUrl!, dataDir: '' });
    const readiness = { started: false };
    const app = await buildApp({ database, uploadDir, logger: false, readiness });
    try {
      const base = await app.listen({ port: 0, host: '127.0.0.1' });
      const ready = async () => {
        const res = await fetch(`${base}/api/health/ready`);
        return { http: res.status, body: (await res.json()) as Answer['body'] };
      };
      expect(await ready()).toMatchObject({ http: 503, body: { message: '服务启动中' } });
      expect((await fetch(`${base}/api/health/live`)).status).toBe(200);
      readiness.started = true;
      expect((await ready()).http).toBe(200);
    } finally {
      await app.close();
      await database.close();
      await rm(uploadDir, { recursive: true, force: true });
    }
  });
});
