import { and, asc, countDistinct, eq, sql } from 'drizzle-orm';
import type { ShopCategory } from '@mall/contracts';
import type { Db } from '../../db/client';
import {
  merchant,
  merchantCategory,
  merchantProfile,
  merchantType,
  storeCategory,
  storeProduct,
} from '../../db/schema';
import { notFound } from '../../http/envelope';
import { merchantCard } from '../catalog/goods-detail';
import { shopTotals } from './shop-totals';

const NO_SHOP = '店铺不存在';

export async function assertShop(db: Db, merId: number) {
  const [row] = await db.select({ id: merchant.id }).from(merchant).where(eq(merchant.id, merId));
  if (!row) throw notFound(NO_SHOP);
}

/** `GET /api/store/merchant/detail/:id`: the shop card plus what its home page shows (banner, address, sales, goods count). */
export async function shopDetail(db: Db, merId: number, uid: number | null) {
  const [row] = await db
    .select({
      mer_banner: merchant.mer_banner,
      mer_keyword: merchant.mer_keyword,
      mer_address: merchant.mer_address,
      mer_phone: merchant.mer_phone,
      category_name: merchantCategory.name,
      category_name_en: merchantCategory.name_en,
      create_time: merchant.create_time,
      is_best: merchant.is_best,
      product_count: shopTotals.goods_count,
      sales: shopTotals.sales,
    })
    .from(merchant)
    .innerJoin(merchantCategory, eq(merchantCategory.id, merchant.category_id))
    .where(eq(merchant.id, merId));
  if (!row) throw notFound(NO_SHOP);
  return { ...(await merchantCard(db, merId, uid)), ...row };
}

/** `GET /api/pc/mer_config/:id`: the shop home's carousel. */
export async function shopConfig(db: Db, merId: number) {
  const [row] = await db
    .select({ mer_id: merchant.id, mer_banner: merchant.mer_banner, banners: merchantProfile.banners })
    .from(merchant)
    .leftJoin(merchantProfile, eq(merchantProfile.mer_id, merchant.id))
    .where(eq(merchant.id, merId));
  if (!row) throw notFound(NO_SHOP);
  // without a carousel of its own the shop shows its banner
  const banners = row.banners?.length ? row.banners : [{ image: row.mer_banner, url: '' }];
  return { mer_id: row.mer_id, banners };
}

/**
 * `GET /api/store/merchant/category/lst/:id`: the shop's menu — the categories it sells in, two
 * levels (the platform's 2nd and 3rd), each leaf with its number of goods on sale.
 */
export async function shopCategories(db: Db, merId: number): Promise<ShopCategory[]> {
  await assertShop(db, merId);
  const parent = sql`parent`;
  const rows = await db
    .select({
      id: storeCategory.id,
      cate_name: storeCategory.cate_name,
      cate_name_en: storeCategory.cate_name_en,
      pid: storeCategory.pid,
      parent_name: sql<string>`${parent}.cate_name`,
      parent_name_en: sql<string>`${parent}.cate_name_en`,
      count: sql<number>`${countDistinct(storeProduct.id)}::int`,
    })
    .from(storeProduct)
    .innerJoin(storeCategory, eq(storeCategory.id, storeProduct.cate_id))
    .innerJoin(sql`${storeCategory} as ${parent}`, sql`${parent}.id = ${storeCategory.pid}`)
    .where(and(eq(storeProduct.mer_id, merId), eq(storeProduct.is_show, true)))
    .groupBy(storeCategory.id, sql`${parent}.id`)
    .orderBy(sql`${parent}.sort desc`, sql`${parent}.id`, asc(storeCategory.id));
  const out = new Map<number, ShopCategory>();
  for (const r of rows) {
    if (!out.has(r.pid))
      out.set(r.pid, { id: r.pid, cate_name: r.parent_name, cate_name_en: r.parent_name_en, children: [] });
    out.get(r.pid)!.children.push({ id: r.id, cate_name: r.cate_name, cate_name_en: r.cate_name_en, count: r.count });
  }
  return [...out.values()];
}

/** `GET /api/pc/mer_category`: the shop street's tabs. */
export function merchantCategories(db: Db) {
  return db
    .select({
      merchant_category_id: merchantCategory.id,
      category_name: merchantCategory.name,
      category_name_en: merchantCategory.name_en,
    })
    .from(merchantCategory)
    .orderBy(asc(merchantCategory.id));
}

/** The licence images of a shop (the route asks for the captcha first). */
export async function shopLicences(db: Db, merId: number) {
  const [row] = await db
    .select({ mer_name: merchant.mer_name, type_name: merchantType.name, licences: merchantProfile.licences })
    .from(merchant)
    .innerJoin(merchantType, eq(merchantType.id, merchant.type_id))
    .leftJoin(merchantProfile, eq(merchantProfile.mer_id, merchant.id))
    .where(eq(merchant.id, merId));
  if (!row) throw notFound(NO_SHOP);
  return { mer_name: row.mer_name, type_name: row.type_name, images: row.licences ?? [] };
}
