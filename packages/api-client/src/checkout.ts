import type { ApiCaller } from './client';
import type { PresellLine, PresellPurchase } from './presell';

/** Cart, address, order and payment calls (issue 7). Money is integer fen throughout. */

export interface CartLine {
  cart_id: number;
  product_id: number;
  product_attr_unique: string;
  cart_num: number;
  title: string;
  image: string;
  /** SKU attribute values, e.g. '黑色,128G'; '' for a single-spec product */
  sku: string;
  price: number;
  stock: number;
  /** per-order minimum and maximum (0 = no maximum) */
  once_min_count: number;
  once_max_count: number;
}

export interface CartShop {
  mer_id: number;
  mer_name: string;
  /** 自营 */
  is_trader: boolean;
  cart: CartLine[];
}

export interface CartList {
  list: CartShop[];
  /** goods that cannot be bought: '商品已下架' | '商品规格已不存在' | '商品已售罄' */
  fail: (CartLine & { mer_id: number; mer_name: string; reason: string })[];
}

export interface AddToCart {
  product_id: number;
  product_attr_unique: string;
  cart_num: number;
  /** 1: buy now (a single-use cart for /order_confirm?new=1), 0: the normal cart */
  is_new?: 0 | 1;
  /** 0 normal goods; activity goods (buy now only): 1 seckill, 2 presell, 3 bargain, 4 group buy */
  product_type?: 0 | 1 | 2 | 3 | 4;
  /** what an activity line needs besides the SKU: the group to join (0: open one), the bargain to buy */
  activity_ref?: number;
}

export const cartApi = (c: ApiCaller) => ({
  add: (body: AddToCart) =>
    c.post<{ cart_id: number }>('/api/user/cart/create', { is_new: 0, product_type: 0, ...body }),
  list: () => c.get<CartList>('/api/user/cart/lst'),
  /** total pieces of valid normal-cart goods (the header badge) */
  count: () => c.get<{ count: number }[]>('/api/user/cart/count'),
  /** rejects with the server's message (e.g. '库存不足，最多可购买3件') and changes nothing */
  change: (cartId: number, cart_num: number) =>
    c.post<{ cart_id: number; cart_num: number }>(`/api/user/cart/change/${cartId}`, { cart_num }),
  remove: (cartIds: number[]) => c.post<null>('/api/user/cart/delete', { cart_id: cartIds }),
  /** buy again: adds the lines to the normal cart, all or none; answers their cart ids */
  again: (data: { product_id: number; product_attr_unique: string; cart_num: number }[]) =>
    c.post<{ cart_id: number[] }>('/api/user/cart/again', { data }),
});

/** A region of China's 4-level administrative divisions; the id is its statistical code. */
export interface Region {
  id: number;
  name: string;
  parent_id: number;
  /** 1 province, 2 city, 3 district, 4 street */
  level: 1 | 2 | 3 | 4;
  /** number of children (0 for a street) */
  snum: number;
}

export interface Address {
  address_id: number;
  real_name: string;
  phone: string;
  province_id: number;
  province: string;
  city_id: number;
  city: string;
  district_id: number;
  district: string;
  street_id: number;
  street: string;
  detail: string;
  is_default: 0 | 1;
}

/** Region names are taken from the ids by the server. */
export interface AddressInput {
  /** 0 or absent: a new address; otherwise the address to edit */
  address_id?: number;
  /** 2–25 characters: Chinese, Latin letters, '·', spaces */
  real_name: string;
  /** mainland mobile number, 11 digits */
  phone: string;
  province_id: number;
  city_id: number;
  district_id: number;
  street_id: number;
  /** 2–60 characters */
  detail: string;
  is_default?: 0 | 1;
}

export const addressApi = (c: ApiCaller) => ({
  /** children of a region; 0 → the provinces */
  regions: (pid: number) => c.get<Region[]>(`/api/v2/system/city/lst/${pid}`),
  /** the default address first, then the newest; at most `max` (50) addresses */
  list: () => c.get<{ list: Address[]; count: number; max: number }>('/api/user/address/lst'),
  detail: (id: number) => c.get<Address>(`/api/user/address/detail/${id}`),
  /** creates (address_id 0) or edits; the first address becomes the default */
  save: (body: AddressInput) => c.post<{ address_id: number }>('/api/user/address/create', { address_id: 0, ...body }),
  setDefault: (id: number) => c.post<null>(`/api/user/address/update/${id}`),
  /** deleting the default makes the newest remaining address the default */
  remove: (id: number) => c.post<null>(`/api/user/address/delete/${id}`),
});

