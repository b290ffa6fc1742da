/**
 * Putting goods on a marketing activity (seed, tests, benchmark): the activity's goods row is a
 * copy of a normal goods, and each of its SKUs a copy of one normal SKU with a `unique` of its
 * own (never a normal SKU's, see ./kind.ts) pointing back at it by `source_unique`. Each activity
 * says what it makes of the normal SKUs (prices, deposits, …) and writes its own tables.
 */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeProduct, storeProductAttrValue } from '../../db/schema';

export type NormalProduct = typeof storeProduct.$inferSelect;
export type NormalSku = typeof storeProductAttrValue.$inferSelect;

export interface CopySource {
  product_id: number;
  /** at most this many of the goods' SKUs (in their order; 6 unless told) */
  max_skus?: number;
}

/** One normal SKU copied into the activity. */
export interface SkuCopy<T> {
  source: NormalSku;
  /** the columns every activity SKU row has: its own key, the normal SKU's key and its name */
  keys: { unique: string; source_unique: string; sku: string };
  /** what the activity made of the normal SKU */
  terms: T;
}

export interface CopyInto<T> {
  /** what the activity makes of a normal SKU (its prices …) */
  terms: (s: NormalSku) => T;
  /** writes the activity's goods row; answers its id */
  goods: (p: NormalProduct, copies: SkuCopy<T>[]) => Promise<number>;
  /** writes the activity's SKU rows of goods `goodsId` */
  skus: (goodsId: number, copies: SkuCopy<T>[]) => Promise<unknown>;
}

/** Copies a normal goods and its SKUs into an activity; answers the activity goods' id and its SKU uniques (in the normal SKUs' order). */
export async function copyGoods<T>(
  db: Db,
  from: CopySource,
  into: CopyInto<T>,
): Promise<{ id: number; uniques: string[] }> {
  const [p] = await db.select().from(storeProduct).where(eq(storeProduct.id, from.product_id));
  const skus = (
    await db
      .select()
      .from(storeProductAttrValue)
      .where(eq(storeProductAttrValue.product_id, from.product_id))
      .orderBy(asc(storeProductAttrValue.id))
  ).slice(0, from.max_skus ?? 6);
  const copies = skus.map((s) => ({
    source: s,
    keys: { unique: randomBytes(6).toString('hex'), source_unique: s.unique, sku: s.sku },
    terms: into.terms(s),
  }));
  const id = await into.goods(p, copies);
  await into.skus(id, copies);
  return { id, uniques: copies.map((c) => c.keys.unique) };
}

/** The id of the one row an `insert … returning({ id })` wrote (for `CopyInto.goods`). */
export const insertedId = async (rows: PromiseLike<{ id: number }[]>): Promise<number> => (await rows)[0].id;

/** Pieces put on sale per SKU, `sold` of them already sold (demo progress). */
export const pieces = (quota: number, sold = 0) => ({ quota, stock: quota - Math.min(quota, sold) });
