/**
 * Demo data for checkout: a shipping template per merchant, shop and platform coupons (the demo
 * users hold some), the points rule, and the demo users' balances written to the ledger.
 * Money in fen.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  merchant,
  shippingRegion,
  shippingTemplate,
  storeCategory,
  storeCoupon,
  storeCouponUser,
  systemConfig,
  userBill,
  users,
} from '../db/schema';
import { demoUsers } from './users';

/** Remote provinces with their own postage: 新疆, 西藏, 青海, 内蒙古. */
const REMOTE_PROVINCES = [65, 54, 63, 15];

export async function insertCheckoutDemo(db: Db) {
  const merchants = await db
    .select({ id: merchant.id, is_trader: merchant.is_trader })
    .from(merchant)
    .orderBy(merchant.id);

  // shipping: platform shops free from ¥99 (else ¥6); others free from ¥59–¥199 (else ¥8–¥12)
  const templates = await db
    .insert(shippingTemplate)
    .values(
      merchants.map((m) => ({
        mer_id: m.id,
        name: m.is_trader ? '自营满99包邮' : '店铺运费模板',
        fee: m.is_trader ? 600 : 800 + (m.id % 3) * 200,
        free_above: m.is_trader ? 9_900 : [5_900, 9_900, 19_900][m.id % 3],
      })),
    )
    .onConflictDoNothing()
    .returning({ id: shippingTemplate.id });
  await db
    .insert(shippingRegion)
    .values(
      templates.flatMap((t) =>
        REMOTE_PROVINCES.map((province_id) => ({ template_id: t.id, province_id, fee: 2_000, free_above: null })),
      ),
    )
    .onConflictDoNothing();

  const [digital] = await db
    .select({ id: storeCategory.id })
    .from(storeCategory)
    .where(and(eq(storeCategory.level, 1), eq(storeCategory.cate_name, '手机数码')));
  const shops = merchants.slice(0, 12);
  const coupons = await db
    .insert(storeCoupon)
    .values([
      {
        mer_id: 0,
        title: '平台通用券 满300减30',
        type: 10,
        coupon_price: 3_000,
        use_min_price: 30_000,
        coupon_time: 30,
      },
      { mer_id: 0, title: '新人无门槛券 5元', type: 10, coupon_price: 500, use_min_price: 0, coupon_time: 30 },
      ...(digital
        ? [
            {
              mer_id: 0,
              title: '数码品类券 满1000减80',
              type: 11,
              coupon_price: 8_000,
              use_min_price: 100_000,
              scope_ids: [digital.id],
              coupon_time: 30,
            },
          ]
        : []),
      {
        mer_id: 0,
        title: '跨店满减券 满199减20',
        type: 12,
        coupon_price: 2_000,
        use_min_price: 19_900,
        scope_ids: shops.map((m) => m.id),
        coupon_time: 30,
      },
      ...shops.map((m) => ({
        mer_id: m.id,
        title: '店铺券 满100减10',
        type: 0,
        coupon_price: 1_000,
        use_min_price: 10_000,
        coupon_time: 30,
      })),
      ...shops.map((m) => ({
        mer_id: m.id,
        title: '店铺无门槛券 3元',
        type: 0,
        coupon_price: 300,
        use_min_price: 0,
        coupon_time: 30,
      })),
    ])
    .returning();

  const holders = await db
    .select({ uid: users.uid })
    .from(users)
    .where(
      inArray(
        users.phone,
        demoUsers.map((u) => u.phone),
      ),
    );
  const held = holders.flatMap((u) =>
    coupons.map((c) => ({
      uid: u.uid,
      coupon_id: c.id,
      mer_id: c.mer_id,
      type: c.type,
      coupon_title: c.title,
      coupon_price: c.coupon_price,
      use_min_price: c.use_min_price,
      scope_ids: c.scope_ids,
      start_time: sql`now()`,
      end_time: sql`now() + make_interval(days => ${c.coupon_time})`,
    })),
  );
  if (held.length) await db.insert(storeCouponUser).values(held);

  await db
    .insert(systemConfig)
    .values([
      { key: 'integral_fen_per_point', value: 1 },
      { key: 'integral_max_rate', value: 50 },
      // databases whose site settings were seeded before WeChat Pay existed
      { key: 'pay_weixin_open', value: 1 },
    ])
    .onConflictDoNothing();

  // the demo balances (src/seed/users.ts) are explained by the ledger
  const wallets = await db
    .select({ uid: users.uid, now_money: users.now_money })
    .from(users)
    .where(
      inArray(
        users.phone,
        demoUsers.map((u) => u.phone),
      ),
    );
  for (const w of wallets.filter((x) => x.now_money > 0)) {
    await db.insert(userBill).values({
      uid: w.uid,
      category: 'now_money',
      type: 'recharge',
      pm: 1,
      number: w.now_money,
      balance: w.now_money,
      title: '系统充值',
      mark: '演示账户余额',
    });
  }
  return {
    shipping_templates: templates.length,
    coupons: coupons.length,
    user_coupons: held.length,
    wallets: wallets.length,
  };
}
