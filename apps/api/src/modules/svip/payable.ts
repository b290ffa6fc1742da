/**
 * SVIP orders as a payable kind of the pay service (src/modules/pay/payable.ts): paid by balance
 * or QR exactly like a group order; once paid, the membership is extended and the joining gifts
 * (points, coupons) are given, in the payment's transaction.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeCoupon, storeCouponUser, svipOrder, users } from '../../db/schema';
import { notFound } from '../../http/envelope';
import { heldCoupon } from '../coupon/claim';
import { creditUser } from '../pay/credit';
import type { PayableKind } from '../pay/payable';
import { extendMembership } from './rules';
import { svipSettings } from './settings';

export const svipOrders: PayableKind = {
  async own(db, uid, id) {
    const [row] = await db
      .select({
        id: svipOrder.id,
        sn: svipOrder.order_sn,
        pay_price: svipOrder.pay_price,
        status: svipOrder.status,
        expired: sql<boolean>`${svipOrder.expires_at} <= now()`,
      })
      .from(svipOrder)
      .where(and(eq(svipOrder.id, id), eq(svipOrder.uid, uid)));
    if (!row) throw notFound('订单不存在');
    return row;
  },

  async byTradeNo(db, outTradeNo) {
    const [row] = await db
      .select({ id: svipOrder.id, pay_price: svipOrder.pay_price })
      .from(svipOrder)
      .where(eq(svipOrder.order_sn, outTradeNo));
    return row ?? null;
  },

  async markPaid(tx, id, payType, opts) {
    const [row] = await tx
      .update(svipOrder)
      .set({ status: 1, pay_type: payType, pay_time: sql`now()` })
      .where(
        and(eq(svipOrder.id, id), eq(svipOrder.status, 0), opts.unexpired ? sql`${svipOrder.expires_at} > now()` : undefined),
      )
      .returning({ id: svipOrder.id });
    return Boolean(row);
  },

  async afterPaid(tx, id) {
    const [order] = await tx.select().from(svipOrder).where(eq(svipOrder.id, id));
    // the user's row stays locked until the end: two purchases extend one after the other
    const [user] = await tx
      .select({ svip_expires_at: users.svip_expires_at })
      .from(users)
      .where(eq(users.uid, order.uid))
      .for('update');
    const expires = extendMembership(user.svip_expires_at, new Date(), order.days);
    await tx
      .update(users)
      .set({ svip_expires_at: expires, is_open_member: true, is_money_level: sql`greatest(${users.is_money_level}, 1)` })
      .where(eq(users.uid, order.uid));
    await tx.update(svipOrder).set({ member_expires_at: expires }).where(eq(svipOrder.id, id));
    await giveJoiningGifts(tx, order.uid, order.id);
  },

  bill: (o) => ({
    type: 'pay_svip',
    title: '开通会员',
    mark: `余额支付${(o.pay_price / 100).toFixed(2)}元开通SVIP会员`,
    link_id: String(o.id),
  }),

  groupOrderId: () => null,
};

async function giveJoiningGifts(tx: Db, uid: number, orderId: number) {
  const settings = await svipSettings(tx);
  if (settings.join_integral > 0) {
    await creditUser(tx, uid, 'integral', settings.join_integral, {
      type: 'svip_give',
      title: '开通会员赠送',
      mark: `开通SVIP会员赠送${settings.join_integral}积分`,
      link_id: String(orderId),
    });
  }
  if (settings.join_coupon_ids.length === 0) return;
  const templates = await tx
    .select()
    .from(storeCoupon)
    .where(and(inArray(storeCoupon.id, settings.join_coupon_ids), eq(storeCoupon.is_del, false)));
  if (templates.length > 0) await tx.insert(storeCouponUser).values(templates.map((c) => heldCoupon(c, uid)));
}
