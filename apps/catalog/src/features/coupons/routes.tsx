import type { RouteObject } from 'react-router';
import type { MallApi } from '@mall/shared-state';
import type { PageHandle } from '../../app/page-meta';
import { storeDescription, storeTitle } from '../store/load-store';
import { CouponCentrePage, loadCouponCentre } from './coupon-center-page';
import { GoodsCouponPage, goodsCouponTitle, loadGoodsCoupon, type GoodsCouponData } from './goods-coupon-page';
import { loadStoreCoupons, StoreCouponPage, type StoreCouponData } from './store-coupon-page';

/** /coupon_center, /goods_coupon and /store/storeCoupon. */
export function couponRoutes(api: MallApi): RouteObject[] {
  const byUrl = (load: (api: MallApi, url: string) => Promise<unknown>) => ({ request }: { request: Request }) => load(api, request.url);
  return [
    {
      path: '/coupon_center',
      element: <CouponCentrePage />,
      loader: byUrl(loadCouponCentre),
      handle: { title: () => '领券中心', description: () => '领券中心：平台通用券、品类券、跨店券与店铺优惠券，先领券再购物更省钱。' } as PageHandle<unknown>,
    },
    {
      path: '/goods_coupon',
      element: <GoodsCouponPage />,
      loader: byUrl(loadGoodsCoupon),
      handle: { title: goodsCouponTitle } as PageHandle<GoodsCouponData>,
    },
    {
      path: '/store/storeCoupon',
      element: <StoreCouponPage />,
      loader: byUrl(loadStoreCoupons),
      handle: { title: (d) => `${storeTitle(d)} - 店铺优惠券`, description: storeDescription } as PageHandle<StoreCouponData>,
    },
  ];
}
