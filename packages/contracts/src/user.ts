/** The user's own reads: who they are (GET /api/user), the balance and points ledgers. Money in fen. */
import { z } from 'zod';
import { idField, idListField, intField } from './fields';
import { pageFields, pageOfList, pageQuery } from './paging';

/** What the client sees of a user (GET /api/user, POST /api/user/change/info|phone, the login answers). */
export const userInfo = z.object({
  uid: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  /** masked: '138****8000' */
  phone: z.string(),
  account: z.string(),
  is_open_member: z.boolean(),
  /** the paid SVIP level while the membership runs, else 0 */
  is_money_level: z.number().int(),
  svip_expires_at: z.string().nullable(),
  now_money: z.number().int(),
  integral: z.number().int(),
  /** a merchant applicant's business code ('': none) */
  business_code: z.string(),
});
export type UserInfo = z.infer<typeof userInfo>;

/** A tab number from a query string: '', missing → 0. */
const tabField = (error: string) =>
  z.preprocess(
    (v) => (v === undefined || v === '' ? 0 : typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v),
    z.union([z.literal(0), z.literal(1), z.literal(2)], { error }),
  );

/** 0 all, 1 out (支出), 2 in (收入) */
export type LedgerTab = 0 | 1 | 2;
/** GET /api/user/bill, /api/user/integral/lst */
export const ledgerQuery = pageQuery.extend({ type: tabField('账单类型必须是0（全部）、1（支出）或2（收入）') });
/** GET /api/coupon/list: statusTag 0 未使用, 1 已使用, 2 已过期 */
export const heldCouponQuery = pageQuery.extend({
  statusTag: tabField('优惠券状态必须是0（未使用）、1（已使用）或2（已过期）'),
});

/** One change of the balance or of the points. */
export const billEntry = z.object({
  id: z.number().int(),
  /** pay_order, recharge, deduction, refund_integral, … */
  type: z.string(),
  title: z.string(),
  mark: z.string(),
  /** 1 in, 0 out */
  pm: z.union([z.literal(0), z.literal(1)]),
  number: z.number().int(),
  /** the balance after this change */
  balance: z.number().int(),
  created_at: z.string(),
});
export type BillEntry = z.infer<typeof billEntry>;

/** GET /api/user/bill: the balance and a page of its changes, newest first. */
export const balanceBills = pageOfList(billEntry).extend({ now_money: z.number().int() });
export type BalanceBills = z.infer<typeof balanceBills>;

export const pointsEntry = billEntry.extend({
  /** 订单抵扣, 每日签到, 订单退回, 积分过期 … */
  source: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntry>;
/** GET /api/user/integral/lst */
export const pointsLedger = pageOfList(pointsEntry);

/** GET /api/user/integral/info: total, earned, spent, and the points about to expire. */
export const pointsInfo = z.object({
  integral: z.number().int(),
  earned: z.number().int(),
  spent: z.number().int(),
  expiring: z.object({ number: z.number().int(), expires_at: z.string() }).nullable(),
});
export type PointsInfo = z.infer<typeof pointsInfo>;

/** Relation types: 0 goods (收藏), 10 shop (关注); seckill, presell, assist and group buy would come with those features. */
export const RELATION_GOODS = 0;
export const RELATION_SHOP = 10;
export const relationTypes = [RELATION_GOODS, RELATION_SHOP] as const;
export type RelationType = (typeof relationTypes)[number];

/** POST /api/user/relation/create|delete: favourite goods or follow a shop, and undo it. */
export const relationBody = z.object({
  type: z.preprocess(
    (v) => v ?? '',
    intField('收藏类型', 0, 10).refine(
      (t) => (relationTypes as readonly number[]).includes(t),
      '收藏类型必须是0（商品）或10（店铺）',
    ),
  ),
  type_id: idField('收藏对象ID'),
});
/** POST /api/user/relation/batch/delete: `type_id` a list of ids. */
export const relationBatchBody = relationBody.extend({ type_id: idListField('收藏对象', 100) });

/** GET /api/user/history: 20 a page. */
export const historyQuery = z.object(pageFields({ limit: 20 }));
/** POST /api/user/history/batch/delete */
export const historyIdsBody = z.object({ ids: idListField('浏览记录', 100) });

/** GET /api/user/relation/product/lst: favourite goods, newest first. */
export const favouriteGoods = z.object({
  type_id: z.number().int(),
  store_name: z.string(),
  image: z.string(),
  price: z.number().int(),
  ot_price: z.number().int(),
  sales: z.number().int(),
  stock: z.number().int(),
  /** false: taken off sale */
  is_show: z.boolean(),
  create_time: z.string(),
});
export type FavouriteGoods = z.infer<typeof favouriteGoods>;
export const favouriteGoodsPage = pageOfList(favouriteGoods);

/** GET /api/user/relation/merchant/lst: followed shops, newest first. */
export const followedShop = z.object({
  type_id: z.number().int(),
  mer_name: z.string(),
  mer_avatar: z.string(),
  is_trader: z.boolean(),
  care_count: z.number().int(),
  create_time: z.string(),
});
export type FollowedShop = z.infer<typeof followedShop>;
export const followedShopPage = pageOfList(followedShop);

/** GET /api/user/history: goods viewed, latest first. */
export const historyEntry = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  store_name: z.string(),
  image: z.string(),
  price: z.number().int(),
  /** false: taken off sale */
  is_show: z.boolean(),
  visit_time: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntry>;
export const historyPage = pageOfList(historyEntry);

/** Coupon types: 0 shop, 1 goods, 10 platform general, 11 platform category, 12 cross-shop. */
export const couponKind = z.union([z.literal(0), z.literal(1), z.literal(10), z.literal(11), z.literal(12)]);
export type CouponKind = z.infer<typeof couponKind>;

/** statusTag: 0 未使用, 1 已使用, 2 已过期 */
export type CouponTab = 0 | 1 | 2;

/** A coupon the user holds, with what it applies to and where to use it. */
export const heldCoupon = z.object({
  coupon_user_id: z.number().int(),
  coupon_id: z.number().int(),
  title: z.string(),
  type: couponKind,
  type_name: z.string(),
  mer_id: z.number().int(),
  mer_name: z.string(),
  coupon_price: z.number().int(),
  /** 0 = 无门槛 */
  use_min_price: z.number().int(),
  /** what it applies to, as a Chinese sentence */
  scope: z.string(),
  /** the shop, goods or category names of that sentence (at most 3 shops for a cross-shop coupon) */
  scope_names: z.array(z.string()),
  /** how many shops, goods or categories it applies to; 0 = the whole mall */
  scope_count: z.number().int(),
  start_time: z.string(),
  end_time: z.string(),
  use_time: z.string().nullable(),
  status: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  /** 去使用: the goods it applies to */
  use_url: z.string(),
});
export type HeldCoupon = z.infer<typeof heldCoupon>;

/** GET /api/coupon/list: one tab of the held coupons, with the count of each tab. */
export const heldCoupons = pageOfList(heldCoupon).extend({
  counts: z.object({ unused: z.number().int(), used: z.number().int(), expired: z.number().int() }),
});
export type HeldCoupons = z.infer<typeof heldCoupons>;
