/**
 * Seckill stock and limits inside the order's transaction. Taking: the user's quota row first
 * (a conditional upsert: a second order of the same user waits for the first one's row and then
 * sees its count), a purchase record, the SKU's stock last (a conditional update: never below
 * zero). Returning: the records of a group order are flagged `returned` by a conditional update,
 * so their stock and quota go back exactly once, however often a close runs.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeSeckillOrder, storeSeckillQuota, storeSeckillSku } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { NO_STOCK, OVER_LIMIT, type SeckillGoods } from './goods';
import { shanghaiDay } from '../../lib/shanghai-day';
import { forgetSoldOut } from './sold-out';

export async function takeSeckill(
  tx: Db,
  uid: number,
  groupOrderId: number,
  lines: { goods: SeckillGoods; num: number }[],
  now = Date.now(),
): Promise<void> {
  const day = shanghaiDay(now);
  const sorted = [...lines].sort((a, b) => a.goods.seckill.sku_id - b.goods.seckill.sku_id);
  for (const { goods, num } of sorted) {
    const { activity_id, once_num, all_num } = goods.seckill;
    if (num > once_num || num > all_num) throw badRequest(OVER_LIMIT);
    const held = await tx.execute(sql`
      insert into ${storeSeckillQuota} as q (activity_id, uid, day, day_num, total_num, once_num, all_num)
      values (${activity_id}, ${uid}, ${day}, ${num}, ${num}, ${once_num}, ${all_num})
      on conflict (activity_id, uid) do update set
        day = excluded.day,
        day_num = (case when q.day = excluded.day then q.day_num else 0 end) + excluded.day_num,
        total_num = q.total_num + excluded.total_num,
        once_num = excluded.once_num,
        all_num = excluded.all_num
      where (case when q.day = excluded.day then q.day_num else 0 end) + excluded.day_num <= excluded.once_num
        and q.total_num + excluded.total_num <= excluded.all_num
      returning q.uid`);
    if ((held as unknown as { rows: unknown[] }).rows.length === 0) throw badRequest(OVER_LIMIT);
    await tx.insert(storeSeckillOrder).values({
      group_order_id: groupOrderId,
      uid,
      activity_id,
      seckill_sku_id: goods.seckill.sku_id,
      num,
      day,
    });
  }
  // goods rows last, in id order (see order/lifecycle.ts)
  for (const { goods, num } of sorted) {
    const taken = await tx
      .update(storeSeckillSku)
      .set({ stock: sql`${storeSeckillSku.stock} - ${num}` })
      .where(and(eq(storeSeckillSku.id, goods.seckill.sku_id), sql`${storeSeckillSku.stock} >= ${num}`))
      .returning({ id: storeSeckillSku.id });
    if (taken.length === 0) throw badRequest(NO_STOCK);
  }
}

/** Refunded pieces of paid seckill orders go back on sale (the buyers' quota stays used). */
export async function restockSeckill(tx: Db, items: { unique: string; num: number }[]): Promise<void> {
  for (const item of [...items].sort((a, b) => a.unique.localeCompare(b.unique))) {
    await tx
      .update(storeSeckillSku)
      .set({ stock: sql`${storeSeckillSku.stock} + ${item.num}` })
      .where(eq(storeSeckillSku.unique, item.unique));
    forgetSoldOut(item.unique);
  }
}

/** Gives back the seckill stock and quota of a closed group order; a second call finds nothing to return. */
export async function returnSeckill(tx: Db, groupOrderId: number): Promise<number> {
  const records = await tx
    .update(storeSeckillOrder)
    .set({ returned: true })
    .where(and(eq(storeSeckillOrder.group_order_id, groupOrderId), eq(storeSeckillOrder.returned, false)))
    .returning();
  records.sort((a, b) => a.seckill_sku_id - b.seckill_sku_id);
  for (const r of records) {
    await tx
      .update(storeSeckillQuota)
      .set({
        total_num: sql`greatest(${storeSeckillQuota.total_num} - ${r.num}, 0)`,
        day_num: sql`case when ${storeSeckillQuota.day} = ${r.day} then greatest(${storeSeckillQuota.day_num} - ${r.num}, 0) else ${storeSeckillQuota.day_num} end`,
      })
      .where(and(eq(storeSeckillQuota.activity_id, r.activity_id), eq(storeSeckillQuota.uid, r.uid)));
  }
  for (const r of records) {
    const [sku] = await tx
      .update(storeSeckillSku)
      .set({ stock: sql`${storeSeckillSku.stock} + ${r.num}` })
      .where(eq(storeSeckillSku.id, r.seckill_sku_id))
      .returning({ unique: storeSeckillSku.unique });
    forgetSoldOut(sku.unique);
  }
  return records.length;
}
