/**
 * Moves a group order out of "unpaid", exactly once: paid, or closed. Both start with a
 * conditional update of the status (0 → 1 or 0 → -1), so whichever of two racing calls comes
 * second changes nothing. Run inside the caller's transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  storeCouponUser,
  storeGroupOrder,
  storeOrder,
  storeOrderProduct,
  storeProduct,
  storeProductAttrValue,
  userBill,
  users,
} from '../../db/schema';
import type { PayType } from '../../db/schema';

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
  await tx
    .update(storeOrder)
    .set({ paid: true, pay_time: sql`now()`, status: 0 })
    .where(eq(storeOrder.group_order_id, groupId));
  for (const line of await orderLines(tx, groupId)) {
    await tx
      .update(storeProductAttrValue)
      .set({ sales: sql`${storeProductAttrValue.sales} + ${line.num}` })
      .where(eq(storeProductAttrValue.unique, line.unique));
    await tx
      .update(storeProduct)
      .set({ sales: sql`${storeProduct.sales} + ${line.num}` })
      .where(eq(storeProduct.id, line.product_id));
  }
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
  await tx.update(storeOrder).set({ is_cancel: true }).where(eq(storeOrder.group_order_id, groupId));
  const lines = (await orderLines(tx, groupId)).sort((a, b) => a.unique.localeCompare(b.unique));
  for (const line of lines) {
    await tx
      .update(storeProductAttrValue)
      .set({ stock: sql`${storeProductAttrValue.stock} + ${line.num}` })
      .where(eq(storeProductAttrValue.unique, line.unique));
    await syncProductStock(tx, line.product_id);
  }
  await tx
    .update(storeCouponUser)
    .set({ status: 0, use_time: null, group_order_id: null })
    .where(and(eq(storeCouponUser.group_order_id, groupId), eq(storeCouponUser.status, 1)));
  if (group.integral > 0) {
    const [user] = await tx
      .update(users)
      .set({ integral: sql`${users.integral} + ${group.integral}` })
      .where(eq(users.uid, group.uid))
      .returning({ integral: users.integral });
    await tx.insert(userBill).values({
      uid: group.uid,
      category: 'integral',
      type: 'refund_integral',
      pm: 1,
      number: group.integral,
      balance: user.integral,
      title: '订单取消退回积分',
      mark: reason === 'timeout' ? '订单超时未支付，已自动关闭' : '订单已取消',
      link_id: String(groupId),
    });
  }
  return true;
}

async function orderLines(tx: Db, groupId: number) {
  return tx
    .select({
      unique: storeOrderProduct.product_attr_unique,
      product_id: storeOrderProduct.product_id,
      num: storeOrderProduct.product_num,
    })
    .from(storeOrderProduct)
    .innerJoin(storeOrder, eq(storeOrder.id, storeOrderProduct.order_id))
    .where(eq(storeOrder.group_order_id, groupId));
}

/** A product's stock is the sum of its SKUs' stock. */
export async function syncProductStock(tx: Db, productId: number) {
  await tx
    .update(storeProduct)
    .set({
      stock: sql`(select coalesce(sum(${storeProductAttrValue.stock}), 0) from ${storeProductAttrValue} where ${storeProductAttrValue.product_id} = ${productId})`,
    })
    .where(eq(storeProduct.id, productId));
}
