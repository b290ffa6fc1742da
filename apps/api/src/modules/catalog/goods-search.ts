import { asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchant, storeProduct } from '../../db/schema';
import { onPage } from '../../lib/paging';
import { goodsWithCoupons } from '../coupon/offers';
import { likePattern } from './search-document';
import type { GoodsSearchQuery, SearchOrder } from '@mall/contracts';
import { searchWhere } from './search-where';

function orderOf(order: SearchOrder, keyword: string | undefined): SQL[] {
  switch (order) {
    case 'sales':
      return [desc(storeProduct.sales), desc(storeProduct.id)];
    case 'rate':
      return [desc(storeProduct.rate), desc(storeProduct.sales), desc(storeProduct.id)];
    case 'price_asc':
      return [asc(storeProduct.price), asc(storeProduct.id)];
    case 'price_desc':
      return [desc(storeProduct.price), desc(storeProduct.id)];
    default: {
      // 综合: goods whose title has the keyword before those matched by brand, category or keywords
      const inTitle = keyword ? [sql`(lower(${storeProduct.store_name}) like ${likePattern(keyword)}) desc`] : [];
      return [...inTitle, desc(storeProduct.sales), desc(storeProduct.id)];
    }
  }
}

/**
 * Goods cards of a list: goods matching `where` (on store_product joined with merchant), in
 * `order`, one page, with the total. Money in fen.
 */
export async function goodsCards(db: Db, where: SQL, order: SQL[], page: number, limit: number) {
  const rows = await onPage(
    db
      .select({
        product_id: storeProduct.id,
        store_name: storeProduct.store_name,
        image: storeProduct.image,
        price: storeProduct.price,
        ot_price: storeProduct.ot_price,
        sales: storeProduct.sales,
        rate: storeProduct.rate,
        stock: storeProduct.stock,
        mer_id: storeProduct.mer_id,
        mer_name: merchant.mer_name,
        is_trader: merchant.is_trader,
      })
      .from(storeProduct)
      .innerJoin(merchant, eq(merchant.id, storeProduct.mer_id))
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    { page, limit },
  );
  const [{ total }] = await db
    .select({ total: count() })
    .from(storeProduct)
    .innerJoin(merchant, eq(merchant.id, storeProduct.mer_id))
    .where(where);
  const withCoupons = await goodsWithCoupons(
    db,
    rows.map((r) => r.product_id),
  );
  const list = rows.map(({ mer_name, is_trader, rate, ...goods }) => ({
    spu_id: goods.product_id,
    ...goods,
    /** 0..5, one decimal */
    rate: rate / 10,
    merchant: { mer_name, is_trader },
    has_coupon: withCoupons.has(goods.product_id),
  }));
  return { count: total, list };
}

/** `GET /api/product/spu/lst`: goods on sale matching every filter, sorted and paged. */
export async function searchGoods(db: Db, q: GoodsSearchQuery) {
  return goodsCards(db, searchWhere(q), orderOf(q.order, q.keyword), q.page, q.limit);
}
