import type { KeywordSuggestion } from '@mall/contracts';
import { asc, desc, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { areaCode, searchKeyword } from '../../db/schema';
import { goodsListVersion } from './goods-list-version';
import { bySuggestionOrder, goodsTitles } from './goods-titles';

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
 * distinct, shortest first, at most SUGGESTION_LIMIT.
 */
export async function suggestKeywords(db: Db, keyword: string): Promise<KeywordSuggestion[]> {
  const [version, keywords] = await Promise.all([
    goodsListVersion(db),
    db.select({ keyword: searchKeyword.keyword }).from(searchKeyword).where(ilike(searchKeyword.keyword, containsPattern(keyword))),
  ]);
  const titles = (await goodsTitles(db, version)).holding(keyword, SUGGESTION_LIMIT);
  const distinct = [...new Set([...keywords.map((k) => k.keyword), ...titles])];
  return distinct
    .sort(bySuggestionOrder)
    .slice(0, SUGGESTION_LIMIT)
    .map((content) => ({ content }));
}

export function areaCodes(db: Db) {
  return db
    .select({ id: areaCode.id, state: areaCode.state, area_code: areaCode.area_code })
    .from(areaCode)
    .orderBy(asc(areaCode.id));
}
