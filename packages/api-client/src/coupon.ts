import type { CouponKind } from '@mall/contracts';
import type { ApiCaller } from './client';
import type { Paged, SearchCard } from './catalog';

/** Coupon types (0 shop, 1 goods, 10 platform general, 11 platform category, 12 cross-shop): @mall/contracts'. */
export type { CouponKind } from '@mall/contracts';

export const COUPON_KIND_TEXT: Record<CouponKind, string> = {
  0: '店铺券',
  1: '商品券',
  10: '通用券',
  11: '品类券',
  12: '跨店券',
};

/** A claimable coupon (template) as the coupon centre, shops and goods pages show it. Money in fen. */
export interface CouponOffer {
  coupon_id: number;
  mer_id: number;
  title: string;
  type: CouponKind;
  coupon_price: number;
  /** 0 = 无门槛 */
  use_min_price: number;
  /** 0: valid `coupon_time` days after the claim; 1: from `use_start_time` to `use_end_time` */
  coupon_type: 0 | 1;
  coupon_time: number;
  use_start_time: string | null;
  use_end_time: string | null;
  receive_end_time: string | null;
  /** null = no total limit */
  total_count: number | null;
  remain_count: number | null;
  user_limit: number;
  /** how many the viewer holds already (0 for a guest) */
  received: number;
  /** what the button does: claim it, it is used up (已抢光), or the viewer reached the limit (已领取) */
  state: 'receive' | 'sold_out' | 'received';
  merchant: { mer_name: string; mer_avatar: string; is_trader: boolean } | null;
}

export interface CouponGoods extends Paged<SearchCard> {
  coupon: CouponOffer;
}

export const couponApi = (c: ApiCaller) => ({
  /** the coupon centre; no type = all kinds */
  centre: (type?: CouponKind, page = 1, limit = 12) =>
    c.get<Paged<CouponOffer>>('/api/coupon/getlst', { ...(type === undefined ? {} : { type }), page, limit }),
  shop: (merId: number) => c.get<CouponOffer[]>(`/api/coupon/store/${merId}`),
  /** the shop and goods coupons of a goods page */
  goods: (productId: number) => c.get<CouponOffer[]>('/api/coupon/product', { product_id: productId }),
  receive: (couponId: number) => c.post<{ coupon_user_id: number }>(`/api/coupon/receive/${couponId}`),
  /** the goods a coupon applies to (/goods_coupon) */
  couponGoods: (couponId: number, page = 1, limit = 20) =>
    c.get<CouponGoods>('/api/product/spu/coupon_product', { coupon_id: couponId, page, limit }),
});
