/**
 * Claiming a coupon (领券). One transaction: a conditional UPDATE takes one from the template's
 * remaining quantity only while it is claimable, and holds the template row's lock until the end,
 * so claims of one coupon run one after another: two concurrent claims of the last coupon give
 * one success, and one user's concurrent claims never pass `user_limit`.
 */
import { and, count, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeCoupon, storeCouponUser } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../http/envelope';
import { listable } from './offers';

const DAY_MS = 86_400_000;

/** Why a template could not be taken: the message of the first rule it breaks. */
async function refusal(db: Db, couponId: number): Promise<ApiError> {
  const [c] = await db
    .select({
      listed: sql<boolean>`${listable}`,
      started: sql<boolean>`coalesce(${storeCoupon.receive_start_time} <= now(), true)`,
      remain_count: storeCoupon.remain_count,
      is_del: storeCoupon.is_del,
      is_show: storeCoupon.is_show,
    })
    .from(storeCoupon)
    .where(eq(storeCoupon.id, couponId));
  if (!c || c.is_del || !c.is_show) return notFound('优惠券不存在');
  if (!c.started) return badRequest('优惠券领取尚未开始');
  if (!c.listed) return badRequest('优惠券领取已结束');
  return badRequest('优惠券已领完');
}

export async function receiveCoupon(db: Db, uid: number, couponId: number): Promise<{ coupon_user_id: number }> {
  return db.transaction(async (tx) => {
    const [c] = await tx
      .update(storeCoupon)
      .set({ remain_count: sql`${storeCoupon.remain_count} - 1` })
      .where(and(eq(storeCoupon.id, couponId), listable, or(isNull(storeCoupon.remain_count), gt(storeCoupon.remain_count, 0))))
      .returning();
    if (!c) throw await refusal(tx, couponId);

    const [{ held }] = await tx
      .select({ held: count() })
      .from(storeCouponUser)
      .where(and(eq(storeCouponUser.coupon_id, couponId), eq(storeCouponUser.uid, uid)));
    if (held >= c.user_limit) {
      throw badRequest(c.user_limit === 1 ? '您已领取过该优惠券' : `该优惠券每人限领${c.user_limit}张`);
    }

    const [row] = await tx.insert(storeCouponUser).values(heldCoupon(c, uid)).returning({ id: storeCouponUser.id });
    return { coupon_user_id: row.id };
  });
}

/** The coupon a user holds from a template, valid from now (or the template's fixed dates). */
export function heldCoupon(c: typeof storeCoupon.$inferSelect, uid: number, now = new Date()) {
  const fixed = c.coupon_type === 1 && c.use_start_time && c.use_end_time;
  return {
    uid,
    coupon_id: c.id,
    mer_id: c.mer_id,
    type: c.type,
    coupon_title: c.title,
    coupon_price: c.coupon_price,
    use_min_price: c.use_min_price,
    scope_ids: c.scope_ids,
    start_time: fixed ? c.use_start_time! : now,
    end_time: fixed ? c.use_end_time! : new Date(now.getTime() + c.coupon_time * DAY_MS),
  };
}
