import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { merchant, storeCart, storeProduct, storeProductAttrValue } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { ProductType, type BuyNowItem } from '../activity/kind';
import { activityKind } from '../activity/registry';
import { assertQuantity, findSkus, goodsImage, lineGoodsColumns, productOnSale, skuColumns, type SkuGoods } from './goods';

/** Distinct goods a normal cart may hold. */
export const CART_MAX_ROWS = 100;

export interface CartInput {
  product_id: number;
  product_attr_unique: string;
  cart_num: number;
}

/** A SKU's goods, or the reason it cannot be added (off sale, or no such SKU of that product). */
async function buyableSku(db: Db, item: CartInput): Promise<SkuGoods> {
  const g = (await findSkus(db, [{ product_id: item.product_id, unique: item.product_attr_unique }])).get(
    item.product_attr_unique,
  );
  if (g) return g;
  throw badRequest((await productOnSale(db, item.product_id)) ? '商品规格不存在' : '商品已下架');
}

/**
 * Adds to the normal cart, merging with the same SKU already there; the merged quantity must
 * still fit the stock and limits, otherwise nothing changes. Runs inside the caller's transaction.
 */
async function addToNormalCart(tx: Db, uid: number, item: CartInput, name = ''): Promise<number> {
  const g = await buyableSku(tx, item);
  assertQuantity(g, item.cart_num, name);
  const rows = await tx
    .select({ unique: storeCart.product_attr_unique })
    .from(storeCart)
    .where(and(eq(storeCart.uid, uid), eq(storeCart.is_new, false)));
  if (rows.length >= CART_MAX_ROWS && !rows.some((r) => r.unique === item.product_attr_unique)) {
    throw badRequest(`购物车最多可加入${CART_MAX_ROWS}种商品，请先清理购物车`);
  }
  const [row] = await tx
    .insert(storeCart)
    .values({ uid, mer_id: g.mer_id, product_id: g.product_id, product_attr_unique: g.unique, cart_num: item.cart_num })
    .onConflictDoUpdate({
      target: [storeCart.uid, storeCart.product_attr_unique, storeCart.product_type],
      targetWhere: sql`not ${storeCart.is_new}`,
      set: { cart_num: sql`${storeCart.cart_num} + excluded.cart_num`, updated_at: sql`now()` },
    })
    .returning({ id: storeCart.id, cart_num: storeCart.cart_num });
  const already = row.cart_num - item.cart_num;
  if (already > 0) {
    try {
      assertQuantity(g, row.cart_num, name);
    } catch (err) {
      throw badRequest(`${(err as Error).message}（购物车中已有${already}件）`);
    }
  }
  return row.id;
}

/** POST /api/user/cart/create: a normal cart line (merged), or a fresh "buy now" cart. */
export async function createCart(
  db: Db,
  uid: number,
  item: BuyNowItem & { product_type: number },
): Promise<number> {
  const kind = item.product_type === ProductType.normal ? undefined : activityKind(item.product_type);
  if (item.product_type !== ProductType.normal && !kind) throw badRequest('暂不支持该类型的商品');
  if (kind && !item.is_new) throw badRequest(kind.noCartMessage);
  await kind?.refuseEarly?.(db, uid, item);
  if (!item.is_new) return db.transaction((tx) => addToNormalCart(tx, uid, item));
  // a buy-now cart is one insert (old ones left by abandoned checkouts go in a timed job, see
  // ../order/purge.ts)
  const g = kind ? await kind.buyNowGoods(db, uid, item) : await buyableSku(db, item);
  assertQuantity(g, item.cart_num);
  const [row] = await insertBuyNow(db).execute({
    uid,
    mer_id: g.mer_id,
    product_id: g.product_id,
    unique: g.unique,
    num: item.cart_num,
    type: item.product_type,
    ref: kind ? item.activity_ref : 0,
  });
  return row.id;
}

const insertBuyNow = (db: Db) =>
  prepared(db, 'insert_buy_now', (d) =>
    d
      .insert(storeCart)
      .values({
        uid: sql.placeholder('uid'),
        mer_id: sql.placeholder('mer_id'),
        product_id: sql.placeholder('product_id'),
        product_attr_unique: sql.placeholder('unique'),
        cart_num: sql.placeholder('num'),
        product_type: sql.placeholder('type'),
        activity_ref: sql.placeholder('ref'),
        is_new: true,
      })
      .returning({ id: storeCart.id })
      .prepare('insert_buy_now'),
  );

/** POST /api/user/cart/again: the lines of a past order back into the normal cart, all or none. */
export async function buyAgain(db: Db, uid: number, items: CartInput[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const item of items) {
      const g = await buyableSku(tx, item).catch((err: Error) => {
        throw badRequest(`商品${item.product_id}：${err.message}`);
      });
      ids.push(await addToNormalCart(tx, uid, item, g.title));
    }
    return [...new Set(ids)];
  });
}

