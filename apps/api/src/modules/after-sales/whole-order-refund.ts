/**
 * A refund the mall starts itself (e.g. a failed group buy): every remaining piece of an order
 * and its postage, refund only, finished at once through the same path as an agreed refund
 * (money back to the balance or through the payment provider). Runs in the caller's
 * transaction; the caller makes sure it happens once.
 */
import type { Db } from '../../db/client';
import { storeRefundOrder, storeRefundProduct, storeRefundStatus } from '../../db/schema';
import { newSn } from '../order/numbering';
import { refundRoom } from './apply';
import { finishRefund } from './finish';
import { lockOrder } from './lock';

/** Answers the refund's id, or null when nothing of the order is left to refund. */
export async function refundWholeOrder(tx: Db, orderId: number, reason: string): Promise<number | null> {
  const order = await lockOrder(tx, orderId);
  const room = await refundRoom(tx, order);
  const parts = room.lines.filter((l) => l.room.num > 0);
  if (parts.length === 0) return null;
  const goods = parts.reduce((n, p) => n + p.room.price, 0);
  const [refund] = await tx
    .insert(storeRefundOrder)
    .values({
      refund_order_sn: newSn('R'),
      order_id: order.id,
      uid: order.uid,
      mer_id: order.mer_id,
      refund_type: 1,
      refund_message: reason,
      refund_num: parts.reduce((n, p) => n + p.room.num, 0),
      refund_price: goods + room.postage,
      refund_postage: room.postage,
    })
    .returning();
  await tx.insert(storeRefundProduct).values(
    parts.map((p) => ({
      refund_order_id: refund.id,
      order_product_id: p.line.id,
      refund_num: p.room.num,
      refund_price: p.room.price,
    })),
  );
  await tx.insert(storeRefundStatus).values({ refund_order_id: refund.id, change_type: 'apply', change_message: reason });
  await finishRefund(tx, refund, order);
  return refund.id;
}
