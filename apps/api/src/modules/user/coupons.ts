/**
 * The coupons a user holds (`GET /api/coupon/list`). Whether a coupon has expired is decided by
 * the clock at the time of the query (end_time <= now()), never by a job that may not have run.
 */
import { and, desc, eq, gt, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { CouponTab } from '@mall/contracts';
import type { Db } from '../../db/client';
import { merchant, storeCategory, storeCouponUser, storeProduct } from '../../db/schema';
import { onPage } from '../../lib/paging';

function tabWhere(uid: number, tab: CouponTab): SQL {
  const mine = eq(storeCouponUser.uid, uid);
  if (tab === 1) return and(mine, eq(storeCouponUser.status, 1))!;
  const live = and(eq(storeCouponUser.status, 0), gt(storeCouponUser.end_time, sql`now()`));
  if (tab === 0) return and(mine, live)!;
  return and(
    mine,
    ne(storeCouponUser.status, 1),
    or(eq(storeCouponUser.status, 2), lte(storeCouponUser.end_time, sql`now()`)),
  )!;
}

const TYPE_NAMES: Record<number, string> = { 0: '店铺券', 1: '商品券', 10: '平台通用券', 11: '品类券', 12: '跨店券' };

async function names<T extends { id: number; name: string }>(rows: Promise<T[]>) {
  return new Map((await rows).map((r) => [r.id, r.name]));
}

/** One tab of the user's coupons, with what each applies to (scope) and where to use it. */
export async function userCoupons(db: Db, uid: number, tab: CouponTab, page: number, limit: number) {
  const where = tabWhere(uid, tab);
  const rows = await onPage(
    db
      .select()
      .from(storeCouponUser)
      .where(where)
      .orderBy(tab === 0 ? storeCouponUser.end_time : desc(storeCouponUser.end_time), desc(storeCouponUser.id))
      .$dynamic(),
    { page, limit },
  );
  const merIds = new Set<number>();
  const goodsIds = new Set<number>();
  const cateIds = new Set<number>();
  for (const r of rows) {
    if (r.mer_id) merIds.add(r.mer_id);
    if (r.type === 12) r.scope_ids.forEach((id) => merIds.add(id));
    if (r.type === 1) r.scope_ids.forEach((id) => goodsIds.add(id));
    if (r.type === 11) r.scope_ids.forEach((id) => cateIds.add(id));
  }
  const [shops, goods, cates] = await Promise.all([
    merIds.size
      ? names(
          db
            .select({ id: merchant.id, name: merchant.mer_name })
            .from(merchant)
            .where(inArray(merchant.id, [...merIds])),
        )
      : new Map(),
    goodsIds.size
      ? names(
          db
            .select({ id: storeProduct.id, name: storeProduct.store_name })
            .from(storeProduct)
            .where(inArray(storeProduct.id, [...goodsIds])),
        )
      : new Map(),
    cateIds.size
      ? names(
          db
            .select({ id: storeCategory.id, name: storeCategory.cate_name })
            .from(storeCategory)
            .where(inArray(storeCategory.id, [...cateIds])),
        )
      : new Map(),
  ]);
  const namesOf = (map: Map<number, string>, ids: number[]) =>
    ids.map((id) => map.get(id)).filter((n): n is string => Boolean(n));
  const pick = (map: Map<number, string>, ids: number[]) => namesOf(map, ids).join('、');
  const list = rows.map((r) => {
    const scope =
      r.type === 0
        ? `仅限${shops.get(r.mer_id) ?? '本店'}使用`
        : r.type === 1
          ? `仅限指定商品：${pick(goods, r.scope_ids) || '指定商品'}`
          : r.type === 11
            ? `仅限${pick(cates, r.scope_ids) || '指定'}品类使用`
            : r.type === 12
              ? `${pick(shops, r.scope_ids.slice(0, 3)) || '指定店铺'}${r.scope_ids.length > 3 ? `等${r.scope_ids.length}家店铺` : ''}可用`
              : '全平台通用';
    // the names in the sentence, so that an app in another language can write its own
    const scopeNames =
      r.type === 0
        ? [shops.get(r.mer_id) ?? '']
        : r.type === 1
          ? namesOf(goods, r.scope_ids)
          : r.type === 11
            ? namesOf(cates, r.scope_ids)
            : r.type === 12
              ? namesOf(shops, r.scope_ids.slice(0, 3))
              : [];
    return {
      coupon_user_id: r.id,
      coupon_id: r.coupon_id,
      title: r.coupon_title,
      type: r.type,
      type_name: TYPE_NAMES[r.type] ?? '优惠券',
      mer_id: r.mer_id,
      mer_name: r.mer_id ? (shops.get(r.mer_id) ?? '') : '',
      coupon_price: r.coupon_price,
      use_min_price: r.use_min_price,
      scope,
      scope_names: scopeNames.filter(Boolean),
      scope_count: r.type === 0 ? 1 : r.type === 10 ? 0 : r.scope_ids.length,
      start_time: r.start_time,
      end_time: r.end_time,
      use_time: r.use_time,
      status: tab,
      /** 去使用: the goods it applies to */
      use_url: r.type === 0 ? `/store?id=${r.mer_id}` : `/goods_coupon?coupon_id=${r.coupon_id}`,
    };
  });
  const counts = await Promise.all(([0, 1, 2] as const).map((t) => db.$count(storeCouponUser, tabWhere(uid, t))));
  return { count: counts[tab], counts: { unused: counts[0], used: counts[1], expired: counts[2] }, list };
}
