import { WebSocket } from 'ws';

export interface Frame {
  type: string;
  id?: string;
  data?: unknown;
  message?: string;
}

/** A test WebSocket that records every frame it receives and waits for the one a test expects. */
export function openSocket(url: string, headers: Record<string, string> = {}) {
  const ws = new WebSocket(url, { headers });
  const frames: Frame[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (raw) => {
    frames.push(JSON.parse(raw.toString()) as Frame);
    waiters.splice(0).forEach((w) => w());
  });
  const closed = new Promise<number>((resolve) => ws.on('close', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    ws.on('open', () => resolve());
    ws.on('error', reject);
  });
  /** The first frame (already received or still to come) that `pred` accepts. */
  const next = async (pred: (f: Frame) => boolean, ms = 3000): Promise<Frame> => {
    const end = Date.now() + ms;
    for (;;) {
      const found = frames.find(pred);
      if (found) return found;
      const left = end - Date.now();
      if (left <= 0) throw new Error(`no such frame; got ${JSON.stringify(frames)}`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, left);
      });
    }
  };
  const send = (m: unknown) => ws.send(typeof m === 'string' ? m : JSON.stringify(m));
  /** Logs the socket in the way a client without cookie or headers does: the token as its first message. */
  const auth = async (token: string) => {
    await ready;
    send({ type: 'auth', id: 'auth', data: { token } });
    return next((f) => f.id === 'auth');
  };
  return { ws, frames, next, ready, closed, send, auth };
}

export type TestSocket = ReturnType<typeof openSocket>;

/** ws://… of an API path on an http://… base URL. */
export const wsUrl = (baseUrl: string, path: string) => baseUrl.replace(/^http/, 'ws') + path;
