import { and, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeProduct } from '../../db/schema';
import { goodsCards } from '../catalog/goods-search';
import { inCategory } from '../catalog/search-where';
import { couponOffer } from './offers';

/** The goods a coupon of this type and scope applies to (the same rules as pricing a checkout). */
function scopeWhere(type: number, merId: number, scope: number[]): SQL {
  switch (type) {
    case 0:
      return eq(storeProduct.mer_id, merId);
    case 1:
      return and(eq(storeProduct.mer_id, merId), inArray(storeProduct.id, scope.length ? scope : [0]))!;
    case 11:
      return scope.length ? or(...scope.map(inCategory))! : sql`false`;
    case 12:
      return inArray(storeProduct.mer_id, scope.length ? scope : [0]);
    default:
      return sql`true`;
  }
}

/** `GET /api/product/spu/coupon_product`: the coupon, and the goods on sale it applies to, best sellers first. */
export async function couponGoods(db: Db, uid: number | null, q: { coupon_id: number; page: number; limit: number }) {
  const { offer, scope_ids } = await couponOffer(db, uid, q.coupon_id);
  const where = and(eq(storeProduct.is_show, true), scopeWhere(offer.type, offer.mer_id, scope_ids))!;
  const goods = await goodsCards(db, where, [desc(storeProduct.sales), desc(storeProduct.id)], q.page, q.limit);
  return { coupon: offer, ...goods };
}
