/** Checkout (order/check, order/create) and the shopper's orders (/api/order/*). Money is integer fen. */
import { z } from 'zod';
import { address } from './address';
import { byMerchant, flagField, idListField, intField, MAX_ID, optionalIdField, type RequestOf } from './fields';
import { pageFields } from './paging';
import { CHECKOUT_EXPIRED } from './patterns';
import { groupOrderStatus, paidFlag, payType } from './pay';
import { presellLine, presellPurchase } from './presell';
import { receipt, type ReceiptInput } from './receipt';

const fen = z.number().int();
const id = z.number().int();

/** The coupons chosen per merchant ('0' = platform): a list (or one id), at most 5. */
const couponIds = z.preprocess(
  (v) => (Array.isArray(v) ? v : v === undefined || v === null || v === '' ? [] : [v]),
  z.array(intField('优惠券ID', 0, MAX_ID)).max(5, '优惠券参数格式错误'),
);

/** POST /api/v2/order/check */
export const orderCheckBody = z.object({
  cart_id: idListField('结算商品', 200),
  /** 0 or absent: the default address */
  address_id: optionalIdField('地址ID'),
  /** absent: the best coupons are applied; {} applies none */
  use_coupon: byMerchant(couponIds, '优惠券参数格式错误').optional(),
  use_integral: flagField('use_integral').optional().default(0),
});
export type OrderCheckInput = RequestOf<typeof orderCheckBody, 'address_id' | 'use_integral'>;

/** POST /api/v2/order/create */
export const orderCreateBody = z.object({
  key: z.string({ error: CHECKOUT_EXPIRED }).regex(/^[0-9a-f]{32}$/, CHECKOUT_EXPIRED),
  /** the client's id for this submission (a double click sends the same one); default: the key */
  request_id: z
    .string({ error: '请求ID格式错误' })
    .regex(/^[A-Za-z0-9_-]{8,64}$/, '请求ID格式错误')
    .optional(),
  address_id: optionalIdField('地址ID'),
  /** buyer note per merchant, at most 150 characters */
  mark: byMerchant(
    z.string({ error: '留言参数格式错误' }).trim().max(150, '买家留言不能超过150个字'),
    '留言参数格式错误',
  )
    .optional()
    .default({}),
  /** null / absent / receipt_type 0: 不开发票; otherwise a receipt (see receipt.ts) */
  receipt_data: z.unknown().optional(),
  pay_type: z.string().max(16).optional(),
});
export type OrderCreateInput = Omit<RequestOf<typeof orderCreateBody, 'address_id' | 'mark'>, 'receipt_data' | 'pay_type'> & {
  /** null / absent: 不开发票 */
  receipt_data?: ReceiptInput | null;
};

/** GET /api/order/list: status -2 all, 0 待发货, 1 待收货, 2 待评价, 3 已完成, -1 已退款 */
export const orderListQuery = z.object({
  ...pageFields(),
  status: z.preprocess(
    (v) => (v === undefined || v === '' ? -2 : typeof v === 'string' ? Number(v) : v),
    z.union(
      [-2, -1, 0, 1, 2, 3].map((n) => z.literal(n)),
      { error: '订单状态错误' },
    ),
  ),
});

export const couponOption = z.object({
  coupon_user_id: id,
  title: z.string(),
  /** 0 shop, 1 goods, 10 platform general (通用券), 11 category (品类券), 12 cross-shop (跨店券) */
  type: z.number().int(),
  coupon_price: fen,
  /** 0 = 无门槛 */
  use_min_price: fen,
  end_time: z.string(),
  /** usable on this order, what it would take off, and whether it is applied */
  usable: z.boolean(),
  discount: fen,
  checked: z.boolean(),
});
export type CouponOption = z.infer<typeof couponOption>;

/** A line of order/check. */
export const checkLine = z.object({
  cart_id: id,
  product_id: id,
  product_attr_unique: z.string(),
  title: z.string(),
  image: z.string(),
  sku: z.string(),
  price: fen,
  cart_num: z.number().int(),
  total_price: fen,
  coupon_price: fen,
  platform_coupon_price: fen,
  integral_price: fen,
  pay_price: fen,
  /** a presell line: what is paid now (the deposit, or all of it) and later */
  presell: presellLine.optional(),
});
export type CheckLine = z.infer<typeof checkLine>;

/** What a shop's part of a checkout or a shop order adds up to (postage apart: each names it its own way). */
const shopAmounts = {
  mer_id: id,
  mer_name: z.string(),
  /** 自营 */
  is_trader: z.boolean(),
  total_num: z.number().int(),
  total_price: fen,
  /** 店铺优惠 */
  coupon_price: fen,
  /** this shop's share of the platform coupon */
  platform_coupon_price: fen,
  integral: z.number().int(),
  integral_price: fen,
  pay_price: fen,
};

export const checkShop = z.object({
  ...shopAmounts,
  /** 快递配送 postage from the shop's shipping template */
  postage_price: fen,
  coupon_user_id: id.nullable(),
  coupons: z.array(couponOption),
  cart: z.array(checkLine),
});
export type CheckShop = z.infer<typeof checkShop>;

