/** Putting goods on seckill (seed, tests, benchmark): the daily slots, an activity and its goods. */
import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  storeProduct,
  storeProductAttrValue,
  storeSeckillActivity,
  storeSeckillProduct,
  storeSeckillSku,
  storeSeckillTime,
} from '../../db/schema';
import type { Slot } from './slots';

/** 00:00, 02:00 … 22:00, two hours each: some slot is always running. */
export async function ensureDailySlots(db: Db): Promise<Slot[]> {
  const cols = {
    id: storeSeckillTime.id,
    title: storeSeckillTime.title,
    start_hour: storeSeckillTime.start_hour,
    end_hour: storeSeckillTime.end_hour,
  };
  const have = await db.select(cols).from(storeSeckillTime).orderBy(asc(storeSeckillTime.start_hour));
  if (have.length > 0) return have;
  return db
    .insert(storeSeckillTime)
    .values(
      Array.from({ length: 12 }, (_, i) => ({
        title: `${String(i * 2).padStart(2, '0')}:00场`,
        start_hour: i * 2,
        end_hour: i * 2 + 2,
      })),
    )
    .returning(cols);
}

export interface ActivityInput {
  title: string;
  mer_id: number;
  start_day: string;
  end_day: string;
  once_num: number;
  all_num: number;
}

export async function addActivity(db: Db, a: ActivityInput): Promise<number> {
  const [row] = await db.insert(storeSeckillActivity).values(a).returning({ id: storeSeckillActivity.id });
  return row.id;
}

export interface SeckillGoodsInput {
  activity_id: number;
  time_id: number;
  product_id: number;
  /** seckill price of each SKU from its normal price (fen) */
  price: (normal: number) => number;
  /** pieces put on sale per SKU, and how many of them are already sold (demo progress) */
  quota: number;
  sold?: number;
  /** at most this many of the goods' SKUs */
  max_skus?: number;
  sort?: number;
}

/** Copies a normal goods (its SKUs) into an activity's slot; answers the seckill goods id and its SKU uniques. */
export async function addSeckillGoods(db: Db, g: SeckillGoodsInput): Promise<{ id: number; uniques: string[] }> {
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
    .insert(storeSeckillProduct)
    .values({
      activity_id: g.activity_id,
      time_id: g.time_id,
      product_id: p.id,
      mer_id: p.mer_id,
      price: Math.min(...prices),
      sort: g.sort ?? 0,
    })
    .returning({ id: storeSeckillProduct.id });
  const uniques = skus.map(() => randomBytes(6).toString('hex'));
  await db.insert(storeSeckillSku).values(
    skus.map((s, i) => ({
      seckill_product_id: row.id,
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
