import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import { Link } from '@mall/app-kit';
import { couponApi, type CouponKind, type CouponOffer, type Paged } from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { theme } from '@mall/ui';
import { Pagination } from '../common/pagination';
import { CouponGrid } from './coupon-grid';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { coupons } from '../../i18n/zh-CN/coupons';

// this module's texts come with its chunk
catalogTexts.add({ coupons });

export const CENTRE_PAGE_SIZE = 12;

const TABS: {
  label: 'all' | 'kind.universal' | 'kind.category' | 'kind.crossShop' | 'kind.shop';
  type?: CouponKind;
}[] = [
  { label: 'all' },
  { label: 'kind.universal', type: 10 },
  { label: 'kind.category', type: 11 },
  { label: 'kind.crossShop', type: 12 },
  { label: 'kind.shop', type: 0 },
];

export interface CouponCentreData {
  type?: CouponKind;
  page: number;
  coupons: Paged<CouponOffer>;
}

/** /coupon_center?type=&page=: an unknown type shows every kind. */
export async function loadCouponCentre(api: MallApi, url: string): Promise<CouponCentreData> {
  const q = new URL(url).searchParams;
  const type = TABS.find((t) => t.type !== undefined && String(t.type) === q.get('type'))?.type;
  const pageText = q.get('page') ?? '';
  const page = /^[1-9]\d{0,3}$/.test(pageText) ? Number(pageText) : 1;
  return { type, page, coupons: await couponApi(api).centre(type, page, CENTRE_PAGE_SIZE) };
}

const href = (type: CouponKind | undefined, page = 1) => {
  const q = new URLSearchParams();
  if (type !== undefined) q.set('type', String(type));
  if (page > 1) q.set('page', String(page));
  const s = q.toString();
  return `/coupon_center${s ? `?${s}` : ''}`;
};

const bannerCss = css`
  height: 140px;
  border-radius: 6px;
  background: linear-gradient(120deg, #ff5b3a, ${theme.priceRed} 55%, #c7161b);
  color: #fff;
  display: flex;
  flex-direction: column;
  justify-content: center;
  padding: 0 48px;
  margin-bottom: 16px;
  position: relative;
  overflow: hidden;
  h1 {
    margin: 0;
    font-size: 34px;
    letter-spacing: 4px;
  }
  p {
    margin: 8px 0 0;
    font-size: 15px;
    opacity: 0.9;
  }
  &::after {
    content: attr(data-mark);
    position: absolute;
    right: 60px;
    top: 10px;
    font-size: 120px;
    font-weight: 700;
    opacity: 0.12;
  }
`;

const tabsCss = css`
  display: flex;
  background: #fff;
  margin-bottom: 16px;
  padding: 0 12px;
  a {
    padding: 0 22px;
    line-height: 48px;
    font-size: 15px;
    color: ${theme.text};
    border-bottom: 2px solid transparent;
  }
  a:hover {
    color: ${theme.priceText};
  }
  a[aria-current='page'] {
    color: ${theme.priceText};
    border-bottom-color: ${theme.priceRed};
    font-weight: 600;
  }
  .total {
    margin-left: auto;
    line-height: 48px;
    font-size: 13px;
    color: ${theme.muted};
  }
`;

/** 领券中心: tabs by kind, coupon tickets with 立即领取, pages. */
export function CouponCentrePage() {
  const { type, page, coupons } = useLoaderData() as CouponCentreData;
  const { t } = useCatalogTexts();
  return (
    <section data-page="coupon-center">
      <div css={bannerCss} data-mark={t('coupons.mark')}>
        <h1>{t('coupons.title')}</h1>
        <p>{t('coupons.slogan')}</p>
      </div>
      <nav css={tabsCss} aria-label={t('coupons.tabsLabel')}>
        {TABS.map((tab) => (
          <Link key={tab.label} to={href(tab.type)} aria-current={tab.type === type ? 'page' : undefined}>
            {t(`coupons.${tab.label}`)}
          </Link>
        ))}
        <span className="total">{t('coupons.total', { count: coupons.count })}</span>
      </nav>
      <CouponGrid coupons={coupons.list} />
      <Pagination page={page} total={coupons.count} size={CENTRE_PAGE_SIZE} href={(p) => href(type, p)} />
    </section>
  );
}
