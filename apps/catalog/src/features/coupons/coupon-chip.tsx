import { css } from '@emotion/react';
import { Link } from 'react-router';
import type { CouponOffer } from '@mall/api-client';
import { theme } from '@mall/ui';
import { thresholdText, valueText } from './coupon-text';

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
  const text =
    coupon.use_min_price > 0 ? `${thresholdText(coupon).replace('可用', '')}减${valueText(coupon.coupon_price)}` : `无门槛${valueText(coupon.coupon_price)}元`;
  return (
    <span css={chipCss} data-testid="coupon-chip" data-state={coupon.state} title={coupon.title}>
      <span className="text">{text}</span>
      {coupon.state === 'received' ? (
        <Link to={`/goods_coupon?id=${coupon.coupon_id}`}>去使用</Link>
      ) : coupon.state === 'sold_out' ? (
        <button type="button" disabled>
          已抢光
        </button>
      ) : (
        <button type="button" disabled={busy} onClick={onReceive}>
          领取
        </button>
      )}
    </span>
  );
}
