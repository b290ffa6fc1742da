/**
 * Presell (预售): the presell pages (list, goods page), the final payment (尾款) of a deposit order,
 * and the presell parts of checkout and order answers. Times of the pages and of a line in epoch
 * seconds of the server's clock, of a purchase as ISO text. Money in fen.
 */
import { z } from 'zod';
import { activityGoodsCard, activityGoodsPage } from './activity-goods';
import { goodsDetail, skuInfo } from './catalog';
import { intField, MAX_ID } from './fields';
import { pageOfList, pageQuery } from './paging';

/** 1 全款预售, 2 定金预售 */
export const presellType = z.union([z.literal(1), z.literal(2)]);
export type PresellType = z.infer<typeof presellType>;

/** 0 未开始, 1 正在进行, 2 已结束 */
export const presellState = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type PresellState = z.infer<typeof presellState>;

/** GET /api/store/product/presell/lst: the goods of one state (`type`, default 1 正在进行), paged. */
export const presellListQuery = pageQuery.extend({
  type: z.preprocess((v) => (v === undefined ? 1 : v), intField('预售状态', 0, 2)) as z.ZodType<PresellState>,
});
export type PresellListQuery = z.output<typeof presellListQuery>;

/** POST /api/presell/final/:id/coupon: the held coupon for the final payment (0: none). */
export const presellFinalCouponBody = z.object({ coupon_id: intField('优惠券ID', 0, MAX_ID) });
export type PresellFinalCouponBody = z.output<typeof presellFinalCouponBody>;

/** A presell's windows in epoch seconds (the final window 0 for full payment). */
export const presellTimes = z.object({
  start_time: z.number().int(),
  end_time: z.number().int(),
  final_start_time: z.number().int(),
  final_end_time: z.number().int(),
  /** 发货时间: days after the (final) payment */
  delivery_day: z.number().int(),
});
export type PresellTimes = z.infer<typeof presellTimes>;

/** A card of the presell list; `price` the presell price, `ot_price` the normal one, `final_price` 0 for full payment. */
export const presellCard = activityGoodsCard.extend({
  ...presellTimes.shape,
  presell_type: presellType,
  deposit: z.number().int(),
  final_price: z.number().int(),
  ot_price: z.number().int(),
  sales: z.number().int(),
  state: presellState,
  state_text: z.string(),
});
export type PresellCard = z.infer<typeof presellCard>;

/** GET /api/store/product/presell/lst: a page of one state's goods, with `server_time`. */
export const presellList = activityGoodsPage(presellCard);
export type PresellList = z.infer<typeof presellList>;

/** A presell SKU: its own `unique`, presell price, deposit and final amount, stock. */
export const presellSku = skuInfo.extend({ deposit: z.number().int(), final_price: z.number().int() });
export type PresellSku = z.infer<typeof presellSku>;

/**
 * GET /api/store/product/presell/detail/:id: the goods page of the normal goods with the presell
 * SKUs, the windows, the server's clock and the presell agreement (定金不退).
 */
export const presellDetail = goodsDetail.extend({
  sku: z.record(z.string(), presellSku),
  presell: presellTimes.extend({
    id: z.number().int(),
    presell_type: presellType,
    price: z.number().int(),
    deposit: z.number().int(),
    final_price: z.number().int(),
    quota: z.number().int(),
    sales: z.number().int(),
    state: presellState,
    state_text: z.string(),
    server_time: z.number().int(),
    /** 预售协议 (定金不退), sanitised HTML */
    agreement: z.object({ title: z.string(), content: z.string() }),
  }),
});
export type PresellDetail = z.infer<typeof presellDetail>;

/** A presell line of order/check: what is paid now (the deposit, or all of it) and later. */
export const presellLine = z.object({
  presell_type: presellType,
  price: z.number().int(),
  deposit: z.number().int(),
  final_price: z.number().int(),
  final_start_time: z.number().int(),
  final_end_time: z.number().int(),
  /** 发货时间: days after the (final) payment */
  delivery_day: z.number().int(),
});
export type PresellLine = z.infer<typeof presellLine>;

/** A presell purchase on the order pages: 0 unpaid, 1 待付尾款, 2 paid in full, -1 closed unpaid, -2 尾款超时. */
export const presellPurchase = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(-1), z.literal(-2)]),
  presell_type: presellType,
  deposit_price: z.number().int(),
  final_price: z.number().int(),
  coupon_price: z.number().int(),
  /** what is left to pay: the final amount less its coupon */
  pay_price: z.number().int(),
  final_start_time: z.string().nullable(),
  final_end_time: z.string().nullable(),
  delivery_day: z.number().int(),
});
export type PresellPurchase = z.infer<typeof presellPurchase>;

/** One order of the user centre's presell list (GET /api/user/presell_order). */
export const presellOrder = z.object({
  order_id: z.number().int(),
  order_sn: z.string(),
  mer_name: z.string(),
  /** 10 定金已付, 待付尾款; 11 尾款超时, 已关闭; else the usual order states */
  status: z.number().int(),
  paid: z.boolean(),
  pay_price: z.number().int(),
  total_num: z.number().int(),
  created_at: z.string(),
  goods: z.array(z.object({ title: z.string(), image: z.string(), sku: z.string(), product_num: z.number().int() })),
  /** the payment unit: /payment?result= pays the final amount once it is due */
  group_order_id: z.number().int(),
  is_cancel: z.boolean(),
  presell: presellPurchase.nullable(),
});
export type PresellOrder = z.infer<typeof presellOrder>;

/** GET /api/user/presell_order; `server_time` (epoch seconds) is the clock the page compares the final window with. */
export const presellOrderList = pageOfList(presellOrder).extend({ server_time: z.number().int() });
export type PresellOrderList = z.infer<typeof presellOrderList>;

/**
 * GET /api/presell/final/:id, POST /api/presell/final/:id/coupon: the final payment (尾款) of a
 * deposit order and, while it is due, the held coupons that fit it.
 */
export const presellFinal = presellPurchase.omit({ status: true, presell_type: true }).extend({
  group_order_id: z.number().int(),
  order_id: z.number().int().nullable(),
  order_sn: z.string(),
  /** 1 待付尾款, 2 已付尾款, -2 尾款超时 */
  status: z.union([z.literal(1), z.literal(2), z.literal(-2)]),
  num: z.number().int(),
  /** the held coupon chosen for it (0: none) */
  coupon_user_id: z.number().int(),
  server_time: z.number().int(),
  coupons: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      coupon_price: z.number().int(),
      use_min_price: z.number().int(),
      end_time: z.string(),
    }),
  ),
});
export type PresellFinal = z.infer<typeof presellFinal>;
