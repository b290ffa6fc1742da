import { and, asc, desc, eq, ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { union } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { areaCode, searchKeyword, storeProduct } from '../../db/schema';
import { normalizeSearchText } from '../catalog/search-document';
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

/** The shortest titles on sale looked at first: a keyword in many titles is met among them. */
const SHORTEST_FIRST = 40_000;
/**
 * Above this many goods titles holding the keyword, the shortest ones are read in title-length
 * order instead: with that many matches, a walk along the length index meets ten of them.
 */
const FEW_TITLES = 500;

const titleLength = sql<number>`char_length(${storeProduct.store_name})`;
/** strpos, not LIKE: the planner takes LIKE '%q%' for rare and would sort every match instead of walking the length index. */
const holds = (title: SQL | SQL.Aliased | AnyColumn, keyword: string) => sql`strpos(lower(${title}), ${normalizeSearchText(keyword)}) > 0`;

/** The SUGGESTION_LIMIT shortest distinct titles holding the keyword among the `within` shortest titles on sale (all without it). */
async function shortestTitles(db: Db, keyword: string, within?: number): Promise<string[]> {
  const onSale = db
    .select({ length: titleLength.as('length'), title: sql<string>`${storeProduct.store_name}`.as('title') })
    .from(storeProduct)
    .where(eq(storeProduct.is_show, true))
    .orderBy(titleLength, storeProduct.store_name);
  const walked = (within === undefined ? onSale : onSale.limit(within)).as('walked');
  const rows = await db
    .selectDistinct({ length: walked.length, title: walked.title })
    .from(walked)
    .where(holds(walked.title, keyword))
    .orderBy(walked.length, walked.title)
    .limit(SUGGESTION_LIMIT);
  return rows.map((r) => r.title);
}

/**
 * Titles of goods on sale holding the keyword, including its SUGGESTION_LIMIT shortest ones,
 * which is all suggestions need. A keyword in many titles meets enough of them among the
 * shortest titles; otherwise the search index finds them all when they are few, and the length
 * index is walked to the end when they are many (but all long).
 */
async function titlesHolding(db: Db, keyword: string): Promise<string[]> {
  const shortest = await shortestTitles(db, keyword, SHORTEST_FIRST);
  if (shortest.length === SUGGESTION_LIMIT) return shortest;
  const few = await db
    .select({ title: storeProduct.store_name })
    .from(storeProduct)
    .where(and(eq(storeProduct.is_show, true), keywordMatch(keyword), holds(storeProduct.store_name, keyword)))
    .limit(FEW_TITLES + 1);
  if (few.length <= FEW_TITLES) return few.map((r) => r.title);
  return shortestTitles(db, keyword);
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
