import Fastify from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { z } from 'zod';
import { CLOSE_LOGIN_REQUIRED, messageHandler, registerWebSocket, socketRoute } from '../http/websocket';
import { openSocket, type TestSocket } from '../../test/socket';
import type { Hub } from './hub';

describe('socket routes', () => {
  const app = Fastify();
  let base = '';
  let hub: Hub;
  const users: Record<string, { name: string }> = { t1: { name: '小明' }, t2: { name: '小红' } };
  const rateLimit = { burst: 3, perSecond: 1 };

  beforeAll(async () => {
    hub = await registerWebSocket(app, { siteOrigins: ['https://shop.example'] });
    socketRoute<{ name: string }>(app, '/ws/echo', {
      authenticate: async (token) => users[token] ?? null,
      rateLimit,
      hub,
      onOpen: (ctx) => hub.subscribe('room', ctx.subscriber),
      handlers: {
        say: messageHandler(z.object({ text: z.string().min(1, '请输入内容') }), async ({ text }, ctx) => {
          // a slow first message must still be answered first
          if (text === 'slow') await new Promise((r) => setTimeout(r, 100));
          hub.publish('room', { type: 'said', data: { by: ctx.user?.name, text } });
          return { echoed: text };
        }),
      },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => app.close());

  // every test's sockets are closed after it, even one that failed half-way: the channel test
  // below counts the subscribers left
  const opened: TestSocket[] = [];
  const open = (...args: Parameters<typeof openSocket>) => {
    const s = openSocket(...args);
    opened.push(s);
    return s;
  };
  afterEach(() => {
    for (const s of opened.splice(0)) if (s.ws.readyState === s.ws.OPEN) s.ws.close();
  });

  it('accepts the token from the cookie, X-Token or the first message and refuses a socket without one', async () => {
    const byCookie = open(`${base}/ws/echo`, { cookie: 'locale=zh-CN; token=t1' });
    const byMessage = open(`${base}/ws/echo`);
    const byHeader = open(`${base}/ws/echo`, { 'X-Token': 't1' });
    await Promise.all([byCookie.ready, byMessage.ready, byHeader.ready]);
    byMessage.send({ type: 'auth', id: 'a-1', data: { token: 't2' } });
    byMessage.send({ type: 'say', id: 'q-1', data: { text: '你好' } });
    expect(await byMessage.next((f) => f.id === 'a-1')).toEqual({ type: 'ack', id: 'a-1', data: null });
    const said = await byCookie.next((f) => f.type === 'said');
    expect(said.data).toEqual({ by: '小红', text: '你好' });
    await byHeader.next((f) => f.type === 'said');

    const unknown = open(`${base}/ws/echo`, { cookie: 'token=unknown' });
    expect(await unknown.closed).toBe(CLOSE_LOGIN_REQUIRED);
    expect(unknown.frames).toEqual([{ type: 'error', message: '请登录' }]);
    const wrongFirst = open(`${base}/ws/echo`);
    await wrongFirst.ready;
    wrongFirst.send({ type: 'auth', data: { token: 'unknown' } });
    wrongFirst.send({ type: 'say', id: 'x', data: { text: '偷偷发' } });
    expect(await wrongFirst.closed).toBe(CLOSE_LOGIN_REQUIRED);
    expect(wrongFirst.frames).toEqual([{ type: 'error', message: '请登录' }]);
    [byCookie, byMessage, byHeader].forEach((s) => s.ws.close());
  });

  it('never takes the token from the query string (proxies and logs keep URLs)', async () => {
    const byQuery = open(`${base}/ws/echo?token=t1`);
    await byQuery.ready;
    byQuery.send({ type: 'say', id: 'q', data: { text: '你好' } });
    expect(await byQuery.closed).toBe(CLOSE_LOGIN_REQUIRED);
    expect(byQuery.frames).toEqual([{ type: 'error', message: '请登录' }]);
  });

  it('refuses pages of other sites; allows its own host, SITE_ORIGINS and clients without Origin', async () => {
    const port = new URL(base).port;
    for (const origin of ['https://evil.example', 'null', `http://127.0.0.1.evil.example:${port}`]) {
      const foreign = open(`${base}/ws/echo`, { cookie: 'token=t1', origin });
      await expect(foreign.ready, origin).rejects.toThrow(/403/);
    }
    for (const origin of [`http://127.0.0.1:${port}`, 'http://127.0.0.1:3000', 'https://shop.example']) {
      const own = open(`${base}/ws/echo`, { cookie: 'token=t1', origin });
      await own.ready;
      own.ws.close();
    }
  });

  it('acks in arrival order, refuses bad frames and invalid data with a Chinese message', async () => {
    // the connection's rate limiter reads Date.now: a faked Date (timers stay real, and the clock
    // still moves with real time) lets the test refill it at once instead of waiting a second
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
    onTestFinished(() => void vi.useRealTimers());
    const s = open(`${base}/ws/echo`, { 'X-Token': 't1' });
    await s.ready;
    s.send({ type: 'say', id: 'a', data: { text: 'slow' } });
    s.send({ type: 'say', id: 'b', data: { text: 'fast' } });
    await s.next((f) => f.id === 'b');
    const acks = s.frames.filter((f) => f.type === 'ack').map((f) => f.id);
    expect(acks).toEqual(['a', 'b']);
    s.send('not json');
    expect((await s.next((f) => f.type === 'error')).message).toBe('消息格式错误');
    s.send({ type: 'say', id: 'nul', data: { text: 'a\u0000b' } });
    expect(await s.next((f) => f.id === 'nul')).toEqual({ type: 'error', id: 'nul', message: '请求内容包含非法字符' });
    // a full refill, whatever the frames above took: c's answer is its data's error, not the limit's
    vi.advanceTimersByTime((rateLimit.burst / rateLimit.perSecond) * 1000);
    s.send({ type: 'say', id: 'c', data: { text: '' } });
    expect(await s.next((f) => f.id === 'c')).toEqual({ type: 'error', id: 'c', message: '请输入内容' });
    s.ws.close();
  });

  it('limits a connection to its burst, then to its rate', async () => {
    const s = open(`${base}/ws/echo`, { 'X-Token': 't2' });
    await s.ready;
    for (const id of ['1', '2', '3', '4']) s.send({ type: 'say', id, data: { text: id } });
    const fourth = await s.next((f) => f.id === '4');
    expect(fourth).toEqual({ type: 'error', id: '4', message: '发送过于频繁，请稍后再试' });
    await s.next((f) => f.id === '3' && f.type === 'ack');
    s.ws.close();
  });

  it('leaves every channel when the socket closes', async () => {
    // the sockets of the tests above are closed (afterEach): the server drops them once their close arrives
    await expect.poll(() => hub.count('room')).toBe(0);
    const s = open(`${base}/ws/echo`, { 'X-Token': 't1' });
    await s.ready;
    await expect.poll(() => hub.count('room')).toBe(1);
    s.ws.close();
    await s.closed;
    await expect.poll(() => hub.count('room')).toBe(0);
  });
});
