import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { backoffDelay } from './backoff';
import {
  CLOSE_LOGIN_REQUIRED,
  createRealtimeClient,
  RealtimeError,
  type RealtimeClient,
  type SocketLike,
} from './client';
import { until } from './wait-until';

const fast = { initialMs: 20, maxMs: 100 };
const nodeSocket = (url: string) => new WebSocket(url) as unknown as SocketLike;

describe('realtime client', () => {
  let server: WebSocketServer;
  let url = '';
  /** every frame the server received, per connection number */
  let received: Array<{ conn: number; type: string; id: string }> = [];
  let sockets: WebSocket[] = [];
  /** when false the server receives but does not answer (the ack is lost with the connection) */
  let answering = true;
  let client: RealtimeClient | null = null;

  beforeEach(async () => {
    received = [];
    sockets = [];
    answering = true;
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const address = server.address();
    url = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/ws`;
    server.on('connection', (ws, req) => {
      if (req.url?.includes('guest')) return ws.close(CLOSE_LOGIN_REQUIRED, 'login required');
      const conn = sockets.push(ws);
      ws.on('message', (raw) => {
        const m = JSON.parse(raw.toString()) as { type: string; id: string; data: { text: string } };
        received.push({ conn, type: m.type, id: m.id });
        if (!answering) return;
        if (m.data.text === '') ws.send(JSON.stringify({ type: 'error', id: m.id, message: '请输入内容' }));
        else ws.send(JSON.stringify({ type: 'ack', id: m.id, data: { echoed: m.data.text } }));
      });
    });
  });
  afterEach(async () => {
    client?.close();
    await new Promise((r) => server.close(r));
  });

  it('resolves a message with its ack, rejects it with the server error, and dispatches events', async () => {
    client = createRealtimeClient({ url, connect: nodeSocket, backoff: fast });
    expect(await client.send('say', { text: '你好' })).toEqual({ echoed: '你好' });
    await expect(client.send('say', { text: '' })).rejects.toEqual(new RealtimeError('请输入内容'));
    const events: unknown[] = [];
    client.on('message', (d) => events.push(d));
    sockets[0].send(JSON.stringify({ type: 'message', data: { id: 7 } }));
    await until(() => events.length === 1);
    expect(events).toEqual([{ id: 7 }]);
  });

  it('resends unacknowledged messages with the same ids after the connection drops, in order', async () => {
    client = createRealtimeClient({ url, connect: nodeSocket, backoff: fast });
    const reopened: number[] = [];
    client.onOpen(() => reopened.push(sockets.length));
    await until(() => client?.status === 'open');
    answering = false;
    const first = client.send('say', { text: '一' }, 'id-1');
    const second = client.send('say', { text: '二' }, 'id-2');
    await until(() => received.length === 2);
    answering = true;
    sockets[0].terminate();
    expect(await first).toEqual({ echoed: '一' });
    expect(await second).toEqual({ echoed: '二' });
    expect(received).toEqual([
      { conn: 1, type: 'say', id: 'id-1' },
      { conn: 1, type: 'say', id: 'id-2' },
      { conn: 2, type: 'say', id: 'id-1' },
      { conn: 2, type: 'say', id: 'id-2' },
    ]);
    expect(reopened).toEqual([1, 2]);
  });

  it('queues messages sent while disconnected and keeps retrying until the server is back', async () => {
    const port = Number(new URL(url).port);
    await new Promise((r) => server.close(r));
    let connects = 0;
    const counted = (u: string) => (connects++, nodeSocket(u));
    client = createRealtimeClient({ url, connect: counted, backoff: fast });
    const answer = client.send('say', { text: '等一下' });
    await until(() => connects >= 3);
    expect(client.status).toBe('reconnecting');
    server = new WebSocketServer({ port, host: '127.0.0.1' });
    server.on('connection', (ws) =>
      ws.on('message', (raw) => {
        const m = JSON.parse(raw.toString()) as { id: string };
        ws.send(JSON.stringify({ type: 'ack', id: m.id, data: 'ok' }));
      }),
    );
    expect(await answer).toBe('ok');
    expect(client.status).toBe('open');
  });

  it('with a token, opens every connection with an auth message, before any resend', async () => {
    client = createRealtimeClient({ url, connect: nodeSocket, backoff: fast, token: () => 'tok-1' });
    await client.send('say', { text: 'a' });
    answering = false;
    const lost = client.send('say', { text: 'b' }, 'b-1');
    await until(() => received.some((r) => r.id === 'b-1'));
    answering = true;
    sockets[0].terminate();
    await lost;
    expect(received.map((r) => [r.conn, r.type])).toEqual([
      [1, 'auth'],
      [1, 'say'],
      [1, 'say'],
      [2, 'auth'],
      [2, 'say'],
    ]);
  });

  it('stops reconnecting when the server says login is needed', async () => {
    let connects = 0;
    const counted = (u: string) => (connects++, nodeSocket(u));
    // no backoff: a reconnect would be due at once, so the timer set below runs after it
    client = createRealtimeClient({ url: `${url}?guest=1`, connect: counted, backoff: { initialMs: 0, maxMs: 0 } });
    const statuses: string[] = [];
    client.onStatus((s) => statuses.push(s));
    await until(() => client?.status === 'login-required');
    await new Promise((r) => setTimeout(r, 0));
    // the API accepts the socket, then closes it with 4401: no reconnect follows
    expect(connects).toBe(1);
    expect(statuses).toEqual(['open', 'login-required']);
    await expect(client.send('say', { text: 'x' })).rejects.toEqual(new RealtimeError('请登录'));
  });

  it('backs off exponentially up to the cap, with jitter', () => {
    const opts = { initialMs: 500, maxMs: 15_000 };
    expect(backoffDelay(0, opts, () => 1)).toBe(500);
    expect(backoffDelay(0, opts, () => 0)).toBe(250);
    expect(backoffDelay(3, opts, () => 1)).toBe(4000);
    expect(backoffDelay(50, opts, () => 1)).toBe(15_000);
  });
});
