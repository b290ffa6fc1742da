/**
 * Coupons of a presell order apply to its final payment only: while the final payment is due,
 * the buyer picks one of their coupons that fits the goods and the final amount. The coupon is
 * held (status 1, by the group order) at once and given back if the choice changes or the final
 * payment times out (./purchase.ts).
 */
import { and, asc, eq, gt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeCouponUser, storeOrder, storePresell, storePresellOrder } from '../../db/schema';
import { badRequest, notFound } from '../../http/envelope';
import { depositPurchase } from './final-payment';

/** Held coupons that fit a final payment: shop, goods, platform general and cross-shop coupons. */
function fits(uid: number, merId: number, productId: number, amount: number): SQL {
  return and(
    eq(storeCouponUser.uid, uid),
    eq(storeCouponUser.status, 0),
    lte(storeCouponUser.start_time, sql`now()`),
    gt(storeCouponUser.end_time, sql`now()`),
    lte(storeCouponUser.use_min_price, amount),
    sql`${storeCouponUser.coupon_price} < ${amount}`,
    or(
      and(eq(storeCouponUser.type, 0), eq(storeCouponUser.mer_id, merId)),
      and(
        eq(storeCouponUser.type, 1),
        eq(storeCouponUser.mer_id, merId),
        sql`${storeCouponUser.scope_ids} @> jsonb_build_array(${productId}::int)`,
      ),
      eq(storeCouponUser.type, 10),
      and(eq(storeCouponUser.type, 12), sql`${storeCouponUser.scope_ids} @> jsonb_build_array(${merId}::int)`),
    ),
  )!;
}

async function goodsOf(db: Db, presellId: number) {
  const [g] = await db
    .select({ mer_id: storePresell.mer_id, product_id: storePresell.product_id })
    .from(storePresell)
    .where(eq(storePresell.id, presellId));
  return g;
}

/** `GET /api/presell/final/:id`: the final payment of a deposit order and the coupons that fit it. */
export async function finalPayment(db: Db, uid: number, groupId: number) {
  const p = await depositPurchase(db, uid, groupId);
  if (!p || p.status === 0 || p.status === -1) throw notFound('订单不存在');
  const g = await goodsOf(db, p.presell_id);
  const coupons =
    p.status === 1
      ? await db
          .select({
            id: storeCouponUser.id,
            title: storeCouponUser.coupon_title,
            coupon_price: storeCouponUser.coupon_price,
            use_min_price: storeCouponUser.use_min_price,
            end_time: storeCouponUser.end_time,
          })
          .from(storeCouponUser)
          .where(fits(uid, g.mer_id, g.product_id, p.final_price))
          .orderBy(asc(storeCouponUser.end_time))
      : [];
  const [order] = await db
    .select({ order_sn: storeOrder.order_sn, status: storeOrder.status })
    .from(storeOrder)
    .where(eq(storeOrder.id, p.order_id ?? 0));
  return {
    group_order_id: groupId,
    order_id: p.order_id,
    order_sn: order?.order_sn ?? '',
    /** 1 待付尾款, 2 已付尾款, -2 尾款超时 */
    status: p.status,
    num: p.num,
    deposit_price: p.deposit_price,
    final_price: p.final_price,
    coupon_user_id: p.coupon_user_id ?? 0,
    coupon_price: p.coupon_price,
    pay_price: p.pay_price,
    final_start_time: p.final_start_time,
    final_end_time: p.final_end_time,
    delivery_day: p.delivery_day,
    server_time: Math.floor(Date.now() / 1000),
    coupons,
  };
}

/**
 * `POST /api/presell/final/:id/coupon {coupon_id}` (0: none): holds the coupon for the final
 * payment, giving back the one chosen before; the purchase row is locked first, so two choices
 * never both hold a coupon.
 */
export async function chooseFinalCoupon(db: Db, uid: number, groupId: number, couponId: number) {
  await db.transaction(async (tx) => {
    const [p] = await tx
      .select()
      .from(storePresellOrder)
      .where(and(eq(storePresellOrder.group_order_id, groupId), eq(storePresellOrder.uid, uid)))
      .for('update');
    if (!p || p.presell_type !== 2 || p.status === 0 || p.status === -1) throw notFound('订单不存在');
    if (p.status !== 1) throw badRequest('尾款已支付或订单已关闭');
    if (p.coupon_user_id !== null) {
      await tx
        .update(storeCouponUser)
        .set({ status: 0, use_time: null, group_order_id: null })
        .where(and(eq(storeCouponUser.id, p.coupon_user_id), eq(storeCouponUser.status, 1)));
    }
    let price = 0;
    if (couponId > 0) {
      const g = await goodsOf(tx, p.presell_id);
      const [held] = await tx
        .update(storeCouponUser)
        .set({ status: 1, use_time: sql`now()`, group_order_id: groupId })
        .where(and(eq(storeCouponUser.id, couponId), fits(uid, g.mer_id, g.product_id, p.final_price)))
        .returning({ coupon_price: storeCouponUser.coupon_price });
      if (!held) throw badRequest('该优惠券不可用于本次尾款');
      price = held.coupon_price;
    }
    await tx
      .update(storePresellOrder)
      .set({ coupon_user_id: couponId > 0 ? couponId : null, coupon_price: price, pay_price: p.final_price - price })
      .where(eq(storePresellOrder.id, p.id));
  });
  return finalPayment(db, uid, groupId);
}
