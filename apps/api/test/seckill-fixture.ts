/**
 * The seckill suites' API: an app of the file's own on both drivers, so that the stock gate the
 * suite's requests go through is the one closes and refunds run by the test reach (a gate lives
 * in its API process, or in Redis). On pg it serves the suite's database; on PGlite, whose
 * database one process holds, a freshly seeded one (as test/catalog-fixture.ts).
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import { loadTimers } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import type { StockGateOptions } from '../src/modules/seckill/gate/current';
import { CatalogEnv, useCatalogEnv } from './catalog-fixture';
import { target } from './helpers';
import { REDIS_URL } from './redis-target';

export { REDIS_URL, redisUnreachable } from './redis-target';

/** A Redis key prefix of its own for this run, and a way to drop its keys after. */
export function redisPrefix(): { prefix: string; drop(): Promise<void> } {
  const prefix = `mall-test-${randomBytes(4).toString('hex')}:`;
  return {
    prefix,
    async drop() {
      const redis = new Redis(REDIS_URL);
      try {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    },
  };
}

/** Another API server on `database` (pg: a pool of its own on the same database). */
export async function startApp(database: Database, stockGate?: StockGateOptions) {
  const own = target.driver === 'pg' ? await openDatabase({ databaseUrl: target.databaseUrl!, dataDir: '' }) : null;
  const app = await buildApp({
    database: own ?? database,
    uploadDir: '/tmp/mall-seckill-test-uploads',
    logger: false,
    stockGate,
    // the tests run the timed jobs themselves (closeExpiredOrders): a pass of the app's own every
    // 10 s landed in a test's statement count once (it counts the whole process). One pass a day:
    // the one at start is over before the counting tests
    timers: { ...loadTimers(), jobIntervalSeconds: 24 * 3600 },
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl,
    async close() {
      await app.close();
      await own?.close();
    },
  };
}

/** PGlite: the catalog suites' own seeded app (its hooks registered the same way on every run). */
const ownPglite = useCatalogEnv;

export function useSeckillEnv(): CatalogEnv {
  if (target.driver === 'pglite') return ownPglite();
  const env = new CatalogEnv();
  let server: Awaited<ReturnType<typeof startApp>> | undefined;
  beforeAll(async () => {
    env.database = await openDatabase({ databaseUrl: target.databaseUrl!, dataDir: '' });
    server = await startApp(env.database);
    env.baseUrl = server.baseUrl;
  });
  afterAll(async () => {
    await server?.close();
    await env.database?.close();
  });
  return env;
}
