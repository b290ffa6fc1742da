import { css } from '@emotion/react';
import { useLoaderData } from 'react-router';
import { couponApi, type CouponGoods } from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { theme } from '@mall/ui';
import type { PageTexts } from '../../app/page-meta';
import { GoodsCard } from '../common/goods-card';
import { Pagination } from '../common/pagination';
import { orNotFound, requireId } from '../common/route-errors';
import { kindText, scopeText, thresholdText, validityText, valueText } from './coupon-text';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { coupons } from '../../i18n/zh-CN/coupons';

// this module's texts come with its chunk
catalogTexts.add({ coupons });

export const COUPON_GOODS_PAGE_SIZE = 20;

export interface GoodsCouponData {
  page: number;
  data: CouponGoods;
}

/** /goods_coupon?id=&page=: an unknown or malformed coupon id is a 404. */
export async function loadGoodsCoupon(api: MallApi, url: string): Promise<GoodsCouponData> {
  const q = new URL(url).searchParams;
  const id = requireId(q.get('id'));
  const pageText = q.get('page') ?? '';
  const page = /^[1-9]\d{0,3}$/.test(pageText) ? Number(pageText) : 1;
  return { page, data: await orNotFound(couponApi(api).couponGoods(id, page, COUPON_GOODS_PAGE_SIZE)) };
}

export const goodsCouponTitle = (d: GoodsCouponData, { t }: PageTexts) =>
  t('coupons.goodsTitle', { title: d.data.coupon.title });

const headCss = css`
  display: flex;
  align-items: center;
  gap: 24px;
  background: #fff8f6;
  border: 1px dashed ${theme.priceRed};
  padding: 18px 24px;
  margin-bottom: 16px;
  .value {
    color: ${theme.priceText};
    font-size: 36px;
    font-weight: 700;
  }
  .value small {
    font-size: 18px;
  }
  .title {
    font-size: 16px;
    font-weight: 600;
    margin-bottom: 6px;
  }
  .meta {
    font-size: 13px;
    color: ${theme.muted};
  }
  .meta span + span::before {
    content: '|';
    margin: 0 10px;
    color: #ddd;
  }
  .count {
    margin-left: auto;
    font-size: 13px;
    color: ${theme.muted};
  }
`;

const gridCss = css`
  display: grid;
  grid-template-columns: repeat(5, 1fr);
  gap: 10px;
  list-style: none;
  padding: 0;
  margin: 0;
`;

const emptyCss = css`
  background: #fff;
  padding: 80px 0;
  text-align: center;
  color: ${theme.muted};
`;

/** The goods a coupon applies to, best sellers first. */
export function GoodsCouponPage() {
  const { page, data } = useLoaderData() as GoodsCouponData;
  const { coupon } = data;
  const { t } = useCatalogTexts();
  return (
    <section data-page="goods-coupon">
      <div css={headCss} data-testid="coupon-head">
        <div className="value">
          <small>¥</small>
          {valueText(coupon.coupon_price)}
        </div>
        <div>
          <div className="title" data-authored>
            {coupon.title}
          </div>
          <div className="meta">
            <span>{kindText(t, coupon)}</span>
            <span>{thresholdText(t, coupon)}</span>
            <span>{scopeText(t, coupon)}</span>
            <span>{validityText(t, coupon)}</span>
          </div>
        </div>
        <div className="count">{t('coupons.goodsCount', { count: data.count })}</div>
      </div>
      {data.list.length === 0 ? (
        <div css={emptyCss}>{t('coupons.noGoods')}</div>
      ) : (
        <ul css={gridCss}>
          {data.list.map((g) => (
            <GoodsCard key={g.product_id} goods={g} />
          ))}
        </ul>
      )}
      <Pagination
        page={page}
        total={data.count}
        size={COUPON_GOODS_PAGE_SIZE}
        href={(p) => `/goods_coupon?id=${coupon.coupon_id}${p > 1 ? `&page=${p}` : ''}`}
      />
    </section>
  );
}
