import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import { couponApi, type CouponOffer } from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { loadShopFrame, type ShopFrame } from '../store/load-store';
export { storeDescription, storeTitle } from '../store/load-store';
import { StoreHeader } from '../store/store-header';
import { CouponGrid } from './coupon-grid';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { store } from '../../i18n/zh-CN/store';

// this module's texts come with its chunk
catalogTexts.add({ store });

export interface StoreCouponData extends ShopFrame {
  coupons: CouponOffer[];
}

/** /store/storeCoupon?id=: the shop's frame and its coupons; an unknown shop is a 404. */
export async function loadStoreCoupons(api: MallApi, url: string): Promise<StoreCouponData> {
  const frame = await loadShopFrame(api, new URL(url).searchParams.get('id'));
  return { ...frame, coupons: await couponApi(api).shop(frame.shop.mer_id) };
}

const titleCss = css`
  font-size: 18px;
  margin: 18px 0 14px;
`;

export function StoreCouponPage() {
  const { shop, categories, coupons } = useLoaderData() as StoreCouponData;
  const { t } = useCatalogTexts();
  return (
    <section data-page="store-coupon">
      <StoreHeader shop={shop} categories={categories} active="coupon" />
      <h2 css={titleCss}>{t('store.coupons')}</h2>
      <CouponGrid coupons={coupons} empty={t('store.noCoupons')} />
    </section>
  );
}
