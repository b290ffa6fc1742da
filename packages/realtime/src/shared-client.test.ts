import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket, WebSocketServer } from 'ws';
import { createRealtimeClient, RealtimeError, type SocketLike } from './client';
import { createClientPool } from './shared-client';
import { until } from './wait-until';

describe('shared realtime clients', () => {
  let server: WebSocketServer;
  let base = '';
  /** every connection the server accepted, with its path */
  let sockets: Array<{ path: string; ws: WebSocket }> = [];
  let pool: ReturnType<typeof createClientPool>;
  const openSockets = () => sockets.filter((s) => s.ws.readyState === WebSocket.OPEN);

  beforeEach(async () => {
    sockets = [];
    server = new WebSocketServer({ port: 0, host: '127.0.0.1' });
    await new Promise((r) => server.once('listening', r));
    const address = server.address();
    base = `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    server.on('connection', (ws, req) => {
      sockets.push({ path: req.url ?? '', ws });
      ws.on('message', (raw) => {
        const m = JSON.parse(raw.toString()) as { id: string; data: unknown };
        ws.send(JSON.stringify({ type: 'ack', id: m.id, data: m.data }));
      });
    });
    pool = createClientPool((path) =>
      createRealtimeClient({
        url: base + path,
        connect: (url) => new WebSocket(url) as unknown as SocketLike,
        backoff: { initialMs: 20, maxMs: 100 },
      }),
    );
  });
  afterEach(async () => {
    server.clients.forEach((ws) => ws.terminate());
    await new Promise((r) => server.close(r));
  });

  it('gives every holder of a path one connection, its status and every event, and reconnects it for all', async () => {
    const first = pool('/ws');
    const opened: string[] = [];
    first.onOpen(() => opened.push('first'));
    await until(() => first.status === 'open');
    const second = pool('/ws');
    second.onOpen(() => opened.push('second'));
    // the connection was open before the second holder came: it reads the status, no event follows
    expect(second.status).toBe('open');
    expect(sockets.map((s) => s.path)).toEqual(['/ws']);

    const heard: string[] = [];
    first.on('unread', (d) => heard.push(`first ${String(d)}`));
    second.on('unread', (d) => heard.push(`second ${String(d)}`));
    sockets[0].ws.send(JSON.stringify({ type: 'unread', data: 3 }));
    await until(() => heard.length === 2);
    expect(heard).toEqual(['first 3', 'second 3']);
    expect(await second.send('say', 'hi')).toBe('hi');

    sockets[0].ws.terminate();
    await until(() => opened.length === 3);
    expect(opened).toEqual(['first', 'first', 'second']);
    expect(sockets).toHaveLength(2);
    first.close();
    second.close();
  });

  it('keeps the connection until its last holder closes; a holder that closed hears nothing more', async () => {
    const chat = pool('/ws');
    const badge = pool('/ws');
    const heard: unknown[] = [];
    chat.on('message', (d) => heard.push(d));
    // the server accepts before the client hears the handshake: wait for both ends
    await until(() => badge.status === 'open' && openSockets().length === 1);
    chat.close();
    expect(chat.status).toBe('closed');
    await expect(chat.send('say', 'x')).rejects.toEqual(new RealtimeError('连接已关闭'));
    expect(badge.status).toBe('open');
    sockets[0].ws.send(JSON.stringify({ type: 'message', data: 1 }));
    expect(await badge.send('say', 'still here')).toBe('still here');
    expect(heard).toEqual([]);

    badge.close();
    await until(() => openSockets().length === 0);
    // the next holder opens a new connection
    const again = pool('/ws');
    await until(() => again.status === 'open');
    expect(sockets).toHaveLength(2);
    again.close();
  });

  it('opens one connection per path', async () => {
    const service = pool('/service');
    const live = pool('/live/1');
    await until(() => openSockets().length === 2);
    expect(sockets.map((s) => s.path).sort()).toEqual(['/live/1', '/service']);
    service.close();
    live.close();
  });
});
