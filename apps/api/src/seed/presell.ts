/**
 * Presell demo, relative to now: deposit (定金预售) and full-payment (全款预售) goods that have not
 * started, that are running, and that have ended (one of them in its final-payment window).
 * Prices in fen.
 */
import { and, asc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storeProduct } from '../db/schema';
import { addPresellGoods, type PresellInput } from '../modules/presell/setup';

const HOUR = 3_600_000;

/** About 85% of the normal price, ending in ¥x.00. */
const presellPrice = (normal: number) => Math.max(100, Math.floor((normal * 0.85) / 100) * 100);

type Plan = Pick<PresellInput, 'presell_type' | 'delivery_day' | 'quota' | 'sold'> & {
  /** the window in hours from now; a deposit presell's final window follows it */
  from: number;
  to: number;
  final_hours?: number;
};

const PLANS: Plan[] = [
  // 未开始
  { presell_type: 2, from: 2 * 24, to: 9 * 24, final_hours: 72, delivery_day: 7, quota: 200 },
  { presell_type: 1, from: 20, to: 6 * 24, delivery_day: 10, quota: 100 },
  // 正在进行
  { presell_type: 2, from: -2 * 24, to: 5 * 24, final_hours: 72, delivery_day: 5, quota: 300, sold: 86 },
  { presell_type: 2, from: -6, to: 3 * 24, final_hours: 48, delivery_day: 3, quota: 150, sold: 23 },
  { presell_type: 1, from: -24, to: 4 * 24, delivery_day: 15, quota: 80, sold: 12 },
  // 已结束 (the first in its final-payment window)
  { presell_type: 2, from: -8 * 24, to: -1 * 24, final_hours: 72, delivery_day: 7, quota: 120, sold: 120 },
  { presell_type: 1, from: -10 * 24, to: -3 * 24, delivery_day: 10, quota: 60, sold: 41 },
];

export async function insertPresellDemo(db: Db) {
  const goods = await db
    .select({ id: storeProduct.id })
    .from(storeProduct)
    .where(and(eq(storeProduct.is_show, true), gt(storeProduct.stock, 0), eq(storeProduct.once_min_count, 1)))
    .orderBy(asc(storeProduct.sales), asc(storeProduct.id))
    .limit(PLANS.length);
  const now = Date.now();
  for (const [i, plan] of PLANS.entries()) {
    if (!goods[i]) break;
    const end = now + plan.to * HOUR;
    await addPresellGoods(db, {
      product_id: goods[i].id,
      presell_type: plan.presell_type,
      price: presellPrice,
      start_time: new Date(now + plan.from * HOUR),
      end_time: new Date(end),
      final_start_time: plan.final_hours ? new Date(end) : undefined,
      final_end_time: plan.final_hours ? new Date(end + plan.final_hours * HOUR) : undefined,
      delivery_day: plan.delivery_day,
      quota: plan.quota,
      sold: plan.sold,
      sort: i,
    });
  }
  return { goods: Math.min(goods.length, PLANS.length) };
}
