import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeBrand, storeCategory, storeProduct } from '../../db/schema';
import { searchDocument } from './search-document';

/** The tsvector of a product's tokens (space-separated, as searchDocument returns them). */
export const tokensVector = (tokens: string) => sql`array_to_tsvector(string_to_array(${tokens}, ' '))`;

const BATCH = 1000;

/**
 * Writes the search text and tokens of goods that have none yet (goods written before the search
 * columns existed, or by code that does not fill them); answers how many it indexed.
 */
export async function indexUnindexedGoods(db: Db): Promise<number> {
  let done = 0;
  for (;;) {
    const rows = await db
      .select({
        id: storeProduct.id,
        store_name: storeProduct.store_name,
        keyword: storeProduct.keyword,
        brand_name: storeBrand.brand_name,
        cate_name: storeCategory.cate_name,
      })
      .from(storeProduct)
      .innerJoin(storeCategory, eq(storeCategory.id, storeProduct.cate_id))
      .leftJoin(storeBrand, eq(storeBrand.id, storeProduct.brand_id))
      .where(eq(storeProduct.search_text, ''))
      .orderBy(asc(storeProduct.id))
      .limit(BATCH);
    if (rows.length === 0) return done;
    const docs = rows.map((r) => ({ id: r.id, ...searchDocument(r) }));
    await db.execute(sql`
      update store_product p
      set search_text = v.search_text, search_tokens = array_to_tsvector(string_to_array(v.tokens, ' '))
      from jsonb_to_recordset(${JSON.stringify(docs)}::jsonb) as v(id int, search_text text, tokens text)
      where p.id = v.id`);
    done += rows.length;
  }
}
