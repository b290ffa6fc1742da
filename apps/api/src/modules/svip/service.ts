import { randomInt } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeCoupon, svipOrder, svipPlan } from '../../db/schema';
import { badRequest, notFound } from '../../http/envelope';
import { svipSettings } from './settings';

/** An unpaid SVIP order can be paid for 15 minutes. */
export const SVIP_ORDER_TTL_SECONDS = 900;

/** GET /api/svip/plans: the plans on sale and what membership gives. */
export async function svipPlans(db: Db) {
  const settings = await svipSettings(db);
  const [plans, coupons] = await Promise.all([
    db
      .select({ id: svipPlan.id, title: svipPlan.title, days: svipPlan.days, price: svipPlan.price, ot_price: svipPlan.ot_price })
      .from(svipPlan)
      .where(eq(svipPlan.is_show, 1))
      .orderBy(asc(svipPlan.sort), asc(svipPlan.id)),
    settings.join_coupon_ids.length === 0
      ? []
      : db
          .select({ title: storeCoupon.title, coupon_price: storeCoupon.coupon_price, use_min_price: storeCoupon.use_min_price })
          .from(storeCoupon)
          .where(and(inArray(storeCoupon.id, settings.join_coupon_ids), eq(storeCoupon.is_del, false))),
  ]);
  return {
    svip_switch_status: settings.enabled ? 1 : 0,
    /** percent of the price members pay */
    svip_discount: settings.discount,
    join_integral: settings.join_integral,
    join_coupons: coupons,
    plans,
  };
}

const orderSn = () => `vip${Date.now()}${String(randomInt(0, 1_000_000)).padStart(6, '0')}`;

/** POST /api/svip/order: an unpaid order of a plan, paid through /api/svip/pay/:id. */
export async function createSvipOrder(db: Db, uid: number, planId: number) {
  const settings = await svipSettings(db);
  if (!settings.enabled) throw badRequest('会员功能未开启');
  const [plan] = await db
    .select()
    .from(svipPlan)
    .where(and(eq(svipPlan.id, planId), eq(svipPlan.is_show, 1)));
  if (!plan) throw notFound('会员套餐不存在');
  const [row] = await db
    .insert(svipOrder)
    .values({
      order_sn: orderSn(),
      uid,
      plan_id: plan.id,
      title: plan.title,
      days: plan.days,
      pay_price: plan.price,
      expires_at: sql`now() + make_interval(secs => ${SVIP_ORDER_TTL_SECONDS})`,
    })
    .returning({ id: svipOrder.id, order_sn: svipOrder.order_sn, pay_price: svipOrder.pay_price });
  return { order_id: row.id, order_sn: row.order_sn, pay_price: row.pay_price, title: plan.title, days: plan.days };
}

/** GET /api/svip/order/:id: what the page polls while a QR is shown. */
export async function svipOrderStatus(db: Db, uid: number, id: number) {
  const [row] = await db
    .select({
      order_id: svipOrder.id,
      order_sn: svipOrder.order_sn,
      title: svipOrder.title,
      pay_price: svipOrder.pay_price,
      status: svipOrder.status,
      pay_type: svipOrder.pay_type,
      pay_time: svipOrder.pay_time,
      member_expires_at: svipOrder.member_expires_at,
    })
    .from(svipOrder)
    .where(and(eq(svipOrder.id, id), eq(svipOrder.uid, uid)));
  if (!row) throw notFound('订单不存在');
  return { ...row, paid: row.status === 1 ? 1 : 0 };
}
