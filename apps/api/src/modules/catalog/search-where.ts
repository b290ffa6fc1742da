import { and, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { merchant, storeCategory, storeProduct, storeProductParam } from '../../db/schema';
import { likePattern, queryTokens, tsqueryOf } from './search-document';
import type { SearchFilter } from '@mall/contracts';

/** Goods containing the keyword: the GIN index finds candidates, LIKE keeps the exact matches. */
export function keywordMatch(keyword: string): SQL {
  const tokens = queryTokens(keyword);
  const exact = sql`${storeProduct.search_text} like ${likePattern(keyword)}`;
  return tokens.length > 0 ? sql`(${storeProduct.search_tokens} @@ ${tsqueryOf(tokens)}::tsquery and ${exact})` : exact;
}

/** Goods of a category at any level of the tree (goods hang on level-3 categories). */
export function inCategory(id: number): SQL {
  const children = sql`select ${storeCategory.id} from ${storeCategory} where ${storeCategory.pid} = ${id}`;
  return sql`${storeProduct.cate_id} in (
    select ${storeCategory.id} from ${storeCategory}
    where ${storeCategory.id} = ${id} or ${storeCategory.pid} = ${id} or ${storeCategory.pid} in (${children}))`;
}

export interface WhereOptions {
  /** leave out one filter (a filter's own choices stay visible while it is applied) */
  except?: 'brand_id' | 'filter_params';
}

/**
 * Conditions of a goods search on store_product (joined with merchant when `mer_type_id` is
 * given). Goods not on sale never match.
 */
export function searchWhere(q: SearchFilter, opts: WhereOptions = {}): SQL {
  const parts: (SQL | undefined)[] = [eq(storeProduct.is_show, true)];
  if (q.keyword) parts.push(keywordMatch(q.keyword));
  if (q.cate_pid) parts.push(inCategory(q.cate_pid));
  if (q.mer_id) parts.push(eq(storeProduct.mer_id, q.mer_id));
  if (q.brand_id && opts.except !== 'brand_id') parts.push(inArray(storeProduct.brand_id, q.brand_id));
  if (q.mer_type_id) parts.push(inArray(merchant.type_id, q.mer_type_id));
  if (q.price_on !== undefined) parts.push(gte(storeProduct.price, q.price_on));
  if (q.price_off !== undefined) parts.push(lte(storeProduct.price, q.price_off));
  if (q.filter_params && opts.except !== 'filter_params') {
    for (const [name, values] of Object.entries(q.filter_params)) {
      const match = and(
        eq(storeProductParam.product_id, storeProduct.id),
        eq(storeProductParam.name, name),
        inArray(storeProductParam.value, values),
      );
      parts.push(sql`exists (select 1 from ${storeProductParam} where ${match})`);
    }
  }
  return and(...parts)!;
}
