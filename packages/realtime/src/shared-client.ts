import { createRealtimeClient, RealtimeError, type RealtimeClient } from './client';
import { socketUrl } from './socket-url';

/**
 * Hands out handles on one client per key: the first handle opens it, the last one closed closes
 * it. Every handle hears every event; a handle's `close()` drops only its own listeners, and what
 * it sent before stays with the connection (still resent until acked).
 */
export function createClientPool(open: (key: string) => RealtimeClient): (key: string) => RealtimeClient {
  const entries = new Map<string, { client: RealtimeClient; holders: number }>();
  return (key) => {
    let entry = entries.get(key);
    if (!entry) entries.set(key, (entry = { client: open(key), holders: 0 }));
    entry.holders++;
    const held = entry;
    const { client } = held;
    const unsubscribes = new Set<() => void>();
    let released = false;
    const track = (unsubscribe: () => void) => {
      unsubscribes.add(unsubscribe);
      return () => {
        unsubscribes.delete(unsubscribe);
        unsubscribe();
      };
    };
    return {
      send<T>(type: string, data: unknown, id?: string) {
        if (released) return Promise.reject(new RealtimeError('连接已关闭'));
        return client.send<T>(type, data, id);
      },
      on: (type, listener) => track(client.on(type, listener)),
      onOpen: (listener) => track(client.onOpen(listener)),
      onStatus: (listener) => track(client.onStatus(listener)),
      get status() {
        return released ? 'closed' : client.status;
      },
      close() {
        if (released) return;
        released = true;
        unsubscribes.forEach((unsubscribe) => unsubscribe());
        if (--held.holders > 0) return;
        entries.delete(key);
        client.close();
      },
    };
  };
}

/**
 * A handle on the page's one connection to an API socket path (e.g. '/api/service/ws'), shared by
 * every app: @mall/realtime is a Module Federation singleton, so this pool exists once per page.
 * The connection may already be open: read `status` after subscribing.
 */
export const sharedRealtimeClient = createClientPool((path) => createRealtimeClient({ url: () => socketUrl(path) }));
