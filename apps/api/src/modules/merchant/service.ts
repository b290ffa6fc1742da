import { and, asc, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { ShopListQuery } from '@mall/contracts';
import type { Db } from '../../db/client';
import { merchant, merchantType, storeProduct } from '../../db/schema';
import { onPage } from '../../lib/paging';
import { containsPattern } from '../common/service';
import { shopTotals } from './shop-totals';

/** Scores are stored x10 (0..50); clients get 0..5 with one decimal. */
export const score = (x10: number) => x10 / 10;

const RECOMMENDED = 3;

/** `GET /api/store/merchant/lst`: shops with their scores and a few best-selling goods. */
export async function listMerchants(db: Db, q: ShopListQuery) {
  const parts: (SQL | undefined)[] = [];
  if (q.keyword) {
    const pattern = containsPattern(q.keyword);
    parts.push(or(ilike(merchant.mer_name, pattern), ilike(merchant.mer_keyword, pattern)));
  }
  if (q.category_id) parts.push(eq(merchant.category_id, q.category_id));
  if (q.type_id) parts.push(eq(merchant.type_id, q.type_id));
  if (q.is_best !== undefined) parts.push(eq(merchant.is_best, q.is_best === 1));
  const where = and(...parts);
  const { sales } = shopTotals;
  const order =
    q.order === 'sales'
      ? [desc(sales), asc(merchant.id)]
      : q.order === 'rate'
        ? [
            desc(sql`${merchant.product_score} + ${merchant.service_score} + ${merchant.postage_score}`),
            asc(merchant.id),
          ]
        : [desc(merchant.is_trader), desc(merchant.care_count), asc(merchant.id)];
  const rows = await onPage(
    db
      .select({
        mer_id: merchant.id,
        mer_name: merchant.mer_name,
        mer_avatar: merchant.mer_avatar,
        mer_banner: merchant.mer_banner,
        mer_info: merchant.mer_info,
        is_trader: merchant.is_trader,
        type_name: merchantType.name,
        type_name_en: merchantType.name_en,
        care_count: merchant.care_count,
        product_score: merchant.product_score,
        service_score: merchant.service_score,
        postage_score: merchant.postage_score,
        sales,
      })
      .from(merchant)
      .innerJoin(merchantType, eq(merchantType.id, merchant.type_id))
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    q,
  );
  const total = await db.$count(merchant, where);
  const recommend = await bestSellers(
    db,
    rows.map((r) => r.mer_id),
  );
  const list = rows.map((r) => ({
    ...r,
    product_score: score(r.product_score),
    service_score: score(r.service_score),
    postage_score: score(r.postage_score),
    recommend: recommend.get(r.mer_id) ?? [],
  }));
  return { count: total, list };
}

/** The best-selling goods on sale of each shop, RECOMMENDED per shop: one short walk of the shop's sales index each. */
async function bestSellers(db: Db, merIds: number[]) {
  const lists = await Promise.all(
    merIds.map((mer_id) =>
      db
        .select({
          product_id: storeProduct.id,
          store_name: storeProduct.store_name,
          image: storeProduct.image,
          price: storeProduct.price,
        })
        .from(storeProduct)
        .where(and(eq(storeProduct.mer_id, mer_id), eq(storeProduct.is_show, true)))
        .orderBy(desc(storeProduct.sales), desc(storeProduct.id))
        .limit(RECOMMENDED),
    ),
  );
  return new Map(merIds.map((id, i) => [id, lists[i]]));
}
