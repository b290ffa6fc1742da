/**
 * Moves a group order out of "unpaid", exactly once: paid, or closed. Both start with a
 * conditional update of the status (0 → 1 or 0 → -1), so whichever of two racing calls comes
 * second changes nothing. Run inside the caller's transaction.
 */
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeCouponUser, storeGroupOrder, storeOrder, storeProduct, storeProductAttrValue } from '../../db/schema';
import type { PayType } from '../../db/schema';
import { creditUser } from '../pay/credit';
import { activityKind } from '../activity/registry';
import { orderLines, perProduct, sortedLines, type Line } from './sales';

/**
 * Unpaid → paid; false when the order was not unpaid (already paid, or closed). With
 * `unexpired`, an order past its payment deadline is not paid either (a new payment); a
 * gateway's notification of a payment made in time is accepted until the order is closed.
 */
export async function markPaid(
  tx: Db,
  groupId: number,
  payType: PayType,
  opts: { unexpired?: boolean } = {},
): Promise<boolean> {
  const [group] = await tx
    .update(storeGroupOrder)
    .set({ status: 1, pay_type: payType, pay_time: sql`now()` })
    .where(
      and(
        eq(storeGroupOrder.id, groupId),
        eq(storeGroupOrder.status, 0),
        opts.unexpired ? sql`${storeGroupOrder.expires_at} > now()` : undefined,
      ),
    )
    .returning({ id: storeGroupOrder.id });
  if (!group) return false;
  const orders = await tx
    .update(storeOrder)
    .set({ paid: true, pay_time: sql`now()`, status: 0 })
    .where(eq(storeOrder.group_order_id, groupId))
    .returning({ activity_type: storeOrder.activity_type });
  for (const type of new Set(orders.map((o) => o.activity_type))) await activityKind(type)?.paid?.(tx, groupId);
  return true;
}

export type CloseReason = 'cancel' | 'timeout';

/**
 * Unpaid → closed, giving back the stock, the coupons and the points; false when the order
 * was not unpaid. `uid` limits it to the buyer's own order (cancel).
 */
export async function closeGroupOrder(tx: Db, groupId: number, reason: CloseReason, uid?: number): Promise<boolean> {
  const [group] = await tx
    .update(storeGroupOrder)
    .set({ status: -1, closed_at: sql`now()`, close_reason: reason })
    .where(
      and(
        eq(storeGroupOrder.id, groupId),
        eq(storeGroupOrder.status, 0),
        uid === undefined ? undefined : eq(storeGroupOrder.uid, uid),
      ),
    )
    .returning({ uid: storeGroupOrder.uid, integral: storeGroupOrder.integral });
  if (!group) return false;
  const orders = await tx
    .update(storeOrder)
    .set({ is_cancel: true })
    .where(eq(storeOrder.group_order_id, groupId))
    .returning({ activity_type: storeOrder.activity_type });
  await tx
    .update(storeCouponUser)
    .set({ status: 0, use_time: null, group_order_id: null })
    .where(and(eq(storeCouponUser.group_order_id, groupId), eq(storeCouponUser.status, 1)));
  if (group.integral > 0) {
    await creditUser(tx, group.uid, 'integral', group.integral, {
      type: 'refund_integral',
      title: '订单取消退回积分',
      mark: reason === 'timeout' ? '订单超时未支付，已自动关闭' : '订单已取消',
      link_id: String(groupId),
    });
  }
  // goods rows last (see addSales)
  for (const type of new Set(orders.map((o) => o.activity_type))) await activityKind(type)?.release(tx, groupId);
  await returnStock(tx, await orderLines(tx, groupId));
  return true;
}

/**
 * Takes stock for order lines: each SKU only while it has enough (never below zero; the CHECK
 * constraint backs it). Answers the first line that could not be taken, or null.
 */
export async function takeStock(tx: Db, lines: Line[]): Promise<Line | null> {
  const sorted = sortedLines(lines);
  for (const l of sorted) {
    const taken = await tx
      .update(storeProductAttrValue)
      .set({ stock: sql`${storeProductAttrValue.stock} - ${l.num}` })
      .where(and(eq(storeProductAttrValue.unique, l.unique), gte(storeProductAttrValue.stock, l.num)))
      .returning({ id: storeProductAttrValue.id });
    if (taken.length === 0) return l;
  }
  for (const [productId] of perProduct(sorted)) await syncProductStock(tx, productId);
  return null;
}

/** Puts stock back for order lines (closed orders, returned goods); goods rows last, in one order. */
export async function returnStock(tx: Db, lines: Line[]) {
  const sorted = sortedLines(lines);
  for (const l of sorted) {
    await tx
      .update(storeProductAttrValue)
      .set({ stock: sql`${storeProductAttrValue.stock} + ${l.num}` })
      .where(eq(storeProductAttrValue.unique, l.unique));
  }
  for (const [productId] of perProduct(sorted)) await syncProductStock(tx, productId);
}

/** A product's stock is the sum of its SKUs' stock. */
async function syncProductStock(tx: Db, productId: number) {
  await tx
    .update(storeProduct)
    .set({
      stock: sql`(select coalesce(sum(${storeProductAttrValue.stock}), 0) from ${storeProductAttrValue} where ${storeProductAttrValue.product_id} = ${productId})`,
    })
    .where(eq(storeProduct.id, productId));
}
