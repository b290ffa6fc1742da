/**
 * Sign-in and SVIP demo: the reward ladder, the SVIP plans (fen), member price 9折, 200 points
 * and two member-only coupons (hidden from the coupon centre) for every purchase; the demo
 * shopper's sign-ins of the last five days (the ones the points ledger of ./user-center.ts shows).
 */
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { storeCoupon, svipPlan, systemConfig, userSign, users } from '../db/schema';
import { addDays, shanghaiDay } from '../lib/shanghai-day';
import { demoUsers } from './users';

export async function insertMemberDemo(db: Db) {
  const plans = await db
    .insert(svipPlan)
    .values([
      { title: '月卡', days: 30, price: 1_500, ot_price: 3_000, sort: 1 },
      { title: '季卡', days: 90, price: 3_900, ot_price: 9_000, sort: 2 },
      { title: '年卡', days: 365, price: 12_800, ot_price: 36_000, sort: 3 },
    ])
    .returning({ id: svipPlan.id });
  const coupons = await db
    .insert(storeCoupon)
    .values([
      { mer_id: 0, type: 10, title: 'SVIP专享券 满100减15', coupon_price: 1_500, use_min_price: 10_000, coupon_time: 30, is_show: false, user_limit: 100 },
      { mer_id: 0, type: 10, title: 'SVIP专享券 满300减50', coupon_price: 5_000, use_min_price: 30_000, coupon_time: 30, is_show: false, user_limit: 100 },
    ])
    .returning({ id: storeCoupon.id });
  const config = {
    sign_rewards: [5, 5, 10, 10, 15, 15, 30],
    svip_discount: 90,
    svip_join_integral: 200,
    svip_join_coupon_ids: coupons.map((c) => c.id),
  };
  await db
    .insert(systemConfig)
    .values(Object.entries(config).map(([key, value]) => ({ key, value })))
    .onConflictDoNothing();

  const [demo] = await db.select({ uid: users.uid }).from(users).where(eq(users.phone, demoUsers[0].phone));
  let signs = 0;
  if (demo) {
    const today = shanghaiDay(Date.now());
    const days = [5, 4, 3, 2, 1].map((ago, i) => ({ uid: demo.uid, day: addDays(today, -ago), streak: i + 1, reward: 20 }));
    signs = (await db.insert(userSign).values(days).onConflictDoNothing().returning({ id: userSign.id })).length;
  }
  return { plans: plans.length, coupons: coupons.length, signs };
}
