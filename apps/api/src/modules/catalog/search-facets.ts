import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchant, merchantType, storeBrand, storeProduct, storeProductParam } from '../../db/schema';
import { onPage, pageOf } from '../../lib/paging';
import type { SearchFilter } from '@mall/contracts';
import { searchWhere } from './search-where';

/**
 * Brands for the search page: those of the goods matching the other filters, most goods first.
 * Without a keyword or category: every brand (the brand list page).
 */
export async function searchBrands(db: Db, q: SearchFilter, page: number, limit: number) {
  const narrowed =
    q.keyword ||
    q.cate_pid ||
    q.mer_type_id ||
    q.filter_params ||
    q.price_on !== undefined ||
    q.price_off !== undefined;
  if (!narrowed) {
    const list = await onPage(
      db
        .select({
          brand_id: storeBrand.id,
          brand_name: storeBrand.brand_name,
          pic: storeBrand.pic,
          category_id: storeBrand.category_id,
        })
        .from(storeBrand)
        .orderBy(desc(storeBrand.sort), asc(storeBrand.id))
        .$dynamic(),
      { page, limit },
    );
    return { count: await db.$count(storeBrand), list };
  }
  const goods = count(storeProduct.id);
  const rows = await db
    .select({
      brand_id: storeBrand.id,
      brand_name: storeBrand.brand_name,
      pic: storeBrand.pic,
      category_id: storeBrand.category_id,
      goods,
    })
    .from(storeProduct)
    .innerJoin(merchant, eq(merchant.id, storeProduct.mer_id))
    .innerJoin(storeBrand, eq(storeBrand.id, storeProduct.brand_id))
    .where(searchWhere(q, { except: 'brand_id' }))
    .groupBy(storeBrand.id)
    .orderBy(desc(goods), asc(storeBrand.id));
  return { count: rows.length, list: pageOf(rows, { page, limit }) };
}

/** Parameters that tell goods apart poorly or are shown elsewhere (brand has its own filter). */
const NOT_FILTERS = ['品牌', '型号', '商品毛重', '净含量'];
const MAX_FILTERS = 6;
const MAX_VALUES = 12;

/**
 * `GET /api/product/spu/params`: parameter filters for the goods matching a search — the
 * parameters most of them have, each with its commonest values (at least two, else no choice).
 */
export async function searchParams(db: Db, q: SearchFilter) {
  const goods = count(storeProductParam.product_id);
  const rows = await db
    .select({ name: storeProductParam.name, value: storeProductParam.value, goods })
    .from(storeProductParam)
    .innerJoin(storeProduct, eq(storeProduct.id, storeProductParam.product_id))
    .innerJoin(merchant, eq(merchant.id, storeProduct.mer_id))
    .where(sql`${searchWhere(q, { except: 'filter_params' })} and ${storeProductParam.name} not in ${NOT_FILTERS}`)
    .groupBy(storeProductParam.name, storeProductParam.value)
    .orderBy(desc(goods), asc(storeProductParam.value));
  const byName = new Map<string, { name: string; values: string[]; goods: number }>();
  for (const r of rows) {
    const entry = byName.get(r.name) ?? { name: r.name, values: [], goods: 0 };
    entry.goods += r.goods;
    if (entry.values.length < MAX_VALUES) entry.values.push(r.value);
    byName.set(r.name, entry);
  }
  return [...byName.values()]
    .filter((p) => p.values.length >= 2)
    .sort((a, b) => b.goods - a.goods || a.name.localeCompare(b.name, 'zh-CN'))
    .slice(0, MAX_FILTERS)
    .map(({ name, values }) => ({ name, values }));
}

/** Shop types (旗舰店, 专营店, …): the search page's shop-type filter. */
export function merchantTypes(db: Db) {
  return db
    .select({ mer_type_id: merchantType.id, type_name: merchantType.name, type_name_en: merchantType.name_en })
    .from(merchantType)
    .orderBy(asc(merchantType.id));
}
