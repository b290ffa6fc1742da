/**
 * Chinese goods search without a Chinese parser: the searchable fields of a product are cut into
 * every single character and every pair of neighbouring characters (uni- and bigrams) on the app
 * side and stored as the lexemes of a GIN-indexed tsvector. A query becomes the AND of its own
 * bigrams (a single character stands for itself), so the index returns every product whose text
 * contains the query, plus a few that only contain its pieces; the exact LIKE check on the stored
 * lower-cased text then removes those. Both steps run in SQL, on PGlite and on PostgreSQL alike.
 */

/** Fields are joined with a line break: a query never holds one, so a match never spans two fields. */
const FIELD_SEPARATOR = '\n';

export interface SearchFields {
  store_name: string;
  keyword: string;
  brand_name: string | null;
  cate_name: string;
}

/** Lower-cases the way every stored text and every query is compared. */
export const normalizeSearchText = (s: string) => s.toLowerCase();

/** Characters (code points, so that rare Han characters outside the BMP count as one). */
const segments = (text: string) => text.split(/\s+/u).filter(Boolean).map((s) => [...s]);

/** Uni- and bigrams of a stored text; whitespace separates, it is never part of a token. */
export function documentTokens(text: string): string[] {
  const tokens = new Set<string>();
  for (const chars of segments(text)) {
    chars.forEach((c, i) => {
      tokens.add(c);
      if (i > 0) tokens.add(chars[i - 1] + c);
    });
  }
  return [...tokens];
}

/** The tokens every text containing `query` has: bigrams, or the character of a 1-character piece. */
export function queryTokens(query: string): string[] {
  const tokens = new Set<string>();
  for (const chars of segments(normalizeSearchText(query))) {
    if (chars.length === 1) tokens.add(chars[0]);
    for (let i = 1; i < chars.length; i++) tokens.add(chars[i - 1] + chars[i]);
  }
  return [...tokens];
}

/** What is stored for a product: the text LIKE checks and the tokens (space-separated) of its tsvector. */
export function searchDocument(fields: SearchFields): { search_text: string; tokens: string } {
  const search_text = normalizeSearchText(
    [fields.store_name, fields.brand_name ?? '', fields.cate_name, fields.keyword].join(FIELD_SEPARATOR),
  );
  return { search_text, tokens: documentTokens(search_text).join(' ') };
}

/** A tsquery literal: every token quoted, so that & | ! ( ) : in a query are plain characters. */
export function tsqueryOf(tokens: string[]): string {
  return tokens.map((t) => `'${t.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`).join(' & ');
}

/** `%query%` for LIKE on the stored text, with the query's own wildcards escaped. */
export function likePattern(query: string): string {
  return `%${normalizeSearchText(query).replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
