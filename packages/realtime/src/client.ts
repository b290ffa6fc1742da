import { backoffDelay, type BackoffOptions } from './backoff';
import { newMessageId } from './message-id';

/** Close code the API uses for a socket that needs login (apps/api/src/http/websocket.ts). */
export const CLOSE_LOGIN_REQUIRED = 4401;

/** What the server pushes: an event of a channel, an ack, or an error about one of our messages. */
export interface ServerFrame {
  type: string;
  id?: string;
  data?: unknown;
  message?: string;
}

/** The part of the browser's WebSocket we use (the `ws` package's matches it, for Node). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: ((ev: unknown) => void) | null;
  onclose: ((ev: { code: number }) => void) | null;
  onmessage: ((ev: { data: unknown }) => void) | null;
  onerror: ((ev: unknown) => void) | null;
}
export type SocketFactory = (url: string) => SocketLike;

export type RealtimeStatus = 'connecting' | 'open' | 'reconnecting' | 'login-required' | 'closed';

/** The server refused a message: `message` is its Chinese explanation. */
export class RealtimeError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'RealtimeError';
  }
}

export interface RealtimeOptions {
  /** absolute ws:// or wss:// URL; a function is asked again on every (re)connect */
  url: string | (() => string);
  /** how to open a socket; the browser's WebSocket by default */
  connect?: SocketFactory;
  /**
   * For clients without the site's cookie (Node, another host): the token, sent as the first
   * message `{type: 'auth', data: {token}}` of every connection. Never put it in the URL.
   */
  token?: () => string | null | undefined;
  backoff?: BackoffOptions;
}

interface Pending {
  frame: string;
  resolve(data: unknown): void;
  reject(err: Error): void;
}

export interface RealtimeClient {
  /**
   * Sends a message and resolves with the server's ack data. Until acked it is resent after
   * every reconnect with the same id, so the server can recognise a repeat (idempotency).
   */
  send<T = unknown>(type: string, data: unknown, id?: string): Promise<T>;
  /** Listens to pushed events of one type; returns the unsubscribe function. */
  on(type: string, listener: (data: unknown) => void): () => void;
  /** Called on every open, first and after reconnects (fetch what was missed meanwhile). */
  onOpen(listener: () => void): () => void;
  onStatus(listener: (status: RealtimeStatus) => void): () => void;
  readonly status: RealtimeStatus;
  close(): void;
}

const OPEN = 1;

/**
 * A reconnecting WebSocket client for the mall's socket routes: reconnects with backoff after a
 * dropped connection, stops when the server says login is needed, and keeps unacknowledged
 * messages to resend them in their order.
 */
export function createRealtimeClient(opts: RealtimeOptions): RealtimeClient {
  const connect: SocketFactory = opts.connect ?? ((url) => new WebSocket(url) as unknown as SocketLike);
  const backoff = opts.backoff ?? { initialMs: 500, maxMs: 15_000 };
  const pending = new Map<string, Pending>();
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  const openListeners = new Set<() => void>();
  const statusListeners = new Set<(status: RealtimeStatus) => void>();
  let socket: SocketLike | null = null;
  let status: RealtimeStatus = 'connecting';
  let attempt = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;

  const setStatus = (next: RealtimeStatus) => {
    if (status === next) return;
    status = next;
    statusListeners.forEach((l) => l(next));
  };

  const receive = (raw: unknown) => {
    let frame: ServerFrame;
    try {
      frame = JSON.parse(String(raw)) as ServerFrame;
    } catch {
      return;
    }
    const mine = frame.id !== undefined ? pending.get(frame.id) : undefined;
    if (mine && (frame.type === 'ack' || frame.type === 'error')) {
      pending.delete(frame.id as string);
      if (frame.type === 'ack') mine.resolve(frame.data);
      else mine.reject(new RealtimeError(frame.message ?? '发送失败'));
      return;
    }
    listeners.get(frame.type)?.forEach((l) => l(frame.type === 'error' ? frame.message : frame.data));
  };

  const open = () => {
    timer = null;
    const ws = connect(typeof opts.url === 'function' ? opts.url() : opts.url);
    socket = ws;
    ws.onopen = () => {
      attempt = 0;
      setStatus('open');
      const token = opts.token?.();
      if (token) ws.send(JSON.stringify({ type: 'auth', data: { token } }));
      for (const p of pending.values()) ws.send(p.frame);
      openListeners.forEach((l) => l());
    };
    ws.onmessage = (ev) => receive(ev.data);
    ws.onerror = () => undefined; // a close event follows
    ws.onclose = (ev) => {
      if (socket !== ws) return;
      socket = null;
      if (status === 'closed') return;
      if (ev.code === CLOSE_LOGIN_REQUIRED) {
        setStatus('login-required');
        for (const p of pending.values()) p.reject(new RealtimeError('请登录'));
        pending.clear();
        return;
      }
      setStatus('reconnecting');
      timer = setTimeout(open, backoffDelay(attempt++, backoff));
    };
  };
  open();

  return {
    send<T>(type: string, data: unknown, id = newMessageId()) {
      if (status === 'closed' || status === 'login-required') {
        return Promise.reject(new RealtimeError(status === 'closed' ? '连接已关闭' : '请登录'));
      }
      return new Promise<T>((resolve, reject) => {
        const frame = JSON.stringify({ type, id, data });
        pending.set(id, { frame, resolve: resolve as (d: unknown) => void, reject });
        if (socket?.readyState === OPEN) socket.send(frame);
      });
    },
    on(type, listener) {
      let set = listeners.get(type);
      if (!set) listeners.set(type, (set = new Set()));
      set.add(listener);
      return () => set.delete(listener);
    },
    onOpen(listener) {
      openListeners.add(listener);
      return () => openListeners.delete(listener);
    },
    onStatus(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    get status() {
      return status;
    },
    close() {
      setStatus('closed');
      if (timer) clearTimeout(timer);
      socket?.close(1000, 'bye');
      socket = null;
      for (const p of pending.values()) p.reject(new RealtimeError('连接已关闭'));
      pending.clear();
    },
  };
}
