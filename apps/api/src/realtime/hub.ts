import type { ServerMessage } from './envelope';

/** Whatever can receive a server message: an open socket of this process. */
export interface Subscriber {
  send(message: ServerMessage): void;
}

/**
 * Channels ('service:user:12', 'live:room:3', ...) and who listens to them. `localHub` keeps
 * them in this process; with several API processes `redisHub` (redis-hub.ts) implements the
 * same interface over Redis pub/sub (publish goes to Redis, each process delivers to its own
 * subscribers), without changing any caller.
 */
export interface Hub {
  subscribe(channel: string, subscriber: Subscriber): void;
  unsubscribe(channel: string, subscriber: Subscriber): void;
  /** Drops the subscriber from every channel (its socket closed). */
  unsubscribeAll(subscriber: Subscriber): void;
  publish(channel: string, message: ServerMessage): void;
  /** How many subscribers a channel has in this process (tests). */
  count(channel: string): number;
  /** How many subscribers a channel has in every process together (a live room's online viewers). */
  total(channel: string): Promise<number>;
}

/** Told when a channel gets its first subscriber in this process, when its last one leaves, and of every change. */
export interface ChannelHooks {
  opened?(channel: string): void;
  closed?(channel: string): void;
  /** a subscriber joined or left: the channel now has `size` in this process */
  changed?(channel: string, size: number): void;
}

export function localHub(hooks: ChannelHooks = {}): Hub {
  const channels = new Map<string, Set<Subscriber>>();
  const joined = new Map<Subscriber, Set<string>>();

  const unsubscribe = (channel: string, subscriber: Subscriber) => {
    joined.get(subscriber)?.delete(channel);
    const set = channels.get(channel);
    if (!set?.delete(subscriber)) return;
    hooks.changed?.(channel, set.size);
    if (set.size === 0) {
      channels.delete(channel);
      hooks.closed?.(channel);
    }
  };

  return {
    subscribe(channel, subscriber) {
      let set = channels.get(channel);
      if (!set) {
        channels.set(channel, (set = new Set()));
        hooks.opened?.(channel);
      }
      if (!set.has(subscriber)) {
        set.add(subscriber);
        hooks.changed?.(channel, set.size);
      }
      let mine = joined.get(subscriber);
      if (!mine) joined.set(subscriber, (mine = new Set()));
      mine.add(channel);
    },
    unsubscribe,
    unsubscribeAll(subscriber) {
      for (const channel of joined.get(subscriber) ?? []) unsubscribe(channel, subscriber);
      joined.delete(subscriber);
    },
    publish(channel, message) {
      for (const subscriber of channels.get(channel) ?? []) subscriber.send(message);
    },
    count: (channel) => channels.get(channel)?.size ?? 0,
    total: async (channel) => channels.get(channel)?.size ?? 0,
  };
}
