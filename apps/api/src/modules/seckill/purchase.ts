/**
 * Seckill stock and limits in the order's statement or transaction (the stock gate answered
 * first, see ./gate). Taking, in one statement: the user's quota row (a conditional upsert: a
 * second order of the same user waits for the first one's row and then sees its count), then the
 * SKU's stock (a conditional update: never below zero) only when the quota was taken, then the
 * purchase record. Returning: the records of a group order are flagged `returned` by a conditional
 * update, so their stock and quota go back exactly once, however often a close runs; a refund
 * gives back its pieces' quota once (a refund completes once) and their stock when the goods are
 * back. Every give-back reaches the gate too, after the database rows changed (their locks held
 * until the commit, an attempt the gate lets through waits for them).
 */
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executeRefusing, refuseWith } from '../../db/refusal';
import type { TakeParts } from '../activity/kind';
import { storeSeckillOrder, storeSeckillProduct, storeSeckillQuota, storeSeckillSku } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { shanghaiDay } from '../../lib/shanghai-day';
import { stockGate } from './gate/current';
import type { SeckillGoods } from './goods';
import { NO_STOCK, OVER_LIMIT } from './messages';

/**
 * The take as parts of one statement (see ../activity/kind.ts `takeInStatement`): per activity
 * the quota upsert (the lines' pieces together), per SKU the stock update when its activity's
 * quota was taken, and its purchase record for the group order of `group` (a one-row relation
 * with the order's `id`). Refuses with 超过限购 when a quota was not taken, 库存不足 when a stock.
 */
export function seckillTakeParts(
  uid: number,
  lines: { goods: SeckillGoods; num: number }[],
  group: SQL,
  now = Date.now(),
): TakeParts {
  const day = shanghaiDay(now);
  for (const { goods, num } of lines) {
    if (num > goods.seckill.once_num || num > goods.seckill.all_num) throw badRequest(OVER_LIMIT);
  }
  const activities = summed(lines, (l) => l.goods.seckill.activity_id);
  const skus = summed(lines, (l) => l.goods.seckill.sku_id);
  // names as plain text: ids, and built on every order (identifiers cost drizzle more pieces)
  const quotaName = (activityId: number) => sql.raw(`seckill_quota_${activityId}`);
  const stockName = (skuId: number) => sql.raw(`seckill_stock_${skuId}`);
  // quota rows, then SKU rows, each in id order (see order/lifecycle.ts)
  const ctes = [
    ...activities.map(({ key, num, first }) => {
      const { activity_id, once_num, all_num } = first.goods.seckill;
      return sql`${quotaName(key)} as (
        insert into ${storeSeckillQuota} as q (activity_id, uid, day, day_num, total_num, once_num, all_num)
        select ${activity_id}::int, ${uid}::int, ${day}::date, ${num}::int, ${num}::int, ${once_num}::int, ${all_num}::int
        from ${group}
        on conflict (activity_id, uid) do update set
          day = excluded.day,
          day_num = (case when q.day = excluded.day then q.day_num else 0 end) + excluded.day_num,
          total_num = q.total_num + excluded.total_num,
          once_num = excluded.once_num,
          all_num = excluded.all_num
        where (case when q.day = excluded.day then q.day_num else 0 end) + excluded.day_num <= excluded.once_num
          and q.total_num + excluded.total_num <= excluded.all_num
        returning 1
      )`;
    }),
    ...skus.flatMap(({ key, num, first }) => [
      sql`${stockName(key)} as (
        update ${storeSeckillSku} set stock = stock - ${num}
        where id = ${key} and stock >= ${num} and exists (select 1 from ${quotaName(first.goods.seckill.activity_id)})
        returning id
      )`,
      sql`${sql.raw(`seckill_record_${key}`)} as (
        insert into ${storeSeckillOrder} (group_order_id, uid, activity_id, seckill_sku_id, num, day)
        select g.id, ${uid}::int, ${first.goods.seckill.activity_id}::int, s.id, ${num}::int, ${day}::date
        from ${stockName(key)} s, ${group}
        returning 1
      )`,
    ]),
  ];
  const none = (names: SQL[]) =>
    sql.join(
      names.map((n) => sql`not exists (select 1 from ${n})`),
      sql` or `,
    );
  return {
    ctes,
    refusal: sql`case
      when not exists (select 1 from ${group}) then null
      when ${none(activities.map((a) => quotaName(a.key)))} then ${OVER_LIMIT}::text
      when ${none(skus.map((k) => stockName(k.key)))} then ${NO_STOCK}::text
    end`,
  };
}

/** Lines summed by a key, in key order. */
function summed<L extends { num: number }>(lines: L[], keyOf: (l: L) => number) {
  const byKey = new Map<number, { key: number; num: number; first: L }>();
  for (const l of lines) {
    const k = keyOf(l);
    const seen = byKey.get(k);
    if (seen) seen.num += l.num;
    else byKey.set(k, { key: k, num: l.num, first: l });
  }
  return [...byKey.values()].sort((a, b) => a.key - b.key);
}

/** The take inside an order's transaction (an order with other lines too): the parts as a statement of their own. */
export async function takeSeckill(
  tx: Db,
  uid: number,
  groupOrderId: number,
  lines: { goods: SeckillGoods; num: number }[],
): Promise<void> {
  const { ctes, refusal } = seckillTakeParts(uid, lines, sql`(select ${groupOrderId}::int as id) as g`);
  await executeRefusing(tx, sql`with ${sql.join(ctes, sql`, `)} select ${refuseWith(refusal)}`);
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
