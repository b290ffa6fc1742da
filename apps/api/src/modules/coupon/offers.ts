/**
 * Claimable coupons (templates) as the coupon centre, shop pages and goods pages list them,
 * with what the viewer may do with each. Money in fen.
 */
import type { CouponOffer as CouponOfferAnswer } from '@mall/contracts';
import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchant, storeCoupon, storeCouponUser, storeProduct, type CouponType } from '../../db/schema';
import { notFound } from '../../http/envelope';
import { onPage } from '../../lib/paging';

/** Templates inside their claim window whose use period has not ended (sold-out ones included). */
export const listable: SQL = and(
  eq(storeCoupon.is_del, false),
  eq(storeCoupon.is_show, true),
  or(isNull(storeCoupon.receive_start_time), lte(storeCoupon.receive_start_time, sql`now()`)),
  or(isNull(storeCoupon.receive_end_time), gt(storeCoupon.receive_end_time, sql`now()`)),
  or(eq(storeCoupon.coupon_type, 0), gt(storeCoupon.use_end_time, sql`now()`)),
)!;

const soldOut = sql`coalesce(${storeCoupon.remain_count} = 0, false)`;

function offerColumns(uid: number | null) {
  const held = sql<number>`(select count(*) from ${storeCouponUser}
    where ${storeCouponUser.coupon_id} = ${storeCoupon.id} and ${storeCouponUser.uid} = ${uid ?? 0})`.mapWith(Number);
  return {
    coupon_id: storeCoupon.id,
    mer_id: storeCoupon.mer_id,
    title: storeCoupon.title,
    type: storeCoupon.type,
    coupon_price: storeCoupon.coupon_price,
    use_min_price: storeCoupon.use_min_price,
    coupon_type: storeCoupon.coupon_type,
    coupon_time: storeCoupon.coupon_time,
    use_start_time: storeCoupon.use_start_time,
    use_end_time: storeCoupon.use_end_time,
    receive_end_time: storeCoupon.receive_end_time,
    total_count: storeCoupon.total_count,
    remain_count: storeCoupon.remain_count,
    user_limit: storeCoupon.user_limit,
    received: uid === null ? sql<number>`0`.mapWith(Number) : held,
    mer_name: merchant.mer_name,
    mer_avatar: merchant.mer_avatar,
    is_trader: merchant.is_trader,
  };
}

function toOffer({ mer_name, mer_avatar, is_trader, ...row }: OfferRow) {
  const state: CouponOfferAnswer['state'] =
    row.received >= row.user_limit ? 'received' : row.remain_count === 0 ? 'sold_out' : 'receive';
  return {
    ...row,
    state,
    merchant: mer_name === null ? null : { mer_name, mer_avatar, is_trader },
  };
}

/**
 * An offer as the API holds it, before JSON: the contract's couponOffer (@mall/contracts) except that
 * the use and claim times are Date objects (JSON makes them the contract's ISO text) and the columns
 * keep their own types (coupon_type a smallint, not 0 | 1), so it is not the contract's type; its
 * `state` is the contract's. coupon-offers.test.ts parses the answers with the contract.
 */
export type CouponOffer = ReturnType<typeof toOffer>;

type OfferRow = Awaited<ReturnType<typeof selectOffers>>[number];

function selectOffers(db: Db, uid: number | null, where: SQL) {
  return db
    .select(offerColumns(uid))
    .from(storeCoupon)
    .leftJoin(merchant, eq(merchant.id, storeCoupon.mer_id))
    .where(and(listable, where))
    .orderBy(soldOut, desc(storeCoupon.coupon_price), asc(storeCoupon.id));
}

/** `GET /api/coupon/getlst`: the coupon centre, one kind or all, paged. */
export async function centreOffers(db: Db, uid: number | null, q: { type?: CouponType; page: number; limit: number }) {
  const where = q.type === undefined ? sql`true` : eq(storeCoupon.type, q.type);
  const rows = await onPage(selectOffers(db, uid, where).$dynamic(), q);
  const [{ total }] = await db
    .select({ total: count() })
    .from(storeCoupon)
    .where(and(listable, where));
  return { count: total, list: rows.map(toOffer) };
}

/** `GET /api/coupon/store/:mer_id`: a shop's shop and goods coupons. */
export async function shopOffers(db: Db, uid: number | null, merId: number) {
  const [shop] = await db.select({ id: merchant.id }).from(merchant).where(eq(merchant.id, merId));
  if (!shop) throw notFound('店铺不存在');
  const rows = await selectOffers(db, uid, and(eq(storeCoupon.mer_id, merId), inArray(storeCoupon.type, [0, 1]))!).limit(50);
  return rows.map(toOffer);
}

/** Shop coupons of the goods' shop, and goods coupons naming the goods. */
export function coversGoods(productId: SQL | number, merId: SQL | number): SQL {
  return and(
    eq(storeCoupon.mer_id, merId),
    or(
      eq(storeCoupon.type, 0),
      and(eq(storeCoupon.type, 1), sql`${storeCoupon.scope_ids} @> jsonb_build_array((${productId})::int)`),
    ),
  )!;
}

/** `GET /api/coupon/product`: the coupons a goods page offers. */
export async function goodsOffers(db: Db, uid: number | null, productId: number) {
  const [goods] = await db
    .select({ mer_id: storeProduct.mer_id })
    .from(storeProduct)
    .where(and(eq(storeProduct.id, productId), eq(storeProduct.is_show, true)));
  if (!goods) throw notFound('商品不存在');
  const rows = await selectOffers(db, uid, coversGoods(productId, goods.mer_id)).limit(50);
  return rows.map(toOffer);
}

/** One template for /goods_coupon (any that is not deleted: a held coupon may be hidden from the centre). */
export async function couponOffer(db: Db, uid: number | null, couponId: number) {
  const [row] = await db
    .select({ ...offerColumns(uid), scope_ids: storeCoupon.scope_ids })
    .from(storeCoupon)
    .leftJoin(merchant, eq(merchant.id, storeCoupon.mer_id))
    .where(and(eq(storeCoupon.id, couponId), eq(storeCoupon.is_del, false)));
  if (!row) throw notFound('优惠券不存在');
  const { scope_ids, ...offer } = row;
  return { offer: toOffer(offer), scope_ids };
}

/** Of the given goods, those with a claimable shop or goods coupon (the 券 tag of goods cards). */
export async function goodsWithCoupons(db: Db, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const claimable = and(listable, sql`not ${soldOut}`, coversGoods(sql`${storeProduct.id}`, sql`${storeProduct.mer_id}`));
  const rows = await db
    .select({ id: storeProduct.id })
    .from(storeProduct)
    .where(
      and(
        inArray(storeProduct.id, productIds),
        sql`exists (select 1 from ${storeCoupon} where ${claimable})`,
      ),
    );
  return new Set(rows.map((r) => r.id));
}
