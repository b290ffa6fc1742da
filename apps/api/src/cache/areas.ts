import type { AreaOptions } from './shared-cache';

/**
 * Answers whose every source table notifies its changes (migration 0030): the TTL only bounds how
 * long a lost notification could keep one stale.
 */
export const NOTIFIED_TTL_MS = 60_000;

/**
 * Answers showing goods' stock, sales or rating, or coupon badges (which also turn with the clock):
 * payments and reviews write those figures without notifying (migration 0030), so such answers live
 * this long at most. Everything else on them (titles, prices, flags, shops) is dropped on change.
 */
export const GOODS_FIGURES_TTL_MS = 5_000;

/** Options of an area reading goods cards (goods joined with their shop) and maybe `more` tables. */
export const goodsCardsArea = (more: string[] = [], maxEntries?: number): AreaOptions => ({
  tables: ['store_product', 'merchant', ...more],
  ttlMs: GOODS_FIGURES_TTL_MS,
  maxEntries,
});

export const notifiedArea = (tables: string[], maxEntries?: number): AreaOptions => ({
  tables,
  ttlMs: NOTIFIED_TTL_MS,
  maxEntries,
});
