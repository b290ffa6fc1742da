import type { CouponGoods, CouponKind, CouponOffer, CouponReceived } from '@mall/contracts';
import type { ApiCaller } from './client';
import type { Paged } from './catalog';

/**
 * Coupon types (0 shop, 1 goods, 10 platform general, 11 platform category, 12 cross-shop) and the
 * claimable coupons' shapes: @mall/contracts' (coupon). Money in fen.
 */
export type { CouponGoods, CouponKind, CouponOffer, CouponReceived } from '@mall/contracts';

export const COUPON_KIND_TEXT: Record<CouponKind, string> = {
  0: '店铺券',
  1: '商品券',
  10: '通用券',
  11: '品类券',
  12: '跨店券',
};

export const couponApi = (c: ApiCaller) => ({
  /** the coupon centre; no type = all kinds */
  centre: (type?: CouponKind, page = 1, limit = 12) =>
    c.get<Paged<CouponOffer>>('/api/coupon/getlst', { ...(type === undefined ? {} : { type }), page, limit }),
  shop: (merId: number) => c.get<CouponOffer[]>(`/api/coupon/store/${merId}`),
  /** the shop and goods coupons of a goods page */
  goods: (productId: number) => c.get<CouponOffer[]>('/api/coupon/product', { product_id: productId }),
  receive: (couponId: number) => c.post<CouponReceived>(`/api/coupon/receive/${couponId}`),
  /** the goods a coupon applies to (/goods_coupon) */
  couponGoods: (couponId: number, page = 1, limit = 20) =>
    c.get<CouponGoods>('/api/product/spu/coupon_product', { coupon_id: couponId, page, limit }),
});
