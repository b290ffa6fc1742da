/**
 * Seckill demo: twelve daily two-hour slots (some slot is always running, with ended and coming
 * ones around it), an activity running from a month ago to two months ahead with three goods in
 * every slot (one of them sold out), and an activity that has ended. Prices in fen.
 */
import { and, desc, eq, gt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storeProduct } from '../db/schema';
import { addActivity, addSeckillGoods, ensureDailySlots } from '../modules/seckill/setup';
import { addDays, shanghaiDay } from '../lib/shanghai-day';

/** About 60% of the normal price, ending in 9 fen-tenths (¥xx.90). */
const seckillPrice = (normal: number) => Math.max(90, Math.floor((normal * 0.6) / 100) * 100 + 90);

export async function insertSeckillDemo(db: Db) {
  const slots = await ensureDailySlots(db);
  const today = shanghaiDay(Date.now());
  const goods = await db
    .select({ id: storeProduct.id })
    .from(storeProduct)
    .where(and(eq(storeProduct.is_show, true), gt(storeProduct.stock, 0), eq(storeProduct.once_min_count, 1)))
    .orderBy(desc(storeProduct.sales), storeProduct.id)
    .limit(slots.length * 3 + 1);
  if (goods.length === 0) return { slots: slots.length, goods: 0 };
  const running = await addActivity(db, {
    title: '每日限时秒杀',
    mer_id: 1,
    start_day: addDays(today, -30),
    end_day: addDays(today, 60),
    once_num: 2,
    all_num: 5,
  });
  let n = 0;
  for (const [i, slot] of slots.entries()) {
    for (let k = 0; k < 3; k++) {
      const quota = [50, 100, 30][k];
      await addSeckillGoods(db, {
        activity_id: running,
        time_id: slot.id,
        product_id: goods[(i * 3 + k) % goods.length].id,
        price: seckillPrice,
        quota,
        // progress differs per goods; the third of each slot is sold out
        sold: k === 2 ? quota : Math.floor((quota * ((i * 7 + k * 31) % 80)) / 100),
        sort: k,
      });
      n += 1;
    }
  }
  const ended = await addActivity(db, {
    title: '上周秒杀专场',
    mer_id: 1,
    start_day: addDays(today, -10),
    end_day: addDays(today, -3),
    once_num: 1,
    all_num: 1,
  });
  await addSeckillGoods(db, {
    activity_id: ended,
    time_id: slots[0].id,
    product_id: goods[goods.length - 1].id,
    price: seckillPrice,
    quota: 20,
    sold: 12,
  });
  return { slots: slots.length, goods: n + 1 };
}