export interface CouponOption {
  coupon_user_id: number;
  title: string;
  /** 0 shop, 1 goods, 10 platform general (通用券), 11 category (品类券), 12 cross-shop (跨店券) */
  type: number;
  coupon_price: number;
  /** 0 = 无门槛 */
  use_min_price: number;
  end_time: string;
  /** usable on this order, what it would take off, and whether it is applied */
  usable: boolean;
  discount: number;
  checked: boolean;
}

export interface CheckLine {
  cart_id: number;
  product_id: number;
  product_attr_unique: string;
  title: string;
  image: string;
  sku: string;
  price: number;
  cart_num: number;
  total_price: number;
  coupon_price: number;
  platform_coupon_price: number;
  integral_price: number;
  pay_price: number;
  /** a presell line: what is paid now (the deposit, or all of it) and later */
  presell?: PresellLine;
}

export interface CheckShop {
  mer_id: number;
  mer_name: string;
  is_trader: boolean;
  total_num: number;
  total_price: number;
  /** 快递配送 postage from the shop's shipping template */
  postage_price: number;
  coupon_user_id: number | null;
  /** 店铺优惠 */
  coupon_price: number;
  /** this shop's share of the platform coupon */
  platform_coupon_price: number;
  integral: number;
  integral_price: number;
  pay_price: number;
  coupons: CouponOption[];
  cart: CheckLine[];
}

export interface OrderCheck {
  /** send to create within `expires_in` seconds (600) */
  key: string;
  expires_in: number;
  address: Address | null;
  order: CheckShop[];
  platform_coupons: CouponOption[];
  platform_coupon_user_id: number | null;
  /** the coupons applied (merchant id → [coupon_user_id]; '0' = platform): send back to keep them */
  use_coupon: Record<string, number[]>;
  total_num: number;
  /** 商品总金额 */
  total_price: number;
  /** 运费 */
  total_postage: number;
  /** 店铺优惠 */
  shop_coupon_price: number;
  /** 平台优惠 */
  platform_coupon_price: number;
  coupon_price: number;
  /** 积分抵扣: 使用了{points}个积分，抵扣{price / 100}元; max_points is what could be used */
  integral: {
    enabled: boolean;
    use: boolean;
    balance: number;
    points: number;
    price: number;
    max_points: number;
    fen_per_point: number;
  };
  /** 应付总额 */
  pay_price: number;
}

export interface OrderCheckInput {
  cart_id: number[];
  /** 0 or absent: the default address */
  address_id?: number;
  /** absent: the best coupons are applied; {} applies none */
  use_coupon?: Record<string, number[]>;
  use_integral?: 0 | 1;
}

/** 发票: receipt_type 1 电子普通发票 / 2 增值税专用发票; receipt_title_type 1 个人 / 2 企业 */
export interface ReceiptInput {
  receipt_type: 1 | 2;
  receipt_title_type: 1 | 2;
  receipt_title: string;
  /** tax id, for companies */
  duty_paragraph?: string;
  /** required for 电子普通发票 */
  email?: string;
  /** 增值税专用发票 only */
  bank_name?: string;
  bank_code?: string;
  address?: string;
  tel?: string;
}

export interface OrderCreateInput {
  key: string;
  /** a double click must send the same id; defaults to the key */
  request_id?: string;
  address_id?: number;
  /** buyer note per merchant, at most 150 characters */
  mark?: Record<string, string>;
  /** null / absent: 不开发票 */
  receipt_data?: ReceiptInput | null;
}

export interface CreatedOrder {
  group_order_id: number;
  group_order_sn: string;
  pay_price: number;
  /** 1: nothing to pay, already paid → order list; 0 → /payment?result=<group_order_id> */
  paid: 0 | 1;
}

/** message of an expired key: re-run check */
export const CHECKOUT_EXPIRED = '订单操作超时,请刷新页面';

export const orderApi = (c: ApiCaller) => ({
  check: (body: OrderCheckInput) => c.post<OrderCheck>('/api/v2/order/check', body),
  create: (body: OrderCreateInput) => c.post<CreatedOrder>('/api/v2/order/create', { pay_type: 'pc', ...body }),
});

export type PayType = 'balance' | 'weixinQr' | 'alipayQr';

