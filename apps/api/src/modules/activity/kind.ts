/**
 * Marketing activities (seckill, presell, bargain, group buy) as the cart and the checkout see
 * them. Each activity registers one `ActivityKind` under its `product_type` (= the order's
 * `activity_type`); cart/create, order/check, order/create and closing an unpaid order call the
 * kind and know nothing else of the activity. The kinds are listed in ./registry.ts.
 *
 * Activity goods are bought with "buy now" only: a single-use cart line whose
 * `product_attr_unique` is the activity SKU's own key (never a normal SKU's) and whose
 * `product_id` is the normal goods'. `activity_ref` carries what the line needs besides the SKU
 * (the group to join, the bargain being bought).
 */
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { SkuGoods } from '../cart/goods';

/** `product_type` of cart lines and `activity_type` of orders (commerce rules). */
export const ProductType = {
  normal: 0,
  seckill: 1,
  presell: 2,
  bargain: 3,
  groupBuy: 4,
} as const;

export interface ActivityGoods extends SkuGoods {
  /** the kind's `type` */
  activity_type: number;
}

export interface BuyNowItem {
  product_id: number;
  product_attr_unique: string;
  cart_num: number;
  is_new: 0 | 1;
  /** the group to join, the bargain to buy, ...; 0 when the activity needs none */
  activity_ref: number;
}

export interface ActivityLine<G extends ActivityGoods> {
  goods: G;
  num: number;
  activity_ref: number;
}

export interface ActivityKind<G extends ActivityGoods = ActivityGoods> {
  type: number;
  /** why the goods cannot go into the normal cart, e.g. 秒杀商品不能加入购物车 */
  noCartMessage: string;
  /** whether shop and platform coupons may lower the price of its lines */
  couponable: boolean;
  /** cart/create, before any database work: a cheap refusal (e.g. the seckill stock gate's sold out) */
  refuseEarly?(db: Db, uid: number, item: BuyNowItem): void | Promise<void>;
  /** cart/create: the goods of a buy-now line, or the shopper's reason it cannot be bought */
  buyNowGoods(db: Db, uid: number, item: BuyNowItem): Promise<G>;
  /** order/check and order/create: the activity SKUs by `unique` (only those of the given goods) */
  findSkus(db: Db, items: { product_id: number; unique: string }[], now?: number): Promise<Map<string, G>>;
  /**
   * order/check and order/create (inside its transaction): refuses goods that cannot be bought now
   * (window, state, the group or bargain `activityRef` names), so that check and create agree
   */
  assertOpen(db: Db, g: G, uid: number, activityRef: number): void | Promise<void>;
  /**
   * order/create, inside its transaction: takes the activity's stock and limits with conditional
   * updates (throws badRequest with the shopper's reason); may record the lines.
   */
  take(tx: Db, uid: number, groupOrderId: number, lines: ActivityLine<G>[]): Promise<void>;
  /**
   * The same take as parts of the order's own statement (`group`: a one-row relation with the new
   * group order's `id`, empty when none was made): an order whose lines all offer it is written
   * in one statement, without a transaction (see ../order/create.ts)
   */
  takeInStatement?(uid: number, lines: ActivityLine<G>[], group: SQL): TakeParts;
  /**
   * order/create, inside its transaction before its first write: reserves the lines outside the
   * database (the seckill stock gate; throws badRequest with the shopper's reason), answering how
   * to give them back when the order is not made (see ./holds.ts)
   */
  hold?(db: Db, uid: number, lines: ActivityLine<G>[]): Promise<() => Promise<void>>;
  /**
   * order/create may take order/check's pricing of these goods as it was until this time (epoch
   * ms, e.g. the end of the selling window) instead of pricing again (see ../order/quote.ts)
   */
  quotableUntil?(g: G): number;
  /** an unpaid order closes or is cancelled: gives back what `take` took, exactly once */
  release(tx: Db, groupOrderId: number): Promise<void>;
  /** the order has been paid (inside the payment's transaction) */
  paid?(tx: Db, groupOrderId: number): Promise<void>;
  /** refunded pieces of its paid lines go back into the activity's stock (`unique`: the activity SKU's) */
  restock?(tx: Db, items: { unique: string; num: number }[]): Promise<void>;
  /** a refund of its paid lines completed (once per refund): the pieces leave the buyer's purchase limits */
  refunded?(
    tx: Db,
    order: { uid: number; group_order_id: number },
    items: { unique: string; num: number }[],
  ): Promise<void>;
  /** order/check: what the confirm page shows of a line besides its price (e.g. a presell's deposit and final amount) */
  lineInfo?(g: G, num: number): Record<string, unknown>;
}

/** Common table expressions of a statement, and its refusal: the shopper's reason as text, null when all was taken (see ../../db/refusal.ts). */
export interface TakeParts {
  ctes: SQL[];
  refusal: SQL;
}

export const isActivityGoods = (g: SkuGoods): g is ActivityGoods =>
  'activity_type' in g && (g as ActivityGoods).activity_type > 0;
