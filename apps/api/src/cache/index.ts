import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { Database } from '../db/client';
import { presetEtag } from '../http/cache';
import { registerMetricSource } from '../metrics/sources';
import { listenForChanges } from './change-feed';
import { cacheStats, SharedCache, type CacheArea } from './shared-cache';

export { goodsCardsArea, notifiedArea } from './areas';
export { cacheStats, SharedCache, type CacheArea, type CacheWatcher } from './shared-cache';

/** A process's shared cache, listening to the database's changes until `stop`. */
export async function openSharedCache(database: Database, log: FastifyBaseLogger) {
  const cache = new SharedCache();
  // /metrics: mall_cache_hits{name="site_settings"}, mall_cache_misses{...}
  registerMetricSource('cache', cacheStats);
  const stop = await listenForChanges(
    database,
    { changed: (table) => cache.changed(table), listening: (live) => cache.setListening(live) },
    log,
  );
  return { cache, stop };
}

/** Sends the area's answer for `key` as is (already serialised, its ETag known to `publicCache`). */
export async function sendCached(reply: FastifyReply, area: CacheArea, key: string, load: () => Promise<unknown>) {
  const answer = await area.get(key, load);
  presetEtag(reply, answer.etag);
  return reply.type('application/json; charset=utf-8').send(answer.body);
}

/** A key for validated input: the same fields and values give the same key, whatever their order. */
export function keyOf(input: Record<string, unknown>): string {
  const defined = Object.entries(input).filter(([, v]) => v !== undefined);
  return JSON.stringify(defined.sort(([a], [b]) => (a < b ? -1 : 1)));
}
