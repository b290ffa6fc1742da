/**
 * The final payment (尾款) of a 定金预售 order, a payable kind of the pay service
 * (src/modules/pay/payable.ts) addressed by the group order's id: `/api/order/pay/:id` pays it
 * once the deposit is paid. Paying it folds the final amount (and its coupon) into the order's
 * amounts and moves the order from 10 待付尾款 to 0 待发货.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeCouponUser, storeOrder, storeOrderProduct, storePresellOrder } from '../../db/schema';
import { badRequest, notFound } from '../../http/envelope';
import type { PayableKind } from '../pay/payable';
import { DEPOSIT, WAITING_FINAL } from './state';

export const FINAL_NOT_STARTED = '尾款支付时间未开始';
export const FINAL_TIMED_OUT_TEXT = '尾款支付已超时，订单已关闭，定金不予退还';

type Purchase = typeof storePresellOrder.$inferSelect;

/** The buyer's deposit purchase of a group order, or null. */
export async function depositPurchase(db: Db, uid: number, groupId: number): Promise<Purchase | null> {
  const [row] = await db
    .select()
    .from(storePresellOrder)
    .where(
      and(
        eq(storePresellOrder.group_order_id, groupId),
        eq(storePresellOrder.uid, uid),
        eq(storePresellOrder.presell_type, DEPOSIT),
      ),
    );
  return row ?? null;
}

/** Whether `/api/order/pay/:id` is about the final payment: the deposit is paid (or its final payment timed out). */
export async function paysFinal(db: Db, uid: number, groupId: number): Promise<boolean> {
  const p = await depositPurchase(db, uid, groupId);
  return p !== null && (p.status === 1 || p.status === -2);
}

/** A purchase as the order pages show it: 1 待付尾款, 2 已付尾款, -2 尾款超时 (status), the amounts and the window. */
export const presellView = (p: Purchase) => ({
  status: p.status,
  presell_type: p.presell_type,
  deposit_price: p.deposit_price,
  final_price: p.final_price,
  coupon_price: p.coupon_price,
  pay_price: p.pay_price,
  final_start_time: p.final_start_time,
  final_end_time: p.final_end_time,
  delivery_day: p.delivery_day,
});

/**
 * What the payment page reads of a group order whose final payment is due: unpaid again, the
 * final amount, its deadline; null for any other order.
 */
export async function finalPaymentStatus(db: Db, uid: number, groupId: number) {
  const p = await depositPurchase(db, uid, groupId);
  if (!p || p.status !== 1) return null;
  return { status: 0, paid: 0, pay_price: p.pay_price, expires_at: p.final_end_time, presell_final: presellView(p) };
}

/** The presell purchase of a paid order (order detail, presell order list), or null. */
export async function presellOfOrder(db: Db, orderId: number) {
  const [p] = await db.select().from(storePresellOrder).where(eq(storePresellOrder.order_id, orderId));
  return p ? { group_order_id: p.group_order_id, ...presellView(p) } : null;
}

const now = () => Date.now();

export const presellFinals: PayableKind = {
  async own(db, uid, id) {
    const p = await depositPurchase(db, uid, id);
    if (!p || p.status === 0 || p.status === -1) throw notFound('订单不存在');
    if (p.status === 1 && p.final_start_time && p.final_start_time.getTime() > now()) {
      throw badRequest(FINAL_NOT_STARTED);
    }
    const expired = p.status === -2 || (p.final_end_time !== null && p.final_end_time.getTime() <= now());
    if (expired && p.status !== 2) throw badRequest(FINAL_TIMED_OUT_TEXT);
    return { id, sn: p.sn, pay_price: p.pay_price, status: p.status === 2 ? 1 : 0, expired };
  },

  async byTradeNo(db, outTradeNo) {
    const [row] = await db
      .select({ id: storePresellOrder.group_order_id, pay_price: storePresellOrder.pay_price })
      .from(storePresellOrder)
      .where(eq(storePresellOrder.sn, outTradeNo));
    return row ?? null;
  },

  async markPaid(tx, id, payType, opts) {
    const [p] = await tx
      .update(storePresellOrder)
      .set({ status: 2, pay_type: payType, pay_time: sql`now()` })
      .where(
        and(
          eq(storePresellOrder.group_order_id, id),
          eq(storePresellOrder.status, 1),
          sql`${storePresellOrder.final_start_time} <= now()`,
          opts.unexpired ? sql`${storePresellOrder.final_end_time} > now()` : undefined,
        ),
      )
      .returning();
    if (!p) return false;
    if (p.order_id !== null) await foldIntoOrder(tx, p, p.order_id);
    return true;
  },

  // sales were counted when the deposit was paid
  afterPaid: async () => {},

  bill: (row) => ({
    type: 'pay_order',
    title: '支付预售尾款',
    mark: `余额支付${(row.pay_price / 100).toFixed(2)}元预售尾款`,
    link_id: row.sn,
  }),

  groupOrderId: (row) => row.id,
};

/**
 * The order (and its one line) now costs the presell price: the final amount joins its total,
 * the final payment's coupon its discounts, and the order waits for shipping.
 */
async function foldIntoOrder(tx: Db, p: Purchase, orderId: number) {
  const platform = p.coupon_user_id !== null && (await couponIsPlatform(tx, p.coupon_user_id));
  const shopCoupon = platform ? 0 : p.coupon_price;
  const platformCoupon = platform ? p.coupon_price : 0;
  const unit = (p.deposit_price + p.final_price) / p.num;
  await tx
    .update(storeOrderProduct)
    .set({
      price: unit,
      total_price: sql`${storeOrderProduct.total_price} + ${p.final_price}`,
      coupon_price: sql`${storeOrderProduct.coupon_price} + ${shopCoupon}`,
      platform_coupon_price: sql`${storeOrderProduct.platform_coupon_price} + ${platformCoupon}`,
      pay_price: sql`${storeOrderProduct.pay_price} + ${p.pay_price}`,
    })
    .where(eq(storeOrderProduct.order_id, orderId));
  await tx
    .update(storeOrder)
    .set({
      status: 0,
      total_price: sql`${storeOrder.total_price} + ${p.final_price}`,
      coupon_price: sql`${storeOrder.coupon_price} + ${shopCoupon}`,
      platform_coupon_price: sql`${storeOrder.platform_coupon_price} + ${platformCoupon}`,
      pay_price: sql`${storeOrder.pay_price} + ${p.pay_price}`,
      pay_time: sql`now()`,
    })
    .where(and(eq(storeOrder.id, orderId), eq(storeOrder.status, WAITING_FINAL)));
}

async function couponIsPlatform(tx: Db, couponUserId: number): Promise<boolean> {
  const [c] = await tx
    .select({ mer_id: storeCouponUser.mer_id })
    .from(storeCouponUser)
    .where(eq(storeCouponUser.id, couponUserId));
  return c?.mer_id === 0;
}
