import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeProduct } from '../../db/schema';
import { normalizeSearchText } from '../catalog/search-document';
import { heldPerGoodsListVersion } from './goods-list-version';

/** Shortest first (in characters), then in code-unit order: the order suggestions are shown in. */
export function bySuggestionOrder(a: string, b: string): number {
  return [...a].length - [...b].length || byText(a, b);
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The distinct titles of goods on sale, in suggestion order, held in memory: a scan of 100,000
 * short strings takes a few milliseconds, where walking them in the database took tens.
 */
class GoodsTitles {
  private readonly lowered: string[];

  constructor(private readonly titles: string[]) {
    this.lowered = titles.map(normalizeSearchText);
  }

  /** The `limit` first titles holding the keyword. */
  holding(keyword: string, limit: number): string[] {
    const needle = normalizeSearchText(keyword);
    const found: string[] = [];
    for (let i = 0; i < this.lowered.length && found.length < limit; i++) {
      if (this.lowered[i].includes(needle)) found.push(this.titles[i]);
    }
    return found;
  }
}

async function load(db: Db): Promise<GoodsTitles> {
  const rows = await db
    .selectDistinct({ title: storeProduct.store_name })
    .from(storeProduct)
    .where(eq(storeProduct.is_show, true));
  // lengths counted once per title, not once per comparison (a reload sorts every title)
  const sized = rows.map((r) => ({ title: r.title, length: [...r.title].length }));
  sized.sort((a, b) => a.length - b.length || byText(a.title, b.title));
  return new GoodsTitles(sized.map((s) => s.title));
}

/** The titles as of `version` (the caller has just read it) or newer. */
export const goodsTitles = heldPerGoodsListVersion(load);
