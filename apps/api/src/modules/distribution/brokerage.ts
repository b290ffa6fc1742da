/**
 * Brokerage of one order: earned when the buyer has received it (status 2 or 3), one row per
 * line and level (unique: a second call adds nothing), frozen until the after-sales window
 * closes; a refund takes back the refunded pieces' share of the frozen rows.
 */
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeOrder, storeOrderProduct, storeRefundOrder, userBrokerage, userSpread } from '../../db/schema';
import { lineTaken, takenOf } from '../after-sales/state';
import { isPromoter } from './promoter';
import { brokerageOf, reversedOf } from './rules';
import { freezeSeconds, spreadSettings } from './settings';

async function parentOf(db: Db, uid: number): Promise<number | null> {
  const [row] = await db.select({ parent: userSpread.spread_uid }).from(userSpread).where(eq(userSpread.uid, uid));
  return row?.parent ?? null;
}

/** The promoters paid for an order of `buyer`: level 1 the buyer's parent, level 2 theirs. */
async function earners(db: Db, buyer: number) {
  const settings = await spreadSettings(db);
  const one = settings.enabled ? await parentOf(db, buyer) : null;
  if (one === null) return [];
  const two = await parentOf(db, one);
  const list: { uid: number; level: 1 | 2; rate: number }[] = [];
  if (settings.rate_one > 0 && (await isPromoter(db, one, settings))) list.push({ uid: one, level: 1, rate: settings.rate_one });
  if (two !== null && two !== buyer && settings.rate_two > 0 && (await isPromoter(db, two, settings))) {
    list.push({ uid: two, level: 2, rate: settings.rate_two });
  }
  return list;
}

/** Orders received (paid, 2 待评价 or 3 已完成) whose brokerage is not worked out yet. */
const receivedUnsettled = and(
  eq(storeOrder.paid, true),
  inArray(storeOrder.status, [2, 3]),
  eq(storeOrder.brokerage_settled, false),
);

/**
 * Records the brokerage of a received order, once: the order is marked `brokerage_settled` by a
 * conditional update (whether it earns anything or not), so a second call, the job's or the
 * receipt's, reads nothing more. Answers how many rows it added.
 */
export async function settleOrderBrokerage(tx: Db, orderId: number): Promise<number> {
  const [order] = await tx
    .update(storeOrder)
    .set({ brokerage_settled: true })
    .where(and(eq(storeOrder.id, orderId), receivedUnsettled))
    .returning({ uid: storeOrder.uid });
  if (!order) return 0;
  const who = await earners(tx, order.uid);
  if (who.length === 0) return 0;
  const lines = await tx.select().from(storeOrderProduct).where(eq(storeOrderProduct.order_id, orderId));
  const rows = who.flatMap((e) =>
    lines.map((line) => ({
      uid: e.uid,
      buyer_uid: order.uid,
      order_id: orderId,
      order_product_id: line.id,
      level: e.level,
      base_price: line.pay_price,
      rate: e.rate,
      brokerage: brokerageOf(line.pay_price, e.rate),
    })),
  );
  const earning = rows.filter((r) => r.brokerage > 0);
  if (earning.length === 0) return 0;
  const added = await tx.insert(userBrokerage).values(earning).onConflictDoNothing().returning({ id: userBrokerage.id });
  // pieces refunded before receipt are not earned
  await reverseRefundedBrokerage(tx, orderId);
  return added.length;
}

/**
 * After a refund of the order finished: each frozen row gives back the share of the pieces
 * refunded so far. Computed from all finished refunds, so running it again takes nothing more.
 */
export async function reverseRefundedBrokerage(tx: Db, orderId: number): Promise<void> {
  const rows = await tx
    .select({
      id: userBrokerage.id,
      brokerage: userBrokerage.brokerage,
      refunded: userBrokerage.refunded,
      line: userBrokerage.order_product_id,
      product_num: storeOrderProduct.product_num,
    })
    .from(userBrokerage)
    .innerJoin(storeOrderProduct, eq(storeOrderProduct.id, userBrokerage.order_product_id))
    .where(and(eq(userBrokerage.order_id, orderId), eq(userBrokerage.status, 0)));
  if (rows.length === 0) return;
  const taken = await lineTaken(tx, [orderId]);
  for (const r of rows) {
    const target = reversedOf(r.brokerage, takenOf(taken, r.line).refunded_num, r.product_num);
    if (target <= r.refunded) continue;
    await tx
      .update(userBrokerage)
      .set({ refunded: target, status: target === r.brokerage ? -1 : 0 })
      .where(and(eq(userBrokerage.id, r.id), eq(userBrokerage.status, 0), lt(userBrokerage.refunded, target)));
  }
}

/**
 * Job: brokerage of received orders still inside their after-sales window and not worked out
 * yet (automatic receipts; the buyer's own receipt settles at once). Each order is settled once,
 * so a pass reads only orders received since the last one (a partial index holds just those).
 * Answers the orders it worked out and the brokerage rows it added.
 */
export async function settleReceivedOrders(db: Db): Promise<{ orders: number[]; added: number }> {
  const due = await db
    .select({ id: storeOrder.id })
    .from(storeOrder)
    .where(and(receivedUnsettled, eq(storeOrder.refund_closed, false)))
    .limit(200);
  let added = 0;
  for (const { id } of due) added += await db.transaction((tx) => settleOrderBrokerage(tx, id));
  return { orders: due.map((o) => o.id), added };
}

/**
 * Job: frozen brokerage of orders whose after-sales window has closed, received at least the
 * configured freeze days ago and with no refund in progress, thaws into the promoter's
 * withdrawable amount. Each row thaws in its own conditional update: a second run adds nothing.
 */
export async function thawBrokerage(db: Db): Promise<number> {
  const freeze = freezeSeconds(await spreadSettings(db));
  const due = await db
    .select({ id: userBrokerage.id })
    .from(userBrokerage)
    .innerJoin(storeOrder, eq(storeOrder.id, userBrokerage.order_id))
    .where(
      and(
        eq(userBrokerage.status, 0),
        eq(storeOrder.refund_closed, true),
        sql`${storeOrder.take_time} <= now() - make_interval(secs => ${freeze})`,
        sql`not exists (select 1 from ${storeRefundOrder} where ${storeRefundOrder.order_id} = ${storeOrder.id} and ${storeRefundOrder.status} in (0, 1, 2))`,
      ),
    )
    .limit(500);
  let thawed = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(userBrokerage)
        .set({ status: 1, thawed_at: sql`now()` })
        .where(and(eq(userBrokerage.id, id), eq(userBrokerage.status, 0)))
        .returning({ uid: userBrokerage.uid, amount: sql<number>`${userBrokerage.brokerage} - ${userBrokerage.refunded}` });
      if (!row) return false;
      await tx
        .update(userSpread)
        .set({ brokerage_price: sql`${userSpread.brokerage_price} + ${row.amount}` })
        .where(eq(userSpread.uid, row.uid));
      return true;
    });
    if (done) thawed += 1;
  }
  return thawed;
}

/** The distribution jobs, run with the order jobs: record brokerage of received orders, thaw what is due. */
export async function runDistributionJobs(db: Db) {
  const settled = await settleReceivedOrders(db);
  return { settled: settled.added, settled_orders: settled.orders.length, thawed: await thawBrokerage(db) };
}
