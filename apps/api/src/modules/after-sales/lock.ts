import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeOrder, storeRefundOrder } from '../../db/schema';
import { notFound } from '../../http/envelope';

export const ORDER_NOT_FOUND = '订单不存在';
export const REFUND_NOT_FOUND = '退款单不存在';

/**
 * Every change of an order's after-sales state first locks the order row: applications,
 * decisions, cancels and the jobs of one order run one after the other.
 */
export async function lockOrder(tx: Db, orderId: number, owner: Owner = {}) {
  return findOrder(tx, orderId, owner, true);
}

type Owner = { uid?: number; mer_id?: number };

/** The order of the buyer (`uid`) or the merchant (`mer_id`); 404 otherwise. */
export async function findOrder(db: Db, orderId: number, owner: Owner = {}, lock = false) {
  const query = db
    .select()
    .from(storeOrder)
    .where(
      and(
        eq(storeOrder.id, orderId),
        owner.uid === undefined ? undefined : eq(storeOrder.uid, owner.uid),
        owner.mer_id === undefined ? undefined : eq(storeOrder.mer_id, owner.mer_id),
      ),
    );
  const [order] = await (lock ? query.for('update') : query);
  if (!order) throw notFound(ORDER_NOT_FOUND);
  return order;
}

/** A refund of the buyer (`uid`) or of the merchant (`mer_id`), with its order locked; 404 otherwise. */
export async function lockRefund(tx: Db, id: number, owner: Owner) {
  const [found] = await tx
    .select({ order_id: storeRefundOrder.order_id })
    .from(storeRefundOrder)
    .where(
      and(
        eq(storeRefundOrder.id, id),
        owner.uid === undefined ? undefined : eq(storeRefundOrder.uid, owner.uid),
        owner.uid === undefined ? undefined : eq(storeRefundOrder.is_del, false),
        owner.mer_id === undefined ? undefined : eq(storeRefundOrder.mer_id, owner.mer_id),
      ),
    );
  if (!found) throw notFound(REFUND_NOT_FOUND);
  const order = await lockOrder(tx, found.order_id);
  const [refund] = await tx.select().from(storeRefundOrder).where(eq(storeRefundOrder.id, id));
  return { order, refund };
}
