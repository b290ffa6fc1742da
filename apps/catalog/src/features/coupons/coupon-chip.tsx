import { css } from '@emotion/react';
import { Link } from '@mall/app-kit';
import type { CouponOffer } from '@mall/api-client';
import { formatYuan, theme } from '@mall/ui';
import { valueText } from './coupon-text';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { home } from '../../i18n/zh-CN/home';
import { goods } from '../../i18n/zh-CN/goods';

// this module's texts come with its chunk
catalogTexts.add({ home, goods });

const chipCss = css`
  display: inline-flex;
  align-items: stretch;
  height: 26px;
  border: 1px solid ${theme.priceRed};
  border-radius: 3px;
  overflow: hidden;
  font-size: 12px;
  .text {
    padding: 0 8px;
    line-height: 24px;
    color: ${theme.priceText};
    background: #fff4f2;
    white-space: nowrap;
  }
  button,
  a {
    border: 0;
    border-left: 1px dashed ${theme.priceRed};
    padding: 0 8px;
    line-height: 24px;
    background: ${theme.priceText};
    color: #fff;
    cursor: pointer;
    font-size: 12px;
  }
  a {
    background: #fff;
    color: ${theme.priceText};
  }
  button:disabled {
    background: #ccc;
    cursor: not-allowed;
  }
`;

/** A small coupon: 满100减10 with 领取 (or 去使用 / 已抢光). */
export function CouponChip({ coupon, busy, onReceive }: { coupon: CouponOffer; busy: boolean; onReceive: () => void }) {
  const { t } = useCatalogTexts();
  const value = valueText(coupon.coupon_price);
  const text =
    coupon.use_min_price > 0
      ? t('goods.couponOff', { min: formatYuan(coupon.use_min_price).replace(/\.00$/, ''), value })
      : t('goods.couponNoMin', { value });
  return (
    <span css={chipCss} data-testid="coupon-chip" data-state={coupon.state} title={coupon.title}>
      <span className="text">{text}</span>
      {coupon.state === 'received' ? (
        <Link to={`/goods_coupon?id=${coupon.coupon_id}`}>{t('home.coupons.use')}</Link>
      ) : coupon.state === 'sold_out' ? (
        <button type="button" disabled>
          {t('home.coupons.soldOut')}
        </button>
      ) : (
        <button type="button" disabled={busy} onClick={onReceive}>
          {t('home.coupons.receive')}
        </button>
      )}
    </span>
  );
}
