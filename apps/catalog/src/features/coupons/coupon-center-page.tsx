import { css } from '@emotion/react';
import { Link, useLoaderData } from 'react-router';
import { couponApi, type CouponKind, type CouponOffer, type Paged } from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { theme } from '@mall/ui';
import { Pagination } from '../common/pagination';
import { CouponGrid } from './coupon-grid';

export const CENTRE_PAGE_SIZE = 12;

const TABS: { label: string; type?: CouponKind }[] = [
  { label: '全部' },
  { label: '通用券', type: 10 },
  { label: '品类券', type: 11 },
  { label: '跨店券', type: 12 },
  { label: '店铺券', type: 0 },
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
    content: '券';
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
  return (
    <section data-page="coupon-center">
      <div css={bannerCss}>
        <h1>领券中心</h1>
        <p>先领券 再购物 · 平台券、店铺券天天领</p>
      </div>
      <nav css={tabsCss} aria-label="优惠券分类">
        {TABS.map((t) => (
          <Link key={t.label} to={href(t.type)} aria-current={t.type === type ? 'page' : undefined}>
            {t.label}
          </Link>
        ))}
        <span className="total">共 {coupons.count} 张优惠券</span>
      </nav>
      <CouponGrid coupons={coupons.list} />
      <Pagination page={page} total={coupons.count} size={CENTRE_PAGE_SIZE} href={(p) => href(type, p)} />
    </section>
  );
}
