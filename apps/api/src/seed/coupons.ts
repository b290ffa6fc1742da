/**
 * Coupons for the coupon centre (领券中心): limited platform and shop coupons, goods coupons on
 * best sellers, one closing soon and one not open yet. Money in fen. (The checkout demo coupons,
 * without limits, are in checkout.ts.)
 */
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { merchant, storeCategory, storeCoupon, storeProduct } from '../db/schema';

const DAY_MS = 86_400_000;

export async function insertCouponCentre(db: Db) {
  const now = Date.now();
  const shops = await db.select({ id: merchant.id }).from(merchant).orderBy(merchant.id).limit(12);
  const cats = await db
    .select({ id: storeCategory.id, name: storeCategory.cate_name })
    .from(storeCategory)
    .where(and(eq(storeCategory.level, 1), inArray(storeCategory.cate_name, ['家用电器', '美妆个护', '食品生鲜', '服饰内衣'])));
  const limited = (total: number, user_limit = 1) => ({ total_count: total, remain_count: total, user_limit });

  const rows: (typeof storeCoupon.$inferInsert)[] = [
    { mer_id: 0, type: 10, title: '全场通用券 满99减10', coupon_price: 1_000, use_min_price: 9_900, ...limited(1_000, 2) },
    { mer_id: 0, type: 10, title: '限量神券 满50减20', coupon_price: 2_000, use_min_price: 5_000, ...limited(100) },
    {
      mer_id: 0,
      type: 10,
      title: '周末特惠券 满200减30',
      coupon_price: 3_000,
      use_min_price: 20_000,
      receive_end_time: new Date(now + 3 * DAY_MS),
      coupon_type: 1,
      use_start_time: new Date(now - DAY_MS),
      use_end_time: new Date(now + 7 * DAY_MS),
      ...limited(500),
    },
    // not open yet: not listed until its claim window starts
    { mer_id: 0, type: 10, title: '下周预告券 满100减15', coupon_price: 1_500, use_min_price: 10_000, receive_start_time: new Date(now + 7 * DAY_MS) },
    ...cats.map((c) => ({
      mer_id: 0,
      type: 11,
      title: `${c.name}品类券 满500减40`,
      coupon_price: 4_000,
      use_min_price: 50_000,
      scope_ids: [c.id],
      ...limited(300),
    })),
    {
      mer_id: 0,
      type: 12,
      title: '跨店狂欢券 满299减30',
      coupon_price: 3_000,
      use_min_price: 29_900,
      scope_ids: shops.map((s) => s.id),
      ...limited(800),
    },
    ...shops.map((s, i) => ({
      mer_id: s.id,
      type: 0,
      title: '店铺限量券 满200减25',
      coupon_price: 2_500,
      use_min_price: 20_000,
      coupon_time: 15,
      ...limited(200 + i * 10),
    })),
  ];
  // a goods coupon on each of the shops' two best sellers
  for (const s of shops) {
    const best = await db
      .select({ id: storeProduct.id })
      .from(storeProduct)
      .where(and(eq(storeProduct.mer_id, s.id), eq(storeProduct.is_show, true)))
      .orderBy(desc(storeProduct.sales), desc(storeProduct.id))
      .limit(2);
    for (const p of best) {
      rows.push({ mer_id: s.id, type: 1, title: '单品立减券 满1减5', coupon_price: 500, use_min_price: 100, scope_ids: [p.id], ...limited(100, 2) });
    }
  }
  const inserted = await db.insert(storeCoupon).values(rows).returning({ id: storeCoupon.id });
  return { coupons: inserted.length };
}