/** What order/check answers. */
export const orderCheck = z.object({
  /** send to create within `expires_in` seconds (600) */
  key: z.string(),
  expires_in: z.number().int(),
  address: address.nullable(),
  order: z.array(checkShop),
  platform_coupons: z.array(couponOption),
  platform_coupon_user_id: id.nullable(),
  /** the coupons applied (merchant id → [coupon_user_id]; '0' = platform): send back to keep them */
  use_coupon: z.record(z.string(), z.array(id)),
  total_num: z.number().int(),
  /** 商品总金额 */
  total_price: fen,
  /** 运费 */
  total_postage: fen,
  /** 店铺优惠 */
  shop_coupon_price: fen,
  /** 平台优惠 */
  platform_coupon_price: fen,
  coupon_price: fen,
  /** 积分抵扣: 使用了{points}个积分，抵扣{price / 100}元; max_points is what could be used */
  integral: z.object({
    enabled: z.boolean(),
    use: z.boolean(),
    balance: z.number().int(),
    points: z.number().int(),
    price: fen,
    max_points: z.number().int(),
    fen_per_point: z.number().int(),
  }),
  /** 应付总额 */
  pay_price: fen,
});
export type OrderCheck = z.infer<typeof orderCheck>;

/** What order/create answers. */
export const createdOrder = z.object({
  group_order_id: id,
  group_order_sn: z.string(),
  pay_price: fen,
  /** 1: nothing to pay, already paid → order list; 0 → /payment?result=<group_order_id> */
  paid: paidFlag,
});
export type CreatedOrder = z.infer<typeof createdOrder>;

/** The address copied onto an order. */
export const orderAddress = z.object({
  real_name: z.string(),
  phone: z.string(),
  province: z.string(),
  city: z.string(),
  district: z.string(),
  street: z.string(),
  detail: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddress>;

export const orderProductLine = z.object({
  id,
  product_id: id,
  product_attr_unique: z.string(),
  title: z.string(),
  image: z.string(),
  sku: z.string(),
  price: fen,
  product_num: z.number().int(),
  total_price: fen,
  pay_price: fen,
});
export type OrderProductLine = z.infer<typeof orderProductLine>;

/** One merchant's order. status (paid orders): 0 待发货, 1 待收货, 2 待评价, 3 已完成, -1 已退款 */
export const shopOrder = z.object({
  order_id: id,
  order_sn: z.string(),
  group_order_id: id,
  ...shopAmounts,
  pay_postage: fen,
  mark: z.string(),
  receipt: receipt.nullable(),
  status: z.number().int(),
  paid: paidFlag,
  is_cancel: paidFlag,
  pay_time: z.string().nullable(),
  created_at: z.string(),
  orderProduct: z.array(orderProductLine),
});
export type ShopOrder = z.infer<typeof shopOrder>;

/** GET /api/order/detail/:id: a shop order with its payment's number, pay type and address. */
export const shopOrderDetail = shopOrder.extend({
  group_order_sn: z.string(),
  pay_type: payType,
  address: orderAddress,
  presell: presellPurchase.nullable(),
});
export type ShopOrderDetail = z.infer<typeof shopOrderDetail>;

/** The payment unit (one per checkout), as GET /api/order/group_order_list answers it. */
export const groupOrder = z.object({
  group_order_id: id,
  group_order_sn: z.string(),
  status: groupOrderStatus,
  paid: paidFlag,
  total_num: z.number().int(),
  total_price: fen,
  total_postage: fen,
  coupon_price: fen,
  integral: z.number().int(),
  integral_price: fen,
  pay_price: fen,
  pay_type: z.union([payType, z.literal('')]),
  pay_time: z.string().nullable(),
  address: orderAddress,
  created_at: z.string(),
  /** 请在X前完成支付 */
  expires_at: z.string(),
  closed_at: z.string().nullable(),
  /** 'cancel' | 'timeout' | '' */
  close_reason: z.string(),
  orderList: z.array(shopOrder),
});
export type GroupOrder = z.infer<typeof groupOrder>;

/** GET /api/order/group_order_detail/:id: a group order with its group buy and its presell final payment. */
export const groupOrderDetail = groupOrder.extend({
  /** the group (拼团) this payment opens or joins; null for other orders */
  group_buy_id: id.nullable(),
  /** a presell order whose final payment is due (status, pay_price and expires_at are the final payment's) */
  presell_final: presellPurchase.optional(),
});
export type GroupOrderDetail = z.infer<typeof groupOrderDetail>;

/** GET /api/order/number: the counts of the order tabs */
export const orderCounts = z.object({
  noPay: z.number().int(),
  noPostage: z.number().int(),
  noDeliver: z.number().int(),
  noComment: z.number().int(),
  done: z.number().int(),
  refund: z.number().int(),
  orderCount: z.number().int(),
});
export type OrderCounts = z.infer<typeof orderCounts>;
