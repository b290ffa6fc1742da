import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { areaCode, searchKeyword, storeProduct } from '../../db/schema';
import { likePattern } from '../catalog/search-document';
import { keywordMatch } from '../catalog/search-where';

export const SUGGESTION_LIMIT = 10;

export function hotKeywords(db: Db) {
  return db
    .select({ keyword: searchKeyword.keyword })
    .from(searchKeyword)
    .where(eq(searchKeyword.is_hot, true))
    .orderBy(desc(searchKeyword.sort), asc(searchKeyword.id));
}

/** `%keyword%` for ILIKE, with the wildcard characters of the keyword itself escaped. */
export function containsPattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Suggestions containing the keyword, from the keyword table and the titles of goods on sale:
 * distinct, shortest first (then alphabetical), at most SUGGESTION_LIMIT.
 */
export function suggestKeywords(db: Db, keyword: string) {
  const pattern = containsPattern(keyword);
  const fromKeywords = db
    .select({ content: sql<string>`${searchKeyword.keyword}`.as('content') })
    .from(searchKeyword)
    .where(ilike(searchKeyword.keyword, pattern));
  const fromGoods = db
    .select({ content: sql<string>`${storeProduct.store_name}`.as('content') })
    .from(storeProduct)
    // the search index narrows the goods; the title itself must hold the keyword
    .where(
      and(
        eq(storeProduct.is_show, true),
        keywordMatch(keyword),
        sql`lower(${storeProduct.store_name}) like ${likePattern(keyword)}`,
      ),
    );
  const found = union(fromKeywords, fromGoods).as('found');
  return db
    .select({ content: found.content })
    .from(found)
    .orderBy(sql`char_length(${found.content})`, found.content)
    .limit(SUGGESTION_LIMIT);
}

export function areaCodes(db: Db) {
  return db
    .select({ id: areaCode.id, state: areaCode.state, area_code: areaCode.area_code })
    .from(areaCode)
    .orderBy(asc(areaCode.id));
}
