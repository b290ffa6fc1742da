/** The Redis server the suites use (TEST_REDIS_URL, else this machine's), and why to skip without it. */
import { Redis } from 'ioredis';

export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Why the Redis variants are skipped, or null when Redis answers. */
export async function redisUnreachable(): Promise<string | null> {
  const redis = new Redis(REDIS_URL, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
    connectTimeout: 2000,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return null;
  } catch (err) {
    return `Redis not reachable at ${REDIS_URL} (${(err as Error).message}); set TEST_REDIS_URL`;
  } finally {
    redis.disconnect();
  }
}
