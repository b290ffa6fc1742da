import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { seedRun } from '../db/schema';
import { generateCatalog, writeCatalogImages } from './catalog';
import { indexUnindexedGoods } from '../modules/catalog/search-index';
import { insertCatalog } from './catalog-insert';
import { insertSite, writeSiteImages } from './site';
import { insertArticles, writeArticleImages } from './articles';
import { insertBargainDemo } from './bargain';
import { insertCheckoutDemo } from './checkout';
import { insertCouponCentre } from './coupons';
import { insertGroupBuyDemo } from './group-buy';
import { insertDistributionDemo } from './distribution';
import { insertReviews } from './reviews';
import { insertSeckillDemo } from './seckill';
import { insertPresellDemo } from './presell';
import { insertShopPages } from './shop-pages';
import { insertDemoUsers } from './users';
import { insertMemberDemo } from './member';
import { insertLiveDemo, writeLiveFiles } from './live';
import { insertMerchantStaff } from './merchant-staff';
import { insertUserCenterDemo } from './user-center';

export interface SeedOptions {
  uploadDir: string;
  /** number of goods to generate */
  goods: number;
  /** generator seed: the same seed gives the same catalog */
  seed?: number;
}

interface SeedPart {
  name: string;
  writeImages(uploadDir: string): Promise<void>;
  insert(db: Db): Promise<Record<string, number>>;
}

const SEED_LOCK = 7_340_001; // advisory lock id: one seeding process at a time

/**
 * Seeds every part that has not been seeded yet; each part runs in one transaction and records
 * a `seed_run` row, so running it again changes nothing. Returns the parts it ran.
 */
export async function seedDatabase(db: Db, opts: SeedOptions): Promise<Record<string, Record<string, number>>> {
  const parts: SeedPart[] = [
    { name: 'site', writeImages: writeSiteImages, insert: insertSite },
    {
      name: 'catalog',
      writeImages: writeCatalogImages,
      insert: (tx) => insertCatalog(tx, generateCatalog({ goods: opts.goods, seed: opts.seed ?? 20250101 })),
    },
    { name: 'users', writeImages: async () => {}, insert: insertDemoUsers },
    { name: 'checkout', writeImages: async () => {}, insert: insertCheckoutDemo },
    { name: 'reviews', writeImages: async () => {}, insert: (tx) => insertReviews(tx, opts.seed) },
    { name: 'shop-pages', writeImages: async () => {}, insert: (tx) => insertShopPages(tx, opts.uploadDir) },
    { name: 'articles', writeImages: writeArticleImages, insert: insertArticles },
    { name: 'coupon-centre', writeImages: async () => {}, insert: insertCouponCentre },
    // databases seeded before the search columns existed
    { name: 'search-index', writeImages: async () => {}, insert: async (tx) => ({ goods: await indexUnindexedGoods(tx) }) },
    { name: 'merchant-staff', writeImages: async () => {}, insert: insertMerchantStaff },
    { name: 'user-center', writeImages: async () => {}, insert: insertUserCenterDemo },
    { name: 'seckill', writeImages: async () => {}, insert: insertSeckillDemo },
    { name: 'member', writeImages: async () => {}, insert: insertMemberDemo },
    { name: 'live', writeImages: writeLiveFiles, insert: insertLiveDemo },
    { name: 'distribution', writeImages: async () => {}, insert: insertDistributionDemo },
    { name: 'presell', writeImages: async () => {}, insert: insertPresellDemo },
    { name: 'bargain', writeImages: async () => {}, insert: insertBargainDemo },
    { name: 'group-buy', writeImages: async () => {}, insert: insertGroupBuyDemo },
  ];
  const ran: Record<string, Record<string, number>> = {};
  for (const part of parts) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      const done = await tx.select({ name: seedRun.name }).from(seedRun).where(eq(seedRun.name, part.name));
      if (done.length > 0) return;
      await part.writeImages(opts.uploadDir);
      const detail = await part.insert(tx);
      await tx.insert(seedRun).values({ name: part.name, detail });
      ran[part.name] = detail;
    });
  }
  // planner statistics for the new rows, and the visibility map that lets index-only scans skip
  // the table (PGlite has no autovacuum): suggestions walk the goods' title-length index
  if (Object.keys(ran).length > 0) await db.execute(sql`vacuum analyze`);
  return ran;
}
