/**
 * Seckill stock and limits inside the order's transaction (the stock gate answered first, see
 * ./gate). Taking, per line in one statement: the user's quota row (a conditional upsert: a
 * second order of the same user waits for the first one's row and then sees its count), then the
 * SKU's stock (a conditional update: never below zero) only when the quota was taken, then the
 * purchase record. Returning: the records of a group order are flagged `returned` by a conditional
 * update, so their stock and quota go back exactly once, however often a close runs; a refund
 * gives back its pieces' quota once (a refund completes once) and their stock when the goods are
 * back. Every give-back reaches the gate too, after the database rows changed (their locks held
 * until the commit, an attempt the gate lets through waits for them).
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeSeckillOrder, storeSeckillProduct, storeSeckillQuota, storeSeckillSku } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { shanghaiDay } from '../../lib/shanghai-day';
import { stockGate } from './gate/current';
import type { SeckillGoods } from './goods';
import { NO_STOCK, OVER_LIMIT } from './messages';

type Rows<T> = { rows: T[] };

export async function takeSeckill(
  tx: Db,
  uid: number,
  groupOrderId: number,
  lines: { goods: SeckillGoods; num: number }[],
  now = Date.now(),
): Promise<void> {
  const day = shanghaiDay(now);
  // quota rows, then SKU rows, each in id order (see order/lifecycle.ts)
  const sorted = [...lines].sort((a, b) => a.goods.seckill.sku_id - b.goods.seckill.sku_id);
  for (const { goods, num } of sorted) {
    const { activity_id, once_num, all_num, sku_id } = goods.seckill;
    if (num > once_num || num > all_num) throw badRequest(OVER_LIMIT);
    const result = (await tx.execute(sql`
      with quota as (
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
        returning 1
      ), stock as (
        update ${storeSeckillSku} set stock = stock - ${num}
        where id = ${sku_id} and stock >= ${num} and exists (select 1 from quota)
        returning id
      ), record as (
        insert into ${storeSeckillOrder} (group_order_id, uid, activity_id, seckill_sku_id, num, day)
        select ${groupOrderId}, ${uid}, ${activity_id}, id, ${num}, ${day} from stock
        returning 1
      )
      select (select count(*) from quota)::int as quota, (select count(*) from record)::int as taken
    `)) as unknown as Rows<{ quota: number; taken: number }>;
    const [row] = result.rows;
    if (row.quota === 0) throw badRequest(OVER_LIMIT);
    if (row.taken === 0) throw badRequest(NO_STOCK);
  }
}

/** Refunded pieces of paid seckill orders go back on sale (the goods came back, or never left). */
export async function restockSeckill(tx: Db, items: { unique: string; num: number }[]): Promise<void> {
  for (const item of [...items].sort((a, b) => a.unique.localeCompare(b.unique))) {
    const [sku] = await tx
      .update(storeSeckillSku)
      .set({ stock: sql`${storeSeckillSku.stock} + ${item.num}` })
      .from(storeSeckillProduct)
      .where(
        and(eq(storeSeckillSku.unique, item.unique), eq(storeSeckillProduct.id, storeSeckillSku.seckill_product_id)),
      )
      .returning({ id: storeSeckillSku.id, activity_id: storeSeckillProduct.activity_id });
    if (sku) {
      await stockGate().giveBack([
        { activity_id: sku.activity_id, sku_id: sku.id, uid: 0, day: '', stock: item.num, quota: 0 },
      ]);
    }
  }
}

/** A refund completed: its pieces no longer count against the buyer's limits (today's count only when bought today). */
export async function refundSeckillQuota(
  tx: Db,
  order: { uid: number; group_order_id: number },
  items: { unique: string; num: number }[],
): Promise<void> {
  for (const item of items) {
    const [record] = await tx
      .select({
        activity_id: storeSeckillOrder.activity_id,
        sku_id: storeSeckillOrder.seckill_sku_id,
        day: storeSeckillOrder.day,
      })
      .from(storeSeckillOrder)
      .innerJoin(storeSeckillSku, eq(storeSeckillSku.id, storeSeckillOrder.seckill_sku_id))
      .where(and(eq(storeSeckillOrder.group_order_id, order.group_order_id), eq(storeSeckillSku.unique, item.unique)));
    if (!record) continue;
    await lowerQuota(tx, { ...record, uid: order.uid, num: item.num });
    await stockGate().giveBack([{ ...record, uid: order.uid, stock: 0, quota: item.num }]);
  }
}

function lowerQuota(tx: Db, r: { activity_id: number; uid: number; day: string; num: number }) {
  return tx
    .update(storeSeckillQuota)
    .set({
      total_num: sql`greatest(${storeSeckillQuota.total_num} - ${r.num}, 0)`,
      day_num: sql`case when ${storeSeckillQuota.day} = ${r.day} then greatest(${storeSeckillQuota.day_num} - ${r.num}, 0) else ${storeSeckillQuota.day_num} end`,
    })
    .where(and(eq(storeSeckillQuota.activity_id, r.activity_id), eq(storeSeckillQuota.uid, r.uid)));
}

/** Gives back the seckill stock and quota of a closed group order; a second call finds nothing to return. */
export async function returnSeckill(tx: Db, groupOrderId: number): Promise<number> {
  const records = await tx
    .update(storeSeckillOrder)
    .set({ returned: true })
    .where(and(eq(storeSeckillOrder.group_order_id, groupOrderId), eq(storeSeckillOrder.returned, false)))
    .returning();
  records.sort((a, b) => a.seckill_sku_id - b.seckill_sku_id);
  for (const r of records) await lowerQuota(tx, r);
  for (const r of records) {
    await tx
      .update(storeSeckillSku)
      .set({ stock: sql`${storeSeckillSku.stock} + ${r.num}` })
      .where(eq(storeSeckillSku.id, r.seckill_sku_id));
  }
  await stockGate().giveBack(
    records.map((r) => ({
      activity_id: r.activity_id,
      sku_id: r.seckill_sku_id,
      uid: r.uid,
      day: r.day,
      stock: r.num,
      quota: r.num,
    })),
  );
  return records.length;
}
