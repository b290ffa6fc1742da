/**
 * What the order list and detail show after payment: delivery, receipt, refund badge and
 * per-line refund and review state, and whether 申请退款 is offered.
 */
import type { Db } from '../../db/client';
import type { storeOrder } from '../../db/schema';
import { afterSalesOpen, lineRoom, lineTaken, orderRefundSummary, takenOf } from '../after-sales/state';
import { addSeconds, afterSalesSeconds, orderTakeSeconds } from '../after-sales/timers';

type OrderRow = typeof storeOrder.$inferSelect;
interface LineView {
  id: number;
  product_num: number;
  pay_price: number;
}
interface OrderView<L extends LineView> {
  order_id: number;
  orderProduct: L[];
}

export async function withAfterSales<L extends LineView, V extends OrderView<L>>(
  db: Db,
  orders: OrderRow[],
  views: V[],
  isReply: Map<number, boolean>,
) {
  const ids = orders.map((o) => o.id);
  const taken = await lineTaken(db, ids);
  const refunds = await orderRefundSummary(db, ids);
  const now = new Date();
  return views.map((v, i) => {
    const o = orders[i];
    const summary = refunds.get(o.id);
    const lines = v.orderProduct.map((l) => {
      const t = takenOf(taken, l.id);
      return {
        ...l,
        refund_num: t.refunded_num,
        refunding_num: t.refunding_num,
        refundable_num: lineRoom(l, t).num,
        is_reply: isReply.get(l.id) ? 1 : 0,
      };
    });
    const anyRefunded = lines.some((l) => l.refund_num > 0);
    return {
      ...v,
      delivery_type: o.delivery_type,
      delivery_code: o.delivery_code,
      delivery_name: o.delivery_name,
      delivery_id: o.delivery_id,
      delivery_time: o.delivery_time,
      take_time: o.take_time,
      auto_take_at: o.status === 1 ? addSeconds(o.delivery_time, orderTakeSeconds()) : null,
      refund_status: summary && summary.open > 0 ? 1 : o.status === -1 ? 3 : anyRefunded ? 2 : 0,
      refunded_price: summary?.refunded_price ?? 0,
      refused_refund: summary?.refused ?? null,
      can_refund: afterSalesOpen(o, now) && lines.some((l) => l.refundable_num > 0),
      refund_deadline: addSeconds(o.take_time, afterSalesSeconds()),
      orderProduct: lines,
    };
  });
}
