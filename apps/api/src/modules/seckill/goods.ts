/**
 * Seckill goods as the cart and the checkout see them: a SKU (`store_seckill_sku.unique`, its own
 * key, never a normal SKU's) with the seckill price and stock, the normal goods' title and
 * images, and the activity's slot and limits. Cart lines and order lines of seckill goods carry
 * the seckill SKU's `unique` and the normal goods' `product_id`.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import {
  storeProductAttrValue,
  storeSeckillActivity,
  storeSeckillProduct,
  storeSeckillQuota,
  storeSeckillSku,
  storeSeckillTime,
} from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { activitySkuColumns, findActivitySkus } from '../activity/find-skus';
import { ProductType, type ActivityGoods } from '../activity/kind';
import { askGate, gateLine, rememberSeckillSku } from './gate/lines';
import { shanghaiDay } from '../../lib/shanghai-day';
import { goodsWindow, stateAt, type SlotState } from './slots';

import { NO_CART, NO_STOCK, OUT_OF_SLOT } from './messages';

export { NO_CART, NO_STOCK, OUT_OF_SLOT, OVER_LIMIT } from './messages';

export interface SeckillInfo {
  sku_id: number;
  seckill_product_id: number;
  activity_id: number;
  once_num: number;
  all_num: number;
  state: SlotState;
  /** epoch ms of the window it sells in now or next (or its last one) */
  start: number;
  stop: number;
}

export interface SeckillGoods extends ActivityGoods {
  seckill: SeckillInfo;
}

const seckillSkuRows = (db: Db) =>
  prepared(db, 'seckill_sku_rows', (d) =>
    d
      .select({
        sku_id: storeSeckillSku.id,
        seckill_product_id: storeSeckillProduct.id,
        product_id: storeSeckillProduct.product_id,
        shown: sql<boolean>`${storeSeckillProduct.is_show} and ${storeSeckillActivity.is_show}`,
        ...activitySkuColumns(storeSeckillSku),
        sku_image: storeProductAttrValue.image,
        activity_id: storeSeckillActivity.id,
        once_max_count: storeSeckillActivity.once_num,
        all_num: storeSeckillActivity.all_num,
        start_day: storeSeckillActivity.start_day,
        end_day: storeSeckillActivity.end_day,
        slot: {
          id: storeSeckillTime.id,
          title: storeSeckillTime.title,
          start_hour: storeSeckillTime.start_hour,
          end_hour: storeSeckillTime.end_hour,
        },
      })
      .from(storeSeckillSku)
      .innerJoin(storeSeckillProduct, eq(storeSeckillProduct.id, storeSeckillSku.seckill_product_id))
      .innerJoin(storeSeckillActivity, eq(storeSeckillActivity.id, storeSeckillProduct.activity_id))
      .innerJoin(storeSeckillTime, eq(storeSeckillTime.id, storeSeckillProduct.time_id))
      .leftJoin(storeProductAttrValue, eq(storeProductAttrValue.unique, storeSeckillSku.source_unique))
      .where(sql`${storeSeckillSku.unique} = any(${sql.placeholder('uniques')}::text[])`)
      .prepare('seckill_sku_rows'),
  );

/** Seckill SKUs by `unique`, each only when it belongs to the given (normal) product. */
export function findSeckillSkus(
  db: Db,
  items: { product_id: number; unique: string }[],
  now = Date.now(),
): Promise<Map<string, SeckillGoods>> {
  return findActivitySkus(
    db,
    items,
    ProductType.seckill,
    (uniques) => seckillSkuRows(db).execute({ uniques }),
    (r, goods) => {
      const w = goodsWindow(r.slot, r.start_day, r.end_day, now);
      const found: SeckillGoods = {
        ...goods,
        seckill: {
          sku_id: r.sku_id,
          seckill_product_id: r.seckill_product_id,
          activity_id: r.activity_id,
          once_num: r.once_max_count,
          all_num: r.all_num,
          state: stateAt(w, now),
          start: w.start,
          stop: w.stop,
        },
      };
      rememberSeckillSku(found);
      return found;
    },
    { reuse: true },
  );
}

/** Refuses seckill goods outside their slot (or off sale). */
export function assertSeckillOpen(g: SeckillGoods): void {
  if (!g.is_show) throw badRequest('商品已下架');
  if (g.seckill.state !== 1) throw badRequest(OUT_OF_SLOT);
}

/** What the user has bought of an activity: today and in total (pieces). */
export async function boughtOf(db: Db, uid: number, activityId: number, now = Date.now()) {
  const [row] = await db
    .select()
    .from(storeSeckillQuota)
    .where(and(eq(storeSeckillQuota.activity_id, activityId), eq(storeSeckillQuota.uid, uid)));
  if (!row) return { day: 0, total: 0 };
  return { day: row.day === shanghaiDay(now) ? row.day_num : 0, total: row.total_num };
}

/**
 * The goods of a seckill "buy now" cart line, refused with the shopper's reason: a normal cart
 * line, outside the slot, sold out, over the user's limits; held in the stock gate for the
 * checkout. order/create turns the hold into a reservation, then takes stock and quota with
 * conditional updates.
 */
export async function seckillCartGoods(
  db: Db,
  uid: number,
  item: { product_id: number; product_attr_unique: string; cart_num: number; is_new: 0 | 1 },
): Promise<SeckillGoods> {
  if (!item.is_new) throw badRequest(NO_CART);
  const g = (await findSeckillSkus(db, [{ product_id: item.product_id, unique: item.product_attr_unique }])).get(
    item.product_attr_unique,
  );
  if (!g) throw badRequest('商品规格不存在');
  assertSeckillOpen(g);
  if (g.stock <= 0) throw badRequest(NO_STOCK);
  if (item.cart_num > g.stock) throw badRequest(NO_STOCK);
  // the pieces are held for the shopper's checkout: while held, every other attempt is refused by
  // the gate alone (the shopper's limits and the stock as the gate counts them)
  await askGate(db, uid, [gateLine(g, item.cart_num)], 'hold');
  return g;
}
