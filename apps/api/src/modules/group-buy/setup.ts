/** Putting goods on group buy (seed, tests): a copy of a normal goods with SKUs of its own. */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeCombinationProduct, storeCombinationSku, storeProduct, storeProductAttrValue } from '../../db/schema';

export interface GroupBuyGoodsInput {
  product_id: number;
  title?: string;
  /** group price of each SKU from its normal price (fen) */
  price: (normal: number) => number;
  people: number;
  effective_hours: number;
  once_num: number;
  start_time: Date;
  stop_time: Date;
  /** pieces put on sale per SKU, and how many are already sold (demo progress) */
  quota: number;
  sold?: number;
  max_skus?: number;
  sort?: number;
}

/** Answers the group-buy goods id and its SKU uniques (in the normal SKUs' order). */
export async function addGroupBuyGoods(db: Db, g: GroupBuyGoodsInput): Promise<{ id: number; uniques: string[] }> {
  const [p] = await db.select().from(storeProduct).where(eq(storeProduct.id, g.product_id));
  const skus = (
    await db
      .select()
      .from(storeProductAttrValue)
      .where(eq(storeProductAttrValue.product_id, g.product_id))
      .orderBy(asc(storeProductAttrValue.id))
  ).slice(0, g.max_skus ?? 6);
  const prices = skus.map((s) => Math.max(1, g.price(s.price)));
  const [row] = await db
    .insert(storeCombinationProduct)
    .values({
      product_id: p.id,
      mer_id: p.mer_id,
      title: g.title ?? p.store_name.slice(0, 64),
      price: Math.min(...prices),
      people: g.people,
      effective_hours: g.effective_hours,
      once_num: g.once_num,
      start_time: g.start_time,
      stop_time: g.stop_time,
      sort: g.sort ?? 0,
    })
    .returning({ id: storeCombinationProduct.id });
  const uniques = skus.map(() => randomBytes(6).toString('hex'));
  await db.insert(storeCombinationSku).values(
    skus.map((s, i) => ({
      combination_id: row.id,
      source_unique: s.unique,
      unique: uniques[i],
      sku: s.sku,
      price: prices[i],
      ot_price: s.price,
      quota: g.quota,
      stock: g.quota - Math.min(g.quota, g.sold ?? 0),
    })),
  );
  return { id: row.id, uniques };
}
