/**
 * Group-buy goods as the cart and the checkout see them: a SKU (`store_combination_sku.unique`,
 * its own key) at the group price with its own stock, the normal goods' title and images, and
 * the goods' group terms. A buy-now line's `activity_ref` is the group to join (0: open one).
 */
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  storeCombinationGroup,
  storeCombinationMember,
  storeCombinationProduct,
  storeCombinationSku,
} from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { activitySkuColumns, findActivitySkus } from '../activity/find-skus';
import type { ActivityGoods, BuyNowItem } from '../activity/kind';
import { GROUP_BUY } from './texts';
import * as T from './texts';

export interface GroupBuyInfo {
  sku_id: number;
  combination_id: number;
  people: number;
  effective_hours: number;
  once_num: number;
  start: number;
  stop: number;
}

export interface GroupBuyGoods extends ActivityGoods {
  group_buy: GroupBuyInfo;
}

/** Group-buy SKUs by `unique`, each only when it belongs to the given (normal) product. */
export function findGroupBuySkus(
  db: Db,
  items: { product_id: number; unique: string }[],
): Promise<Map<string, GroupBuyGoods>> {
  return findActivitySkus(
    db,
    items,
    GROUP_BUY,
    (uniques) =>
      db
        .select({
          sku_id: storeCombinationSku.id,
          goods: storeCombinationProduct,
          product_id: storeCombinationProduct.product_id,
          ...activitySkuColumns(storeCombinationSku),
          shown: storeCombinationProduct.is_show,
          once_max_count: storeCombinationProduct.once_num,
        })
        .from(storeCombinationSku)
        .innerJoin(storeCombinationProduct, eq(storeCombinationProduct.id, storeCombinationSku.combination_id))
        .where(inArray(storeCombinationSku.unique, uniques)),
    (r, goods) => ({
      ...goods,
      group_buy: {
        sku_id: r.sku_id,
        combination_id: r.goods.id,
        people: r.goods.people,
        effective_hours: r.goods.effective_hours,
        once_num: r.goods.once_num,
        start: r.goods.start_time.getTime(),
        stop: r.goods.stop_time.getTime(),
      },
    }),
  );
}

/** Refuses goods off sale or outside the activity's window. */
export function assertGroupBuyOpen(g: GroupBuyGoods, now = Date.now()): void {
  if (!g.is_show) throw badRequest('商品已下架');
  if (now < g.group_buy.start) throw badRequest(T.NOT_STARTED);
  if (now >= g.group_buy.stop) throw badRequest(T.ACTIVITY_ENDED);
}

/**
 * Why `uid` cannot join group `groupId` of these goods now, or null. A first answer for the
 * pages and the cart: order/create takes the seat with a conditional update.
 */
export async function joinRefusal(db: Db, uid: number, groupId: number, combinationId: number, now = Date.now()) {
  const [group] = await db
    .select()
    .from(storeCombinationGroup)
    .where(and(eq(storeCombinationGroup.id, groupId), eq(storeCombinationGroup.combination_id, combinationId)));
  if (!group || group.paid_num === 0) return T.NO_GROUP;
  const [member] = await db
    .select({ id: storeCombinationMember.id })
    .from(storeCombinationMember)
    .where(and(eq(storeCombinationMember.group_id, groupId), eq(storeCombinationMember.uid, uid)));
  if (member) return T.ALREADY_JOINED;
  if (group.status === 10 || group.joined >= group.people) return T.GROUP_FULL;
  if (group.status === -1 || group.ends_at.getTime() <= now) return T.GROUP_ENDED;
  return null;
}

/**
 * Refuses goods that cannot be bought now and, when the line joins group `groupId` (0: opens
 * one), a group `uid` cannot join (cart/create, order/check and order/create alike). A first
 * answer: order/create takes the seat with a conditional update.
 */
export async function assertCanBuyGroup(db: Db, g: GroupBuyGoods, uid: number, groupId: number): Promise<void> {
  assertGroupBuyOpen(g);
  if (groupId > 0) {
    const refusal = await joinRefusal(db, uid, groupId, g.group_buy.combination_id);
    if (refusal) throw badRequest(refusal);
  }
}

/** The goods of a group-buy "buy now" line, refused with the shopper's reason. */
export async function groupBuyCartGoods(db: Db, uid: number, item: BuyNowItem): Promise<GroupBuyGoods> {
  if (!item.is_new) throw badRequest(T.NO_CART);
  const g = (await findGroupBuySkus(db, [{ product_id: item.product_id, unique: item.product_attr_unique }])).get(
    item.product_attr_unique,
  );
  if (!g) throw badRequest('商品规格不存在');
  await assertCanBuyGroup(db, g, uid, item.activity_ref);
  if (item.cart_num > g.group_buy.once_num) throw badRequest(T.overLimit(g.group_buy.once_num));
  if (item.cart_num > g.stock) throw badRequest(T.NO_STOCK);
  return g;
}
