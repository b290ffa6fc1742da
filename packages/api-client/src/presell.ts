import type { ApiCaller } from './client';
import type { GoodsDetail, SkuInfo } from './catalog';
import type { PresellType } from '@mall/contracts';

/** 0 未开始, 1 正在进行, 2 已结束 */
export type PresellState = 0 | 1 | 2;
export type { PresellLine, PresellOrder, PresellOrderList, PresellPurchase, PresellType } from '@mall/contracts';

/** Times in epoch seconds of the server's clock (final window 0 for full payment). Money in fen. */
export interface PresellTimes {
  start_time: number;
  end_time: number;
  final_start_time: number;
  final_end_time: number;
  /** 发货时间: days after the (final) payment */
  delivery_day: number;
}

export interface PresellCard extends PresellTimes {
  id: number;
  product_id: number;
  store_name: string;
  image: string;
  unit_name: string;
  presell_type: PresellType;
  price: number;
  deposit: number;
  final_price: number;
  ot_price: number;
  stock: number;
  sales: number;
  state: PresellState;
  state_text: string;
}

export interface PresellList {
  server_time: number;
  count: number;
  list: PresellCard[];
}

export interface PresellSku extends SkuInfo {
  deposit: number;
  final_price: number;
}

/** The goods page of a presell goods: the normal goods with presell SKUs (own `unique`, price, deposit, stock). */
export interface PresellDetail extends GoodsDetail {
  sku: Record<string, PresellSku>;
  presell: PresellTimes & {
    id: number;
    presell_type: PresellType;
    price: number;
    deposit: number;
    final_price: number;
    quota: number;
    sales: number;
    state: PresellState;
    state_text: string;
    server_time: number;
    /** 预售协议 (定金不退), sanitised HTML */
    agreement: { title: string; content: string };
  };
}

/** The final payment (尾款) of a deposit order. */
export interface PresellFinal {
  group_order_id: number;
  order_id: number | null;
  order_sn: string;
  /** 1 待付尾款, 2 已付尾款, -2 尾款超时 */
  status: 1 | 2 | -2;
  num: number;
  deposit_price: number;
  final_price: number;
  coupon_user_id: number;
  coupon_price: number;
  pay_price: number;
  final_start_time: string | null;
  final_end_time: string | null;
  delivery_day: number;
  server_time: number;
  coupons: { id: number; title: string; coupon_price: number; use_min_price: number; end_time: string }[];
}

export const presellApi = (c: ApiCaller) => ({
  list: (type: PresellState, page = 1, limit = 20) => c.get<PresellList>('/api/store/product/presell/lst', { type, page, limit }),
  detail: (id: number) => c.get<PresellDetail>(`/api/store/product/presell/detail/${id}`),
  final: (groupOrderId: number) => c.get<PresellFinal>(`/api/presell/final/${groupOrderId}`),
  chooseCoupon: (groupOrderId: number, couponId: number) =>
    c.post<PresellFinal>(`/api/presell/final/${groupOrderId}/coupon`, { coupon_id: couponId }),
});
