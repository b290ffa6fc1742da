import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as client from './client';
import { envelopeServer, type Answer, type EnvelopeServer } from './envelope-server';
import { ApiError } from './errors';
import { createLazyApiClient } from './lazy';

let server: EnvelopeServer;
let base = '';
let seen: EnvelopeServer['seen'] = [];

const BODIES: Record<string, Answer> = {
  '/ok': [200, { status: 200, message: 'ok', data: { a: 1 } }],
  '/bad': [400, { status: 400, message: '手机号格式错误', data: null }],
  '/login': [200, { status: 410000, message: '请登录', data: null }],
};

beforeAll(async () => {
  server = await envelopeServer((path) => BODIES[path.split('?')[0]]);
  ({ base, seen } = server);
});
afterAll(() => server.close());

describe('lazy api client', () => {
  it('loads the client on the first call only, then answers as createApiClient does', async () => {
    const load = vi.fn(async () => client);
    const onLoginRequired = vi.fn();
    const c = createLazyApiClient({ baseURL: base, getToken: () => 'tok', onLoginRequired }, load);
    expect(load).not.toHaveBeenCalled();
    const [a, b] = await Promise.all([c.get('/ok', { x: 1 }), c.post('/ok', { y: 2 })]);
    expect(a).toEqual({ a: 1 });
    expect(b).toEqual({ a: 1 });
    expect(seen.at(-1)!['x-token']).toBe('tok');
    await expect(c.get('/bad')).rejects.toMatchObject({ name: 'ApiError', message: '手机号格式错误', status: 400 });
    await expect(c.get('/login')).rejects.toBeInstanceOf(ApiError);
    expect(onLoginRequired).toHaveBeenCalledOnce();
    expect(load).toHaveBeenCalledOnce();
  });

  it('a client that fails to load rejects that call with an ApiError; the next call loads it again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('Loading chunk api-client failed.')).mockResolvedValue(client);
    const c = createLazyApiClient({ baseURL: base, getToken: () => '' }, load);
    await expect(c.get('/ok')).rejects.toMatchObject({
      name: 'ApiError',
      message: 'Loading chunk api-client failed.',
      httpStatus: 0,
    });
    expect(await c.get('/ok')).toEqual({ a: 1 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads the real module by default', async () => {
    expect(await createLazyApiClient({ baseURL: base, getToken: () => '' }).get('/ok')).toEqual({ a: 1 });
  });
});
