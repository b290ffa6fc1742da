import { expect, it } from 'vitest';
import { call, describeApi, get, target } from './helpers';

describeApi('health and unknown paths', () => {
  it('GET /api/health touches the database', async () => {
    const res = await get('/api/health');
    expect(res.http).toBe(200);
    expect(res.body).toEqual({ status: 200, message: 'success', data: { db: 'ok', driver: target.driver } });
  });

  it('answers unknown paths with the 404 envelope', async () => {
    for (const [method, path] of [['GET', '/api/nope'], ['POST', '/api/pc/config'], ['GET', '/']]) {
      const res = await call(path, { method });
      expect(res.http).toBe(404);
      expect(res.body).toEqual({ status: 404, message: '接口不存在', data: null });
    }
  });
});