/** Cart lines with their goods as they are now; the SKU may be gone (left join). */
function cartLines(db: Db, uid: number) {
  return db
    .select({
      cart_id: storeCart.id,
      ...lineGoodsColumns,
      // the line's own shop and goods (the joins match them)
      mer_id: storeCart.mer_id,
      product_id: storeCart.product_id,
      product_attr_unique: storeCart.product_attr_unique,
      cart_num: storeCart.cart_num,
      once_min_count: storeProduct.once_min_count,
      once_max_count: storeProduct.once_max_count,
      ...skuColumns,
    })
    .from(storeCart)
    .innerJoin(storeProduct, eq(storeProduct.id, storeCart.product_id))
    .innerJoin(merchant, eq(merchant.id, storeCart.mer_id))
    .leftJoin(
      storeProductAttrValue,
      and(
        eq(storeProductAttrValue.unique, storeCart.product_attr_unique),
        eq(storeProductAttrValue.product_id, storeCart.product_id),
      ),
    )
    .where(and(eq(storeCart.uid, uid), eq(storeCart.is_new, false)))
    .orderBy(desc(storeCart.id));
}

type CartLine = Awaited<ReturnType<typeof cartLines>>[number];

function lineReason(l: CartLine): string | null {
  if (!l.is_show) return '商品已下架';
  if (l.price === null || l.stock === null) return '商品规格已不存在';
  if (l.stock <= 0) return '商品已售罄';
  return null;
}

function lineView(l: CartLine) {
  return {
    cart_id: l.cart_id,
    product_id: l.product_id,
    product_attr_unique: l.product_attr_unique,
    cart_num: l.cart_num,
    title: l.title,
    image: goodsImage({ sku_image: l.sku_image ?? '', product_image: l.product_image }),
    sku: l.sku ?? '',
    price: l.price ?? 0,
    stock: l.stock ?? 0,
    once_min_count: l.once_min_count,
    once_max_count: l.once_max_count,
  };
}

/**
 * GET /api/user/cart/lst: valid lines grouped by merchant (the shop with the latest addition
 * first; a line keeps its place when its quantity changes), and the invalid ones with the reason (off sale, SKU removed, sold out).
 */
export async function listCart(db: Db, uid: number) {
  const groups = new Map<
    number,
    { mer_id: number; mer_name: string; is_trader: boolean; cart: ReturnType<typeof lineView>[] }
  >();
  const fail: (ReturnType<typeof lineView> & { mer_id: number; mer_name: string; reason: string })[] = [];
  for (const l of await cartLines(db, uid)) {
    const reason = lineReason(l);
    if (reason) {
      fail.push({ ...lineView(l), mer_id: l.mer_id, mer_name: l.mer_name, reason });
      continue;
    }
    let group = groups.get(l.mer_id);
    if (!group) {
      group = { mer_id: l.mer_id, mer_name: l.mer_name, is_trader: l.is_trader, cart: [] };
      groups.set(l.mer_id, group);
    }
    group.cart.push(lineView(l));
  }
  return { list: [...groups.values()], fail };
}

/** GET /api/user/cart/count: the number of pieces (sum of quantities) of valid normal-cart lines. */
export async function countCart(db: Db, uid: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`coalesce(sum(${storeCart.cart_num}), 0)::int` })
    .from(storeCart)
    .innerJoin(storeProduct, eq(storeProduct.id, storeCart.product_id))
    .innerJoin(
      storeProductAttrValue,
      and(
        eq(storeProductAttrValue.unique, storeCart.product_attr_unique),
        eq(storeProductAttrValue.product_id, storeCart.product_id),
      ),
    )
    .where(
      and(
        eq(storeCart.uid, uid),
        eq(storeCart.is_new, false),
        eq(storeProduct.is_show, true),
        sql`${storeProductAttrValue.stock} > 0`,
      ),
    );
  return row.count;
}

/** POST /api/user/cart/change/:id: a new quantity within stock and limits, or nothing changes. */
export async function changeCartNum(db: Db, uid: number, cartId: number, num: number) {
  const [line] = await db
    .select({ product_id: storeCart.product_id, unique: storeCart.product_attr_unique })
    .from(storeCart)
    .where(and(eq(storeCart.id, cartId), eq(storeCart.uid, uid)));
  if (!line) throw badRequest('购物车商品不存在');
  const g = await buyableSku(db, { product_id: line.product_id, product_attr_unique: line.unique, cart_num: num });
  assertQuantity(g, num);
  await db
    .update(storeCart)
    .set({ cart_num: num, updated_at: sql`now()` })
    .where(and(eq(storeCart.id, cartId), eq(storeCart.uid, uid)));
  return { cart_id: cartId, cart_num: num };
}

/** POST /api/user/cart/delete: every id must be the user's, otherwise nothing is deleted. */
export async function deleteCarts(db: Db, uid: number, ids: number[]): Promise<number> {
  return db.transaction(async (tx) => {
    const deleted = await tx
      .delete(storeCart)
      .where(and(eq(storeCart.uid, uid), inArray(storeCart.id, ids)))
      .returning({ id: storeCart.id });
    if (deleted.length !== ids.length) throw badRequest('购物车商品不存在');
    return deleted.length;
  });
}
