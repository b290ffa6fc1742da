/** Putting goods on seckill (seed, tests, benchmark): the daily slots, an activity and its goods. */
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeSeckillActivity, storeSeckillProduct, storeSeckillSku, storeSeckillTime } from '../../db/schema';
import { copyGoods, insertedId, pieces, type CopySource } from '../activity/copy-goods';
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

export interface SeckillGoodsInput extends CopySource {
  activity_id: number;
  time_id: number;
  /** seckill price of each SKU from its normal price (fen) */
  price: (normal: number) => number;
  /** pieces put on sale per SKU, and how many of them are already sold (demo progress) */
  quota: number;
  sold?: number;
  sort?: number;
}

/** Copies a normal goods (its SKUs) into an activity's slot; answers the seckill goods id and its SKU uniques. */
export function addSeckillGoods(db: Db, g: SeckillGoodsInput): Promise<{ id: number; uniques: string[] }> {
  return copyGoods(db, g, {
    terms: (s) => ({ price: Math.max(1, g.price(s.price)) }),
    goods: (p, copies) =>
      insertedId(
        db
          .insert(storeSeckillProduct)
          .values({
            activity_id: g.activity_id,
            time_id: g.time_id,
            product_id: p.id,
            mer_id: p.mer_id,
            price: Math.min(...copies.map((c) => c.terms.price)),
            sort: g.sort ?? 0,
          })
          .returning({ id: storeSeckillProduct.id }),
      ),
    skus: (id, copies) =>
      db.insert(storeSeckillSku).values(
        copies.map((c) => ({
          seckill_product_id: id,
          ...c.keys,
          price: c.terms.price,
          ot_price: c.source.price,
          ...pieces(g.quota, g.sold),
        })),
      ),
  });
}
