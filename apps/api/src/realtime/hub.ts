import type { ServerMessage } from './envelope';

/** Whatever can receive a server message: an open socket of this process. */
export interface Subscriber {
  send(message: ServerMessage): void;
}

/**
 * Channels ('service:user:12', 'live:room:3', ...) and who listens to them. `localHub` keeps
 * them in this process; a deployment with several API processes would put a Redis pub/sub
 * implementation of the same interface behind the load balancer (publish goes to Redis, each
 * process delivers to its own subscribers), without changing any caller.
 */
export interface Hub {
  subscribe(channel: string, subscriber: Subscriber): void;
  unsubscribe(channel: string, subscriber: Subscriber): void;
  /** Drops the subscriber from every channel (its socket closed). */
  unsubscribeAll(subscriber: Subscriber): void;
  publish(channel: string, message: ServerMessage): void;
  /** How many subscribers a channel has in this process (viewer counts, tests). */
  count(channel: string): number;
}

export function localHub(): Hub {
  const channels = new Map<string, Set<Subscriber>>();
  const joined = new Map<Subscriber, Set<string>>();

  const unsubscribe = (channel: string, subscriber: Subscriber) => {
    const set = channels.get(channel);
    set?.delete(subscriber);
    if (set?.size === 0) channels.delete(channel);
    joined.get(subscriber)?.delete(channel);
  };

  return {
    subscribe(channel, subscriber) {
      let set = channels.get(channel);
      if (!set) channels.set(channel, (set = new Set()));
      set.add(subscriber);
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
  };
}
