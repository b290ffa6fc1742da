import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { goodsTitlesVersion, storeProduct } from '../../db/schema';
import { normalizeSearchText } from '../catalog/search-document';

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

  constructor(
    readonly version: bigint,
    private readonly titles: string[],
  ) {
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
  // the version first: titles read after it are at least that new
  const version = await titlesVersion(db);
  const rows = await db
    .selectDistinct({ title: storeProduct.store_name })
    .from(storeProduct)
    .where(eq(storeProduct.is_show, true));
  // lengths counted once per title, not once per comparison (a reload sorts every title)
  const sized = rows.map((r) => ({ title: r.title, length: [...r.title].length }));
  sized.sort((a, b) => a.length - b.length || byText(a.title, b.title));
  return new GoodsTitles(
    version,
    sized.map((s) => s.title),
  );
}

export async function titlesVersion(db: Db): Promise<bigint> {
  const [row] = await db
    .select({ version: goodsTitlesVersion.version })
    .from(goodsTitlesVersion)
    .where(eq(goodsTitlesVersion.id, 1));
  return row.version;
}

/** Per database: the titles last loaded, and the load under way (concurrent requests share it). */
const cache = new WeakMap<Db, { titles?: GoodsTitles; loading?: Promise<GoodsTitles> }>();

/** The titles as of `version` (the caller has just read it) or newer. */
export async function goodsTitles(db: Db, version: bigint): Promise<GoodsTitles> {
  let entry = cache.get(db);
  if (!entry) cache.set(db, (entry = {}));
  if (entry.titles && entry.titles.version >= version) return entry.titles;
  const slot = entry;
  slot.loading ??= load(db)
    .then((titles) => {
      if (!slot.titles || titles.version >= slot.titles.version) slot.titles = titles;
      return titles;
    })
    .finally(() => (slot.loading = undefined));
  const titles = await slot.loading;
  // a load that began before this version was read may be older: load again
  return titles.version >= version ? titles : goodsTitles(db, version);
}
