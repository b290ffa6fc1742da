import { and, asc, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchant, storeBrand, storeCategory, storeProduct, userRelation, userVisit } from '../../db/schema';
import { onPage } from '../../lib/paging';
import { cardColumns, toCard } from './goods-card';
import { RELATION_GOODS } from '@mall/contracts';
import { inCategory } from './search-where';

/** Goods per home floor. */
export const FLOOR_GOODS = 8;
const FLOOR_TABS = 6;

/**
 * `GET /api/pc/rec_list`: the home page's category floors — top categories in the menu's order,
 * `limit` per page, each with its 2nd-level categories and its FLOOR_GOODS best sellers.
 */
export async function homeFloors(db: Db, page: number, limit: number) {
  const top = eq(storeCategory.pid, 0);
  const cats = await onPage(
    db
      .select({
        id: storeCategory.id,
        cate_name: storeCategory.cate_name,
        cate_name_en: storeCategory.cate_name_en,
        pic: storeCategory.pic,
      })
      .from(storeCategory)
      .where(top)
      .orderBy(desc(storeCategory.sort), asc(storeCategory.id))
      .$dynamic(),
    { page, limit },
  );
  const children = cats.length
    ? await db
        .select({
          id: storeCategory.id,
          pid: storeCategory.pid,
          cate_name: storeCategory.cate_name,
          cate_name_en: storeCategory.cate_name_en,
        })
        .from(storeCategory)
        .where(
          inArray(
            storeCategory.pid,
            cats.map((c) => c.id),
          ),
        )
        .orderBy(desc(storeCategory.sort), asc(storeCategory.id))
    : [];
  const list = await Promise.all(
    cats.map(async (c) => {
      const goods = await db
        .select(cardColumns)
        .from(storeProduct)
        .innerJoin(merchant, eq(merchant.id, storeProduct.mer_id))
        .where(and(eq(storeProduct.is_show, true), inCategory(c.id)))
        .orderBy(desc(storeProduct.sales), desc(storeProduct.id))
        .limit(FLOOR_GOODS);
      return {
        ...c,
        children: children
          .filter((x) => x.pid === c.id)
          .slice(0, FLOOR_TABS)
          .map(({ id, cate_name, cate_name_en }) => ({ id, cate_name, cate_name_en })),
        list: goods.map(toCard),
      };
    }),
  );
  return { count: await db.$count(storeCategory, top), list };
}

/** How many of a user's latest viewed and favourite goods tell their taste. */
const TASTE_GOODS = 20;

/** The level-3 categories of the goods a user viewed lately or keeps as favourites. */
function tasteCategories(db: Db, uid: number): SQL {
  const viewed = db
    .select({ id: userVisit.product_id })
    .from(userVisit)
    .where(eq(userVisit.uid, uid))
    .orderBy(desc(userVisit.visit_time))
    .limit(TASTE_GOODS);
  const liked = db
    .select({ id: userRelation.type_id })
    .from(userRelation)
    .where(and(eq(userRelation.uid, uid), eq(userRelation.type, RELATION_GOODS)))
    .orderBy(desc(userRelation.create_time))
    .limit(TASTE_GOODS);
  return sql`select ${storeProduct.cate_id} from ${storeProduct}
    where ${storeProduct.id} in (${viewed}) or ${storeProduct.id} in (${liked})`;
}

/**
 * `GET /api/product/spu/recommend`: "为你推荐" — well-rated goods flagged good or best, best
 * rated and best selling first. For a logged-in shopper (`uid`), goods of the categories they
 * viewed or favourited lately come first; without such history they get the same list as a
 * guest. `exclude` leaves one product out (the one being viewed).
 */
export async function recommendGoods(db: Db, page: number, limit: number, exclude?: number, uid?: number) {
  const popular = or(eq(storeProduct.is_good, true), eq(storeProduct.is_best, true));
  const ofTaste = uid === undefined ? undefined : sql`${storeProduct.cate_id} in (${tasteCategories(db, uid)})`;
  const where = and(
    eq(storeProduct.is_show, true),
    ofTaste ? or(popular, ofTaste) : popular,
    exclude ? sql`${storeProduct.id} <> ${exclude}` : undefined,
  );
  const rows = await onPage(
    db
      .select(cardColumns)
      .from(storeProduct)
      .innerJoin(merchant, eq(merchant.id, storeProduct.mer_id))
      .where(where)
      .orderBy(
        ...(ofTaste ? [sql`${ofTaste} desc`] : []),
        desc(storeProduct.rate),
        desc(storeProduct.sales),
        desc(storeProduct.id),
      )
      .$dynamic(),
    { page, limit },
  );
  return { count: await db.$count(storeProduct, where), list: rows.map(toCard) };
}

/** `GET /api/store/product/brand/category`: every brand, grouped by its top category in the menu's order (/brandList). */
export async function brandsByCategory(db: Db) {
  const rows = await db
    .select({
      category_id: storeCategory.id,
      cate_name: storeCategory.cate_name,
      cate_name_en: storeCategory.cate_name_en,
      brand_id: storeBrand.id,
      brand_name: storeBrand.brand_name,
      pic: storeBrand.pic,
    })
    .from(storeBrand)
    .innerJoin(storeCategory, eq(storeCategory.id, storeBrand.category_id))
    .orderBy(desc(storeCategory.sort), asc(storeCategory.id), desc(storeBrand.sort), asc(storeBrand.id));
  const groups = new Map<
    number,
    {
      category_id: number;
      cate_name: string;
      cate_name_en: string;
      brands: { brand_id: number; brand_name: string; pic: string }[];
    }
  >();
  for (const { category_id, cate_name, cate_name_en, ...brand } of rows) {
    if (!groups.has(category_id)) groups.set(category_id, { category_id, cate_name, cate_name_en, brands: [] });
    groups.get(category_id)!.brands.push(brand);
  }
  return [...groups.values()];
}
