import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import type { Database, Db } from '../../src/db/client';
import { requireUser } from '../../src/http/auth';
import { ok } from '../../src/http/envelope';

// Driver-independent: a real server whose database fails, plus a route behind the login guard.
describe('server errors and login guard', () => {
  let baseUrl = '';
  let close = async () => {};

  beforeAll(async () => {
    const failing = {
      execute: () => Promise.reject(new Error('connection lost: secret detail')),
    } as unknown as Db;
    const database: Database = { db: failing, driver: 'pglite', trigram: false, close: async () => {} };
    const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'mall-api-errors-'));
    const app = await buildApp({ database, uploadDir, logger: false });
    const users = new Map([['good-token', { uid: 1 }]]);
    app.get('/api/user/probe', async (req) => ok(await requireUser(req, async (t) => users.get(t) ?? null)));
    baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    close = async () => {
      await app.close();
      await rm(uploadDir, { recursive: true, force: true });
    };
  });
  afterAll(() => close());

  it('a failing query answers 500 without details', async () => {
    const res = await fetch(`${baseUrl}/api/health`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ status: 500, message: '服务器错误', data: null });
    expect(text).not.toContain('secret');
  });

  it('calls that need login answer 410000 without a valid token', async () => {
    for (const headers of [{}, { 'X-Token': 'bad' }, { Authorization: 'Bearer bad' }] as Record<string, string>[]) {
      const res = await fetch(`${baseUrl}/api/user/probe`, { headers });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ status: 410000, message: '请登录', data: null });
    }
    for (const headers of [{ 'X-Token': 'good-token' }, { Authorization: 'Bearer good-token' }] as Record<string, string>[]) {
      const res = await fetch(`${baseUrl}/api/user/probe`, { headers: { ...headers, 'Form-type': 'pc' } });
      expect(await res.json()).toEqual({ status: 200, message: 'success', data: { uid: 1 } });
    }
  });
});
