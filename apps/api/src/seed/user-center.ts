/**
 * Demo data for the user centre of 张小明 (13800138000): the points ledger that explains the
 * 1200 points (sign-in, orders, spending, expiry, some about to expire), favourites, followed
 * shops, browsing history over a few days, an invoice title and a coupon that has expired.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { merchant, storeCouponUser, storeProduct, userBill, userReceipt, userRelation, users, userVisit } from '../db/schema';
import { demoUsers } from './users';

const POINTS: { type: string; pm: 0 | 1; number: number; title: string; mark: string; daysAgo: number }[] = [
  { type: 'sign', pm: 1, number: 300, title: '签到奖励', mark: '连续签到7天奖励', daysAgo: 380 },
  { type: 'deduction', pm: 0, number: 200, title: '购买商品使用积分', mark: '使用了200个积分，抵扣2.00元', daysAgo: 370 },
  { type: 'order_give', pm: 1, number: 500, title: '购物赠送积分', mark: '订单完成赠送', daysAgo: 345 },
  { type: 'expire', pm: 0, number: 100, title: '积分过期', mark: '积分有效期为365天', daysAgo: 15 },
  { type: 'order_give', pm: 1, number: 600, title: '购物赠送积分', mark: '订单完成赠送', daysAgo: 30 },
  ...[5, 4, 3, 2, 1].map((d) => ({ type: 'sign', pm: 1 as const, number: 20, title: '签到奖励', mark: '每日签到', daysAgo: d })),
];

const ago = (days: number, hours = 0) => sql`now() - make_interval(days => ${days}, hours => ${hours})`;

export async function insertUserCenterDemo(db: Db): Promise<Record<string, number>> {
  const [demo] = await db.select().from(users).where(eq(users.phone, demoUsers[0].phone));
  if (!demo) return { users: 0 };

  let balance = 0;
  const ledger = POINTS.map((p) => {
    balance += p.pm ? p.number : -p.number;
    return { uid: demo.uid, category: 'integral', type: p.type, pm: p.pm, number: p.number, balance, title: p.title, mark: p.mark, created_at: ago(p.daysAgo) as unknown as Date };
  });
  // the ledger ends at the demo user's points (src/seed/users.ts)
  if (balance !== demo.integral) throw new Error(`points ledger sums to ${balance}, not ${demo.integral}`);
  await db.insert(userBill).values(ledger);

  // goods and shops from the end of the catalog, away from those other demos and tests use first
  const goods = await db
    .select({ id: storeProduct.id })
    .from(storeProduct)
    .where(eq(storeProduct.is_show, true))
    .orderBy(desc(storeProduct.id))
    .limit(12);
  const shops = await db.select({ id: merchant.id }).from(merchant).orderBy(desc(merchant.id)).limit(2);
  await db.insert(userRelation).values([
    ...goods.slice(0, 4).map((g, i) => ({ uid: demo.uid, type: 0, type_id: g.id, create_time: ago(i) as unknown as Date })),
    ...shops.map((m, i) => ({ uid: demo.uid, type: 10, type_id: m.id, create_time: ago(i) as unknown as Date })),
  ]).onConflictDoNothing();
  for (const m of shops) await db.update(merchant).set({ care_count: sql`${merchant.care_count} + 1` }).where(eq(merchant.id, m.id));
  await db
    .insert(userVisit)
    .values(goods.slice(4, 12).map((g, i) => ({ uid: demo.uid, product_id: g.id, visit_time: ago(Math.floor(i / 3), i) as unknown as Date })))
    .onConflictDoNothing();

  await db.insert(userReceipt).values({
    uid: demo.uid,
    receipt_type: 1,
    receipt_title_type: 2,
    receipt_title: '上海示例商贸有限公司',
    duty_paragraph: '91310000MA1FL0XX2B',
    email: 'invoice@example.com',
    is_default: true,
  });

  // a second copy of a held coupon that ran out yesterday: the 已过期 tab has something to show
  const [held] = await db
    .select()
    .from(storeCouponUser)
    .where(and(eq(storeCouponUser.uid, demo.uid), eq(storeCouponUser.status, 0)))
    .orderBy(storeCouponUser.id)
    .limit(1);
  if (held) {
    const { id: _id, created_at: _created, ...terms } = held;
    await db.insert(storeCouponUser).values({ ...terms, start_time: ago(31) as unknown as Date, end_time: ago(1) as unknown as Date });
  }

  return { points_entries: ledger.length, favourites: Math.min(goods.length, 4) + shops.length, history: Math.max(0, goods.length - 4) };
}
