/**
 * A refund reaching 已退款 (3): the money goes back where it came from (balance with a bill row;
 * a gateway payment through the provider's idempotent refund), returned goods go back into
 * stock, refunded pieces leave the goods' sales counts, and an order with every piece refunded becomes 已退款 (-1) and gives back its points
 * and coupons. Runs in the caller's transaction, after the order row was locked.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  storeCouponUser,
  storeGroupOrder,
  storeOrder,
  storeOrderProduct,
  storeRefundOrder,
  storeRefundProduct,
  storeRefundStatus,
} from '../../db/schema';
import { reverseRefundedBrokerage } from '../distribution/brokerage';
import { activityKind } from '../activity/registry';
import { returnStock } from '../order/lifecycle';
import { lowerSales } from '../order/sales';
import { creditUser } from '../pay/credit';
import { providerOf } from '../pay/provider';
import { providers } from '../pay/service';
import { lineTaken, takenOf } from './state';

type RefundRow = typeof storeRefundOrder.$inferSelect;
type OrderRow = typeof storeOrder.$inferSelect;

const yuan = (fen: number) => (fen / 100).toFixed(2);

export async function finishRefund(tx: Db, refund: RefundRow, order: OrderRow): Promise<void> {
  const [group] = await tx.select().from(storeGroupOrder).where(eq(storeGroupOrder.id, order.group_order_id));
  await tx
    .update(storeRefundOrder)
    .set({ status: 3, status_time: sql`now()`, refunded_at: sql`now()` })
    .where(eq(storeRefundOrder.id, refund.id));
  const provider = providerOf[group.pay_type as keyof typeof providerOf];
  if (refund.refund_price > 0) {
    if (provider) {
      await providers[provider].refund(tx, {
        out_trade_no: group.group_order_sn,
        out_refund_no: refund.refund_order_sn,
        amount: refund.refund_price,
      });
    } else {
      await creditUser(tx, refund.uid, 'now_money', refund.refund_price, {
        type: 'refund_order',
        title: '订单退款',
        mark: `订单${order.order_sn}退款${yuan(refund.refund_price)}元`,
        link_id: String(refund.id),
      });
    }
  }
  await tx.insert(storeRefundStatus).values({
    refund_order_id: refund.id,
    change_type: 'refund',
    change_message: `退款成功，¥${yuan(refund.refund_price)}已退回${provider === 'weixin' ? '微信' : provider === 'alipay' ? '支付宝' : '余额'}`,
  });

  const lines = await tx.select().from(storeOrderProduct).where(eq(storeOrderProduct.order_id, order.id));
  const taken = await lineTaken(tx, [order.id]);
  const allRefunded = lines.every((l) => takenOf(taken, l.id).refunded_num >= l.product_num);
  if (allRefunded) await closeRefundedOrder(tx, order, group.id);
  await reverseRefundedBrokerage(tx, order.id);

  // goods rows last: refunded pieces are no longer sold; returned goods, or goods that never
  // left the shop, go back into stock. This runs once per refund: only the update that moved
  // it to 3 gets here.
  const items = await tx
    .select({
      unique: storeOrderProduct.product_attr_unique,
      product_id: storeOrderProduct.product_id,
      num: storeRefundProduct.refund_num,
    })
    .from(storeRefundProduct)
    .innerJoin(storeOrderProduct, eq(storeOrderProduct.id, storeRefundProduct.order_product_id))
    .where(eq(storeRefundProduct.refund_order_id, refund.id));
  const kind = activityKind(order.activity_type);
  if (refund.refund_type === 2 || order.delivery_time === null) {
    if (kind) await kind.restock?.(tx, items);
    else await returnStock(tx, items);
  }
  await kind?.refunded?.(tx, order, items);
  await lowerSales(tx, items);
}

/** Every piece refunded: the order is 已退款; its points and its shop coupon come back, the platform coupon once every order of the payment is refunded. */
async function closeRefundedOrder(tx: Db, order: OrderRow, groupId: number) {
  await tx.update(storeOrder).set({ status: -1 }).where(eq(storeOrder.id, order.id));
  if (order.integral > 0) {
    await creditUser(tx, order.uid, 'integral', order.integral, {
      type: 'refund_order_integral',
      title: '订单退款退回积分',
      mark: `订单${order.order_sn}全部退款`,
      link_id: String(order.id),
    });
  }
  const release = { status: 0, use_time: null, group_order_id: null };
  if (order.coupon_user_id) {
    await tx
      .update(storeCouponUser)
      .set(release)
      .where(and(eq(storeCouponUser.id, order.coupon_user_id), eq(storeCouponUser.status, 1)));
  }
  const others = await tx
    .select({ id: storeOrder.id })
    .from(storeOrder)
    .where(and(eq(storeOrder.group_order_id, groupId), ne(storeOrder.id, order.id), ne(storeOrder.status, -1)));
  if (others.length === 0) {
    await tx
      .update(storeCouponUser)
      .set(release)
      .where(
        and(
          eq(storeCouponUser.group_order_id, groupId),
          eq(storeCouponUser.status, 1),
          eq(storeCouponUser.mer_id, 0),
        ),
      );
  }
}
