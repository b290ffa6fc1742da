import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { RELATION_GOODS, RELATION_SHOP } from '@mall/contracts';
import type { Db } from '../../db/client';
import { merchant, storeProduct, userRelation, userVisit } from '../../db/schema';
import { badRequest, notFound } from '../../http/envelope';
import { onPage } from '../../lib/paging';

async function assertTarget(db: Db, type: number, typeId: number) {
  if (type === RELATION_GOODS) {
    const [g] = await db
      .select({ id: storeProduct.id })
      .from(storeProduct)
      .where(and(eq(storeProduct.id, typeId), eq(storeProduct.is_show, true)));
    if (!g) throw badRequest('商品不存在或已下架');
  } else {
    const [m] = await db.select({ id: merchant.id }).from(merchant).where(eq(merchant.id, typeId));
    if (!m) throw badRequest('店铺不存在');
  }
}

/** Favourites goods or follows a shop; doing it twice changes nothing. A new follower counts on the shop. */
export async function addRelation(db: Db, uid: number, type: number, typeId: number) {
  await assertTarget(db, type, typeId);
  await db.transaction(async (tx) => {
    const added = await tx
      .insert(userRelation)
      .values({ uid, type, type_id: typeId })
      .onConflictDoNothing()
      .returning({ id: userRelation.id });
    if (added.length > 0 && type === RELATION_SHOP) {
      await tx
        .update(merchant)
        .set({ care_count: sql`${merchant.care_count} + 1` })
        .where(eq(merchant.id, typeId));
    }
  });
}

/** Removes a favourite or follow; removing one that is not there changes nothing. */
export async function removeRelation(db: Db, uid: number, type: number, typeIds: number[]) {
  await db.transaction(async (tx) => {
    const removed = await tx
      .delete(userRelation)
      .where(and(eq(userRelation.uid, uid), eq(userRelation.type, type), inArray(userRelation.type_id, typeIds)))
      .returning({ type_id: userRelation.type_id });
    if (type === RELATION_SHOP && removed.length > 0) {
      await tx
        .update(merchant)
        .set({ care_count: sql`greatest(${merchant.care_count} - 1, 0)` })
        .where(
          inArray(
            merchant.id,
            removed.map((r) => r.type_id),
          ),
        );
    }
  });
}

/** `GET /api/user/history`: goods the user viewed, latest first. */
export async function browsingHistory(db: Db, uid: number, page: number, limit: number) {
  const where = eq(userVisit.uid, uid);
  const list = await onPage(
    db
      .select({
        id: userVisit.id,
        product_id: storeProduct.id,
        store_name: storeProduct.store_name,
        image: storeProduct.image,
        price: storeProduct.price,
        is_show: storeProduct.is_show,
        visit_time: userVisit.visit_time,
      })
      .from(userVisit)
      .innerJoin(storeProduct, eq(storeProduct.id, userVisit.product_id))
      .where(where)
      .orderBy(desc(userVisit.visit_time), desc(userVisit.id))
      .$dynamic(),
    { page, limit },
  );
  return { count: await db.$count(userVisit, where), list };
}

/** `GET /api/user/relation/product/lst`: favourite goods, newest first; goods off sale or out of stock are marked. */
export async function favouriteGoods(db: Db, uid: number, page: number, limit: number) {
  const where = and(eq(userRelation.uid, uid), eq(userRelation.type, RELATION_GOODS));
  const list = await onPage(
    db
      .select({
        type_id: storeProduct.id,
        store_name: storeProduct.store_name,
        image: storeProduct.image,
        price: storeProduct.price,
        ot_price: storeProduct.ot_price,
        sales: storeProduct.sales,
        stock: storeProduct.stock,
        is_show: storeProduct.is_show,
        create_time: userRelation.create_time,
      })
      .from(userRelation)
      .innerJoin(storeProduct, eq(storeProduct.id, userRelation.type_id))
      .where(where)
      .orderBy(desc(userRelation.create_time), desc(userRelation.id))
      .$dynamic(),
    { page, limit },
  );
  return { count: await db.$count(userRelation, where), list };
}

/** `GET /api/user/relation/merchant/lst`: followed shops, newest first. */
export async function followedShops(db: Db, uid: number, page: number, limit: number) {
  const where = and(eq(userRelation.uid, uid), eq(userRelation.type, RELATION_SHOP));
  const list = await onPage(
    db
      .select({
        type_id: merchant.id,
        mer_name: merchant.mer_name,
        mer_avatar: merchant.mer_avatar,
        is_trader: merchant.is_trader,
        care_count: merchant.care_count,
        create_time: userRelation.create_time,
      })
      .from(userRelation)
      .innerJoin(merchant, eq(merchant.id, userRelation.type_id))
      .where(where)
      .orderBy(desc(userRelation.create_time), desc(userRelation.id))
      .$dynamic(),
    { page, limit },
  );
  return { count: await db.$count(userRelation, where), list };
}

/**
 * Removes history entries of the user: the given ids (all must be the user's, else a 404 and
 * nothing removed), or every entry when `ids` is null.
 */
export async function deleteHistory(db: Db, uid: number, ids: number[] | null) {
  await db.transaction(async (tx) => {
    const mine = eq(userVisit.uid, uid);
    const removed = await tx
      .delete(userVisit)
      .where(ids ? and(mine, inArray(userVisit.id, ids)) : mine)
      .returning({ id: userVisit.id });
    if (ids && removed.length !== ids.length) throw notFound(HISTORY_NOT_FOUND);
  });
}
export const HISTORY_NOT_FOUND = '浏览记录不存在';
