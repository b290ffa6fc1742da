import { randomBytes } from 'node:crypto';
import os from 'node:os';
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
 * `count(channel)` counts this process's sockets. `total(channel)` counts every process's: once
 * asked for a channel, a process keeps its own count of it in the Redis hash `<prefix>online:<channel>`
 * (a field per process); a process whose heartbeat key has expired (it died without cleaning up)
 * is left out of the sum and its field removed.
 */
/** A process that has not renewed its heartbeat key for this long counts as gone. */
const PROCESS_TTL_MS = 30_000;

export function redisHub(opts: RedisHubOptions): Hub & { close(): Promise<void> } {
  const prefix = opts.prefix ?? 'mall:hub:';
  const onError = opts.onError ?? ((err: Error) => process.emitWarning(`Redis hub: ${err.message}`));
  /**
   * SUBSCRIBEs not yet confirmed, per channel. A publish to such a channel waits for it, so an
   * event sent right after a socket joined (e.g. its unread count) is not lost on the way.
   */
  const subscribing = new Map<string, Promise<unknown>>();

  const processId = `${os.hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
  const aliveKey = (id: string) => `${prefix}process:${id}`;
  const countKey = (channel: string) => `${prefix}online:${channel}`;
  const beat = () => void opts.publisher.set(aliveKey(processId), '1', 'PX', PROCESS_TTL_MS).catch(onError);
  beat();
  const heartbeat = setInterval(beat, PROCESS_TTL_MS / 3).unref();
  /** channels whose total was asked for: this process keeps its count of them in Redis */
  const counted = new Set<string>();
  const writeCount = (channel: string, size: number) => {
    const written =
      size > 0
        ? opts.publisher.hset(countKey(channel), processId, size)
        : opts.publisher.hdel(countKey(channel), processId);
    written.catch(onError);
  };

  const local = localHub({
    changed(channel, size) {
      if (!counted.has(channel)) return;
      writeCount(channel, size);
      if (size === 0) counted.delete(channel);
    },
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
    async total(channel) {
      if (opts.publisher.status !== 'ready') return local.count(channel);
      if (!counted.has(channel) && local.count(channel) > 0) {
        counted.add(channel);
        writeCount(channel, local.count(channel));
      }
      try {
        const counts = await opts.publisher.hgetall(countKey(channel));
        const ids = Object.keys(counts);
        if (ids.length === 0) return local.count(channel);
        const alive = await opts.publisher.mget(ids.map(aliveKey));
        let sum = 0;
        ids.forEach((id, i) => {
          if (alive[i]) sum += Number(counts[id]);
          else opts.publisher.hdel(countKey(channel), id).catch(onError);
        });
        return sum;
      } catch (err) {
        onError(err as Error);
        return local.count(channel);
      }
    },
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
      clearInterval(heartbeat);
      opts.subscriber.off('message', deliver);
      if (opts.publisher.status === 'ready') {
        await Promise.allSettled([
          opts.publisher.del(aliveKey(processId)),
          ...[...counted].map((channel) => opts.publisher.hdel(countKey(channel), processId)),
        ]);
      }
      await Promise.allSettled([opts.subscriber.quit(), opts.publisher.quit()]);
    },
  };
}
