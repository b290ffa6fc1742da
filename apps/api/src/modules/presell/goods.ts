/**
 * Presell goods as the cart and the checkout see them: a presell SKU (`store_presell_sku.unique`,
 * its own key) of the normal goods `product_id`. What the order charges now is its `price`: the
 * deposit of a 定金预售 SKU, the presell price of a 全款预售 one.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storePresell, storePresellSku } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { epochSeconds } from '../../lib/epoch-seconds';
import { activitySkuColumns, findActivitySkus } from '../activity/find-skus';
import { ProductType, type ActivityGoods, type BuyNowItem } from '../activity/kind';
import { DEPOSIT, presellState, type PresellState } from './state';

export const NO_CART = '预售商品不能加入购物车';
export const NOT_STARTED = '预售活动未开始';
export const ENDED = '预售活动已结束';
export const NO_STOCK = '库存不足';

export interface PresellInfo {
  sku_id: number;
  presell_id: number;
  presell_type: number;
  /** fen per piece: presell price, deposit (0 for full payment) */
  price: number;
  deposit: number;
  state: PresellState;
  start_time: Date;
  end_time: Date;
  final_start_time: Date | null;
  final_end_time: Date | null;
  delivery_day: number;
}

export interface PresellGoods extends ActivityGoods {
  presell: PresellInfo;
}

/** Presell SKUs by `unique`, each only when it belongs to the given (normal) product. */
export function findPresellSkus(
  db: Db,
  items: { product_id: number; unique: string }[],
  now = Date.now(),
): Promise<Map<string, PresellGoods>> {
  return findActivitySkus(
    db,
    items,
    ProductType.presell,
    (uniques) =>
      db
        .select({
          s: storePresellSku,
          p: storePresell,
          product_id: storePresell.product_id,
          ...activitySkuColumns(storePresellSku),
          shown: storePresell.is_show,
        })
        .from(storePresellSku)
        .innerJoin(storePresell, eq(storePresell.id, storePresellSku.presell_id))
        .where(inArray(storePresellSku.unique, uniques)),
    ({ s, p }, goods) => ({
      ...goods,
      // what the order charges now
      price: p.presell_type === DEPOSIT ? s.deposit : s.price,
      presell: {
        sku_id: s.id,
        presell_id: p.id,
        presell_type: p.presell_type,
        price: s.price,
        deposit: s.deposit,
        state: presellState(p, now),
        start_time: p.start_time,
        end_time: p.end_time,
        final_start_time: p.final_start_time,
        final_end_time: p.final_end_time,
        delivery_day: p.delivery_day,
      },
    }),
  );
}

/** Refuses presell goods outside the presell (the deposit window of a 定金预售) or off sale. */
export function assertPresellOpen(g: PresellGoods): void {
  if (!g.is_show) throw badRequest('商品已下架');
  if (g.presell.state === 0) throw badRequest(NOT_STARTED);
  if (g.presell.state === 2) throw badRequest(ENDED);
}

/** The goods of a presell "buy now" line, or the shopper's reason it cannot be bought. */
export async function presellCartGoods(db: Db, _uid: number, item: BuyNowItem): Promise<PresellGoods> {
  if (!item.is_new) throw badRequest(NO_CART);
  const g = (await findPresellSkus(db, [{ product_id: item.product_id, unique: item.product_attr_unique }])).get(
    item.product_attr_unique,
  );
  if (!g) throw badRequest('商品规格不存在');
  assertPresellOpen(g);
  if (item.cart_num > g.stock) throw badRequest(NO_STOCK);
  return g;
}

/** The confirm page's line of a presell: what is paid now and later (fen, whole line), and when. */
export const presellLineInfo = (g: PresellGoods, num: number) => ({
  presell: {
    presell_type: g.presell.presell_type,
    price: g.presell.price * num,
    deposit: g.presell.deposit * num,
    final_price: g.presell.presell_type === DEPOSIT ? (g.presell.price - g.presell.deposit) * num : 0,
    final_start_time: epochSeconds(g.presell.final_start_time),
    final_end_time: epochSeconds(g.presell.final_end_time),
    delivery_day: g.presell.delivery_day,
  },
});
