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
 * Above this many goods titles holding the keyword, the shortest ones are read in title-length
 * order instead: with that many matches, a short walk along the length index meets ten of them.
 */
const FEW_TITLES = 500;

/** Goods on sale whose title holds the keyword (lower-cased on both sides). */
const titleHolds = (keyword: string) =>
  and(eq(storeProduct.is_show, true), sql`lower(${storeProduct.store_name}) like ${likePattern(keyword)}`);

/**
 * Titles of goods on sale holding the keyword: all of them when there are at most FEW_TITLES
 * (the search index finds them), else the SUGGESTION_LIMIT shortest distinct ones (walking the
 * length index). Either way they include the shortest titles, which is all suggestions need.
 */
async function titlesHolding(db: Db, keyword: string): Promise<string[]> {
  const few = await db
    .select({ title: storeProduct.store_name })
    .from(storeProduct)
    .where(and(keywordMatch(keyword), titleHolds(keyword)))
    .limit(FEW_TITLES + 1);
  if (few.length <= FEW_TITLES) return few.map((r) => r.title);
  const length = sql<number>`char_length(${storeProduct.store_name})`;
  const shortest = await db
    .selectDistinct({ length, title: storeProduct.store_name })
    .from(storeProduct)
    .where(titleHolds(keyword))
    .orderBy(length, storeProduct.store_name)
    .limit(SUGGESTION_LIMIT);
  return shortest.map((r) => r.title);
}

/**
 * Suggestions containing the keyword, from the keyword table and the titles of goods on sale:
 * distinct, shortest first (then alphabetical), at most SUGGESTION_LIMIT.
 */
export async function suggestKeywords(db: Db, keyword: string) {
  const titles = await titlesHolding(db, keyword);
  const fromKeywords = db
    .select({ content: sql<string>`${searchKeyword.keyword}`.as('content') })
    .from(searchKeyword)
    .where(ilike(searchKeyword.keyword, containsPattern(keyword)));
  const titleArray = sql`array[${sql.join(
    titles.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]`;
  const fromGoods = db.select({ content: sql<string>`title`.as('content') }).from(sql`unnest(${titleArray}) as titles(title)`);
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
