import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient } from './client';
import { envelopeServer, type Answer, type EnvelopeServer } from './envelope-server';

let server: EnvelopeServer;
let base = '';
let seen: EnvelopeServer['seen'] = [];
/** how many more times /busy answers 503 before it answers the data */
let busyFor = 0;
const BUSY = [503, { status: 503, message: '服务繁忙，请稍后再试', data: null }, { 'retry-after': '0.05' }] as const;

const BODIES: Record<string, Answer> = {
  '/ok': [200, { status: 200, message: 'ok', data: { a: 1 } }],
  '/bad': [400, { status: 400, message: '手机号格式错误', data: null }],
  '/login': [200, { status: 410000, message: '请登录', data: null }],
  '/waiting': [200, { status: 201, message: '已扫码', data: { state: 'scanned' } }],
  '/busy': [200, { status: 200, message: 'ok', data: { after: 'busy' } }],
};

beforeAll(async () => {
  server = await envelopeServer((path) => (path === '/busy' && busyFor-- > 0 ? BUSY : BODIES[path]));
  ({ base, seen } = server);
});
afterAll(() => server.close());

describe('api client', () => {
  it('unwraps data and sends the spec headers', async () => {
    const c = createApiClient({ baseURL: base, getToken: () => 'tok' });
    expect(await c.get('/ok')).toEqual({ a: 1 });
    const h = seen.at(-1)!;
    expect(h['x-token']).toBe('tok');
    expect(h['form-type']).toBe('pc');
    expect(h.authorization).toBe('Bearer tok');
  });

  it('rejects with the server message on 400', async () => {
    const c = createApiClient({ baseURL: base, getToken: () => '' });
    await expect(c.get('/bad')).rejects.toMatchObject({ message: '手机号格式错误', status: 400 });
  });

  it('calls onLoginRequired for 410000', async () => {
    let called: ApiError | null = null;
    const c = createApiClient({ baseURL: base, getToken: () => '', onLoginRequired: (e) => (called = e) });
    await expect(c.get('/login')).rejects.toBeInstanceOf(ApiError);
    expect(called).not.toBeNull();
    expect(called!.message).toBe('请登录');
  });

  it('rejects other statuses with a generic message, keeping the body', async () => {
    const c = createApiClient({ baseURL: base, getToken: () => '' });
    await expect(c.post('/waiting')).rejects.toMatchObject({
      message: '请求错误',
      status: 201,
      body: { status: 201, message: '已扫码', data: { state: 'scanned' } },
    });
  });

  it('asks a busy server again after its Retry-After, for reads only and at most busyRetries times', async () => {
    const c = createApiClient({ baseURL: base, getToken: () => '', busyRetries: 2 });
    busyFor = 2;
    expect(await c.get('/busy')).toEqual({ after: 'busy' });
    busyFor = 3;
    await expect(c.get('/busy')).rejects.toMatchObject({ message: '服务繁忙，请稍后再试', httpStatus: 503 });
    busyFor = 1;
    await expect(c.post('/busy')).rejects.toMatchObject({ httpStatus: 503 });
    busyFor = 1;
    await expect(createApiClient({ baseURL: base, getToken: () => '' }).get('/busy')).rejects.toMatchObject({
      httpStatus: 503,
    });
  });
});
