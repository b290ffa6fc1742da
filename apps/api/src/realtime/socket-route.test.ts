import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CLOSE_LOGIN_REQUIRED, messageHandler, registerWebSocket, socketRoute } from '../http/websocket';
import { openSocket as open } from '../../test/socket';
import type { Hub } from './hub';

describe('socket routes', () => {
  const app = Fastify();
  let base = '';
  let hub: Hub;
  const users: Record<string, { name: string }> = { t1: { name: '小明' }, t2: { name: '小红' } };

  beforeAll(async () => {
    hub = await registerWebSocket(app);
    socketRoute<{ name: string }>(app, '/ws/echo', {
      authenticate: async (token) => users[token] ?? null,
      rateLimit: { burst: 3, perSecond: 1 },
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

  it('accepts the token from the cookie, the query or X-Token and refuses a socket without one', async () => {
    const byCookie = open(`${base}/ws/echo`, { cookie: 'locale=zh-CN; token=t1' });
    const byQuery = open(`${base}/ws/echo?token=t2`);
    const byHeader = open(`${base}/ws/echo`, { 'X-Token': 't1' });
    await Promise.all([byCookie.ready, byQuery.ready, byHeader.ready]);
    byQuery.send({ type: 'say', id: 'q-1', data: { text: '你好' } });
    const said = await byCookie.next((f) => f.type === 'said');
    expect(said.data).toEqual({ by: '小红', text: '你好' });
    await byHeader.next((f) => f.type === 'said');

    const guest = open(`${base}/ws/echo?token=unknown`);
    expect(await guest.closed).toBe(CLOSE_LOGIN_REQUIRED);
    expect(guest.frames).toEqual([{ type: 'error', message: '请登录' }]);
    [byCookie, byQuery, byHeader].forEach((s) => s.ws.close());
  });

  it('acks in arrival order, refuses bad frames and invalid data with a Chinese message', async () => {
    const s = open(`${base}/ws/echo?token=t1`);
    await s.ready;
    s.send({ type: 'say', id: 'a', data: { text: 'slow' } });
    s.send({ type: 'say', id: 'b', data: { text: 'fast' } });
    await s.next((f) => f.id === 'b');
    const acks = s.frames.filter((f) => f.type === 'ack').map((f) => f.id);
    expect(acks).toEqual(['a', 'b']);
    s.send('not json');
    expect((await s.next((f) => f.type === 'error')).message).toBe('消息格式错误');
    await new Promise((r) => setTimeout(r, 1100));
    s.send({ type: 'say', id: 'c', data: { text: '' } });
    expect(await s.next((f) => f.id === 'c')).toEqual({ type: 'error', id: 'c', message: '请输入内容' });
    s.ws.close();
  });

  it('limits a connection to its burst, then to its rate', async () => {
    const s = open(`${base}/ws/echo?token=t2`);
    await s.ready;
    for (const id of ['1', '2', '3', '4']) s.send({ type: 'say', id, data: { text: id } });
    const fourth = await s.next((f) => f.id === '4');
    expect(fourth).toEqual({ type: 'error', id: '4', message: '发送过于频繁，请稍后再试' });
    await s.next((f) => f.id === '3' && f.type === 'ack');
    s.ws.close();
  });

  it('leaves every channel when the socket closes', async () => {
    const s = open(`${base}/ws/echo?token=t1`);
    await s.ready;
    await new Promise((r) => setTimeout(r, 50));
    const before = hub.count('room');
    s.ws.close();
    await s.closed;
    await new Promise((r) => setTimeout(r, 50));
    expect(hub.count('room')).toBe(before - 1);
  });
});
