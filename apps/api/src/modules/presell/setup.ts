/** Putting goods on presell (seed, tests): a copy of a normal goods and its SKUs. */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storePresell, storePresellSku, storeProduct, storeProductAttrValue } from '../../db/schema';
import { DEPOSIT } from './state';

export interface PresellInput {
  product_id: number;
  presell_type: 1 | 2;
  /** presell price of each SKU from its normal price (fen) */
  price: (normal: number) => number;
  /** 定金预售: deposit of each SKU from its presell price (fen; a fifth unless given) */
  deposit?: (price: number) => number;
  start_time: Date;
  end_time: Date;
  final_start_time?: Date;
  final_end_time?: Date;
  delivery_day: number;
  /** pieces put on sale per SKU, and how many of them are already sold (demo progress) */
  quota: number;
  sold?: number;
  max_skus?: number;
  sort?: number;
}

/** Copies a normal goods into a presell; answers the presell id and its SKU uniques. */
export async function addPresellGoods(db: Db, g: PresellInput): Promise<{ id: number; uniques: string[] }> {
  const [p] = await db.select().from(storeProduct).where(eq(storeProduct.id, g.product_id));
  const skus = (
    await db
      .select()
      .from(storeProductAttrValue)
      .where(eq(storeProductAttrValue.product_id, g.product_id))
      .orderBy(asc(storeProductAttrValue.id))
  ).slice(0, g.max_skus ?? 6);
  const prices = skus.map((s) => Math.max(2, g.price(s.price)));
  const depositOf = g.deposit ?? ((price: number) => Math.ceil(price / 5));
  const deposits = prices.map((price) =>
    g.presell_type === DEPOSIT ? Math.min(price - 1, Math.max(1, depositOf(price))) : 0,
  );
  const cheapest = prices.indexOf(Math.min(...prices));
  const [row] = await db
    .insert(storePresell)
    .values({
      product_id: p.id,
      mer_id: p.mer_id,
      presell_type: g.presell_type,
      price: prices[cheapest],
      deposit: deposits[cheapest],
      start_time: g.start_time,
      end_time: g.end_time,
      final_start_time: g.presell_type === DEPOSIT ? g.final_start_time : null,
      final_end_time: g.presell_type === DEPOSIT ? g.final_end_time : null,
      delivery_day: g.delivery_day,
      sort: g.sort ?? 0,
    })
    .returning({ id: storePresell.id });
  const uniques = skus.map(() => randomBytes(6).toString('hex'));
  await db.insert(storePresellSku).values(
    skus.map((s, i) => ({
      presell_id: row.id,
      source_unique: s.unique,
      unique: uniques[i],
      sku: s.sku,
      price: prices[i],
      deposit: deposits[i],
      ot_price: s.price,
      quota: g.quota,
      stock: g.quota - Math.min(g.quota, g.sold ?? 0),
    })),
  );
  return { id: row.id, uniques };
}
