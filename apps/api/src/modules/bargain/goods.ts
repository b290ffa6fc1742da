/**
 * Bargains as the cart and the checkout see them: a line's SKU key is the bargain's own `unique`
 * (bargains of one SKU differ in price), its price the bargain's current price, its stock the
 * bargain SKU's; the title and images are the normal goods'. Only the owner can buy, one piece.
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeBargain, storeBargainProduct, storeBargainSku } from '../../db/schema';
import { badRequest, notFound } from '../../http/envelope';
import { activitySkuColumns, findActivitySkus } from '../activity/find-skus';
import { ProductType, type ActivityGoods, type BuyNowItem } from '../activity/kind';
import { BOUGHT, ENDED, NO_CART, NO_STOCK, NOT_FOUND, ONE_PIECE, ORDERED } from './messages';

export interface BargainInfo {
  id: number;
  uid: number;
  status: number;
  /** epoch ms */
  ends_at: number;
  group_order_id: number | null;
  bought: boolean;
  sku_id: number;
}

export interface BargainGoods extends ActivityGoods {
  bargain: BargainInfo;
}

/** Bargains by their `unique`, each only when it is of the given (normal) product. */
export function findBargainSkus(
  db: Db,
  items: { product_id: number; unique: string }[],
): Promise<Map<string, BargainGoods>> {
  return findActivitySkus(
    db,
    items,
    ProductType.bargain,
    (uniques) =>
      db
        .select({
          b: storeBargain,
          product_id: storeBargainProduct.product_id,
          ...activitySkuColumns(storeBargainSku),
          // a bargain is its own line: its key and the price bargained down to
          unique: storeBargain.unique,
          price: storeBargain.price,
          shown: storeBargainProduct.is_show,
        })
        .from(storeBargain)
        .innerJoin(storeBargainSku, eq(storeBargainSku.id, storeBargain.bargain_sku_id))
        .innerJoin(storeBargainProduct, eq(storeBargainProduct.id, storeBargain.bargain_product_id))
        .where(inArray(storeBargain.unique, uniques)),
    ({ b }, goods) => ({
      ...goods,
      once_max_count: 1,
      bargain: {
        id: b.id,
        uid: b.uid,
        status: b.status,
        ends_at: b.ends_at.getTime(),
        group_order_id: b.group_order_id,
        bought: b.bought_at !== null,
        sku_id: b.bargain_sku_id,
      },
    }),
  );
}

/** Refuses a bargain that is not the user's (404, as for an unknown one) or cannot be bought now. */
export function assertBargainOpen(g: BargainGoods, uid: number, bargainId: number, now = Date.now()): void {
  const b = g.bargain;
  if (b.uid !== uid || b.id !== bargainId) throw notFound(NOT_FOUND);
  if (!g.is_show) throw badRequest('商品已下架');
  if (b.bought) throw badRequest(BOUGHT);
  if (b.group_order_id !== null) throw badRequest(ORDERED);
  if (b.status === -1 || (b.status === 1 && b.ends_at <= now)) throw badRequest(ENDED);
}

/**
 * The goods of a bargain's "buy now" cart line. The page may send the bargain SKU's key or the
 * bargain's own; the line always carries the bargain's. A first answer only: order/create
 * takes the bargain and the stock with conditional updates.
 */
export async function bargainCartGoods(db: Db, uid: number, item: BuyNowItem): Promise<BargainGoods> {
  if (!item.is_new) throw badRequest(NO_CART);
  const [row] = await db
    .select({ unique: storeBargain.unique, sku_unique: storeBargainSku.unique })
    .from(storeBargain)
    .innerJoin(storeBargainSku, eq(storeBargainSku.id, storeBargain.bargain_sku_id))
    .where(and(eq(storeBargain.id, item.activity_ref), eq(storeBargain.uid, uid)));
  if (!row || (item.product_attr_unique !== row.unique && item.product_attr_unique !== row.sku_unique)) {
    throw notFound(NOT_FOUND);
  }
  const g = (await findBargainSkus(db, [{ product_id: item.product_id, unique: row.unique }])).get(row.unique);
  if (!g) throw notFound(NOT_FOUND);
  assertBargainOpen(g, uid, item.activity_ref);
  if (item.cart_num !== 1) throw badRequest(ONE_PIECE);
  if (g.stock <= 0) throw badRequest(NO_STOCK);
  return g;
}