export type PayAnswer =
  | { status: 'success'; group_order_id: number; pay_type: PayType; pay_price: number; now_money: number }
  | {
      status: 'qr';
      group_order_id: number;
      pay_type: PayType;
      pay_price: number;
      /** the sandbox cashier page the QR encodes */
      code_url: string;
      /** PNG data URL of the QR */
      qrcode: string;
      /** seconds (180); then 二维码失效，点击重新获取 → pay again */
      expires_in: number;
    };

export interface OrderStatus {
  group_order_id: number;
  group_order_sn: string;
  /** 0 unpaid, 1 paid, -1 closed */
  status: 0 | 1 | -1;
  paid: 0 | 1;
  pay_type: PayType | '';
  pay_price: number;
  pay_time: string | null;
  /** unpaid orders close at this time */
  expires_at: string;
}

export interface OrderAddress {
  real_name: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  street: string;
  detail: string;
}

export interface OrderProductLine {
  id: number;
  product_id: number;
  product_attr_unique: string;
  title: string;
  image: string;
  sku: string;
  price: number;
  product_num: number;
  total_price: number;
  pay_price: number;
}

/** One merchant's order. status (paid orders): 0 待发货, 1 待收货, 2 待评价, 3 已完成, -1 已退款 */
export interface ShopOrder {
  order_id: number;
  order_sn: string;
  group_order_id: number;
  mer_id: number;
  mer_name: string;
  is_trader: boolean;
  total_num: number;
  total_price: number;
  pay_postage: number;
  coupon_price: number;
  platform_coupon_price: number;
  integral: number;
  integral_price: number;
  pay_price: number;
  mark: string;
  receipt: ReceiptInput | null;
  status: number;
  paid: 0 | 1;
  is_cancel: 0 | 1;
  pay_time: string | null;
  created_at: string;
  orderProduct: OrderProductLine[];
}

/** The payment unit (one per checkout). */
export interface GroupOrder {
  group_order_id: number;
  group_order_sn: string;
  status: 0 | 1 | -1;
  paid: 0 | 1;
  total_num: number;
  total_price: number;
  total_postage: number;
  coupon_price: number;
  integral: number;
  integral_price: number;
  pay_price: number;
  pay_type: PayType | '';
  pay_time: string | null;
  address: OrderAddress;
  created_at: string;
  /** 请在X前完成支付 */
  expires_at: string;
  closed_at: string | null;
  /** 'cancel' | 'timeout' | '' */
  close_reason: string;
  /** the group (拼团) this payment opens or joins; null for other orders */
  group_buy_id: number | null;
  orderList: ShopOrder[];
  /** a presell order whose final payment is due (status, pay_price and expires_at are the final payment's) */
  presell_final?: PresellPurchase;
}

export interface OrderCounts {
  noPay: number;
  noPostage: number;
  noDeliver: number;
  noComment: number;
  done: number;
  refund: number;
  orderCount: number;
}

export const payApi = (c: ApiCaller) => ({
  /** balance pays at once (余额不足 rejects); QR types answer a code URL to show and poll */
  pay: (groupOrderId: number, type: PayType) => c.post<PayAnswer>(`/api/order/pay/${groupOrderId}`, { type }),
  /** poll every 2 s while a QR is shown */
  status: (groupOrderId: number) => c.get<OrderStatus>(`/api/order/status/${groupOrderId}`),
  /** unpaid only; stock, coupons and points come back */
  cancel: (groupOrderId: number) => c.post<null>(`/api/order/cancel/${groupOrderId}`),
  /** unpaid group orders (待付款) */
  unpaidList: (page = 1, limit = 10) =>
    c.get<{ list: GroupOrder[]; count: number }>('/api/order/group_order_list', { page, limit }),
  groupDetail: (groupOrderId: number) => c.get<GroupOrder>(`/api/order/group_order_detail/${groupOrderId}`),
  /** paid orders; status -2 all, 0 待发货, 1 待收货, 2 待评价, 3 已完成, -1 已退款 */
  list: (status = -2, page = 1, limit = 10) =>
    c.get<{ list: ShopOrder[]; count: number }>('/api/order/list', { status, page, limit }),
  detail: (orderId: number) =>
    c.get<ShopOrder & { group_order_sn: string; pay_type: PayType; address: OrderAddress; presell: PresellPurchase | null }>(
      `/api/order/detail/${orderId}`,
    ),
  counts: () => c.get<OrderCounts>('/api/order/number'),
});
