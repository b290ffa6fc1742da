/** Putting goods on bargain (seed, tests): a copy of a normal goods with its SKUs' original and floor prices. */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeBargainProduct, storeBargainSku, storeProduct, storeProductAttrValue } from '../../db/schema';

export interface BargainGoodsInput {
  product_id: number;
  /** floor price of each SKU from its normal price (fen) */
  minPrice: (normal: number) => number;
  help_num: number;
  hours: number;
  start_time: Date;
  stop_time: Date;
  /** pieces per SKU */
  quota: number;
  max_skus?: number;
  sort?: number;
}

/** Answers the bargain goods id and its SKU uniques (in the normal SKUs' order). */
export async function addBargainGoods(db: Db, g: BargainGoodsInput): Promise<{ id: number; uniques: string[] }> {
  const [p] = await db.select().from(storeProduct).where(eq(storeProduct.id, g.product_id));
  const skus = (
    await db
      .select()
      .from(storeProductAttrValue)
      .where(eq(storeProductAttrValue.product_id, g.product_id))
      .orderBy(asc(storeProductAttrValue.id))
  ).slice(0, g.max_skus ?? 6);
  const [row] = await db
    .insert(storeBargainProduct)
    .values({
      product_id: p.id,
      mer_id: p.mer_id,
      help_num: g.help_num,
      hours: g.hours,
      start_time: g.start_time,
      stop_time: g.stop_time,
      sort: g.sort ?? 0,
    })
    .returning({ id: storeBargainProduct.id });
  const uniques = skus.map(() => randomBytes(6).toString('hex'));
  await db.insert(storeBargainSku).values(
    skus.map((s, i) => ({
      bargain_product_id: row.id,
      source_unique: s.unique,
      unique: uniques[i],
      sku: s.sku,
      price: s.price,
      // every help takes at least one fen off
      min_price: Math.max(1, Math.min(g.minPrice(s.price), s.price - g.help_num)),
      quota: g.quota,
      stock: g.quota,
    })),
  );
  return { id: row.id, uniques };
}
