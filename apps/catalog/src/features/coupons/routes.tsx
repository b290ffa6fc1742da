import type { RouteObject } from 'react-router';
import type { MallApi } from '@mall/shared-state';
import { byUrl } from '../../app/url-loaders';
import type { PageHandle } from '../../app/page-meta';
import type { GoodsCouponData } from './goods-coupon-page';
import type { StoreCouponData } from './store-coupon-page';

/** /coupon_center, /goods_coupon and /store/storeCoupon; each page is its own chunk, with its loader. */
export function couponRoutes(api: MallApi): RouteObject[] {
  return [
    {
      path: '/coupon_center',
      handle: {
        title: (_, { t }) => t('coupons.title'),
        description: (_, { t }) => t('coupons.description'),
      } as PageHandle<unknown>,
      lazy: async () => {
        const m = await import('./coupon-center-page');
        return { Component: m.CouponCentrePage, loader: byUrl(api, m.loadCouponCentre) };
      },
    },
    {
      path: '/goods_coupon',
      lazy: async () => {
        const m = await import('./goods-coupon-page');
        const handle: PageHandle<GoodsCouponData> = { title: m.goodsCouponTitle };
        return { Component: m.GoodsCouponPage, loader: byUrl(api, m.loadGoodsCoupon), handle };
      },
    },
    {
      path: '/store/storeCoupon',
      lazy: async () => {
        const m = await import('./store-coupon-page');
        const handle: PageHandle<StoreCouponData> = {
          title: (d, { t }) => t('store.couponsTitle', { shop: m.storeTitle(d) }),
          description: m.storeDescription,
        };
        return { Component: m.StoreCouponPage, loader: byUrl(api, m.loadStoreCoupons), handle };
      },
    },
  ];
}
