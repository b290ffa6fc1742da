import { Redis } from 'ioredis';

/**
 * A Redis connection named for what it does (`CLIENT LIST` shows `mall:<name>`). Commands wait
 * while it reconnects; connection errors are reported through `onError` (a warning by default)
 * instead of ioredis's unhandled 'error' event.
 */
export function createRedis(
  url: string,
  name: string,
  onError: (err: Error) => void = (err) => process.emitWarning(`Redis (${name}): ${err.message}`),
): Redis {
  const redis = new Redis(url, { connectionName: `mall:${name}`, maxRetriesPerRequest: 3 });
  redis.on('error', onError);
  return redis;
}
