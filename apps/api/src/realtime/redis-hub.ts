import type { Redis } from 'ioredis';
import type { ServerMessage } from './envelope';
import { localHub, type Hub } from './hub';

export interface RedisHubOptions {
  /** publishes; may be shared with other commands */
  publisher: Redis;
  /** a connection of its own: once subscribed, Redis accepts only pub/sub commands on it */
  subscriber: Redis;
  /** put before every hub channel's name in Redis (a deployment or a test run of its own) */
  prefix?: string;
  onError?(err: Error): void;
}

/**
 * The hub of several API processes: every publish goes through Redis and each process delivers
 * it to its own sockets, so a chat message sent through one process reaches a socket held by
 * another. A process subscribes to a channel's Redis channel when its first local subscriber
 * joins and unsubscribes when the last one leaves. A process's own publishes come back to it
 * through Redis too (one path, one order), except while the publisher is not connected to Redis:
 * then events go to this process's own sockets only, rather than nowhere.
 *
 * `count(channel)` stays per process: it counts this process's sockets (a live room's `online`
 * figure is this process's viewers when there are several).
 */
export function redisHub(opts: RedisHubOptions): Hub & { close(): Promise<void> } {
  const prefix = opts.prefix ?? 'mall:hub:';
  const onError = opts.onError ?? ((err: Error) => process.emitWarning(`Redis hub: ${err.message}`));
  /**
   * SUBSCRIBEs not yet confirmed, per channel. A publish to such a channel waits for it, so an
   * event sent right after a socket joined (e.g. its unread count) is not lost on the way.
   */
  const subscribing = new Map<string, Promise<unknown>>();

  const local = localHub({
    opened(channel) {
      const done = opts.subscriber
        .subscribe(prefix + channel)
        .catch(onError)
        .finally(() => {
          if (subscribing.get(channel) === done) subscribing.delete(channel);
        });
      subscribing.set(channel, done);
    },
    closed(channel) {
      opts.subscriber.unsubscribe(prefix + channel).catch(onError);
    },
  });

  const deliver = (redisChannel: string, text: string) => {
    if (!redisChannel.startsWith(prefix)) return;
    let message: ServerMessage;
    try {
      message = JSON.parse(text) as ServerMessage;
    } catch {
      return onError(new Error(`unreadable message on ${redisChannel}`));
    }
    local.publish(redisChannel.slice(prefix.length), message);
  };
  opts.subscriber.on('message', deliver);

  return {
    subscribe: local.subscribe,
    unsubscribe: local.unsubscribe,
    unsubscribeAll: local.unsubscribeAll,
    count: local.count,
    publish(channel, message) {
      // Redis unreachable: this process's own sockets still get their events (other processes' cannot)
      if (opts.publisher.status !== 'ready') return local.publish(channel, message);
      const text = JSON.stringify(message);
      const send = () => opts.publisher.publish(prefix + channel, text).catch(onError);
      const pending = subscribing.get(channel);
      if (pending) void pending.then(send);
      else void send();
    },
    async close() {
      opts.subscriber.off('message', deliver);
      await Promise.allSettled([opts.subscriber.quit(), opts.publisher.quit()]);
    },
  };
}
