/**
 * The settings and category paths a checkout prices with: read through the process's shared cache
 * (dropped when `system_config` / `store_category` notify a change), so that order/check and
 * order/create cost the database only the shopper's own rows.
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import { notifiedArea, type CacheArea, type SharedCache } from '../../cache';
import { cachedValue } from '../../cache/values';
import type { Db } from '../../db/client';
import { svipSettings, type SvipSettings } from '../svip/settings';
import { categoryPaths, pointsSettings } from './inputs';

export type PointsSettings = Awaited<ReturnType<typeof pointsSettings>>;

export interface CheckoutReads {
  points(db: Db): Promise<PointsSettings>;
  svip(db: Db): Promise<SvipSettings>;
  /** each category's id with its ancestors' */
  categoryPaths(db: Db, ids: number[]): Promise<Record<number, number[]>>;
}

export function checkoutReads(cache?: SharedCache): CheckoutReads {
  const settings: CacheArea | undefined = cache?.area('checkout_settings', notifiedArea(['system_config'], 4));
  const categories: CacheArea | undefined = cache?.area('category_paths', notifiedArea(['store_category'], 1000));
  // Inside a transaction (order/create pricing again) the reads skip the cache: a cache load is
  // shared with other requests, and on PGlite one begun outside a transaction waits for the open
  // transaction, which would wait for it.
  const outside = (db: Db, area: CacheArea | undefined) => (db instanceof PgTransaction ? undefined : area);
  return {
    points: (db) => cachedValue(outside(db, settings), 'points', () => pointsSettings(db)),
    svip: (db) => cachedValue(outside(db, settings), 'svip', () => svipSettings(db)),
    categoryPaths: (db, ids) => {
      const sorted = [...new Set(ids)].sort((a, b) => a - b);
      return cachedValue(outside(db, categories), sorted.join(','), () => categoryPaths(db, sorted));
    },
  };
}
