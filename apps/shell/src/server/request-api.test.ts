import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';

/** A stand-in API that counts what it is asked. */
const asked: string[] = [];
const server = http.createServer((req, res) => {
  asked.push(req.url ?? '');
  res.writeHead(200, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ status: 200, message: 'success', data: { url: req.url } }));
});

let requestApi: typeof import('./request-api').requestApi;

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.API_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  ({ requestApi } = await import('./request-api'));
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

it('one render asks the API once per distinct GET; another render asks again', async () => {
  const api = requestApi('');
  const [a, b, c] = await Promise.all([
    api.get('/api/pc/home'),
    api.get('/api/pc/home'),
    api.get('/api/product/spu/hot/best', { page: 1, limit: 5 }),
  ]);
  expect(a).toEqual(b);
  expect(c).toEqual({ url: '/api/product/spu/hot/best?page=1&limit=5' });
  await api.get('/api/product/spu/hot/best', { page: 2, limit: 5 });
  expect(asked.sort()).toEqual(['/api/pc/home', '/api/product/spu/hot/best?page=1&limit=5', '/api/product/spu/hot/best?page=2&limit=5']);
  await requestApi('').get('/api/pc/home');
  expect(asked.filter((u) => u === '/api/pc/home')).toHaveLength(2);
});
