import { css } from '@emotion/react';
import type { CouponOption } from '@mall/api-client';
import { useTranslation } from 'react-i18next';
import { theme } from '@mall/ui';
import { couponCondition, couponEnd, couponKind, couponYuan } from './coupon-text';

const listCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  button {
    width: 260px;
    display: flex;
    text-align: left;
    border: 1px solid #f3d9a4;
    background: #fffaf0;
    padding: 0;
    cursor: pointer;
    color: ${theme.text};
  }
  button[aria-pressed='true'] {
    border: 2px solid ${theme.priceRed};
  }
  button:disabled {
    cursor: not-allowed;
    filter: grayscale(1);
    opacity: 0.6;
  }
  .amount {
    width: 84px;
    background: ${theme.priceText};
    color: #fff;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    font-size: 12px;
  }
  .amount b {
    font-size: 20px;
  }
  .info {
    padding: 8px 10px;
    font-size: 12px;
    color: #666;
    line-height: 18px;
  }
  .info strong {
    display: block;
    color: ${theme.text};
    font-size: 13px;
    margin-bottom: 2px;
  }
  .kind {
    color: ${theme.priceText};
    border: 1px solid ${theme.priceRed};
    padding: 0 3px;
    margin-right: 4px;
    font-size: 11px;
  }
`;

/** 平台券 (通用券, 品类券, 跨店券): one per order; picking the chosen one again drops it. */
export function PlatformCoupons({
  coupons,
  chosen,
  disabled,
  onChoose,
}: {
  coupons: CouponOption[];
  chosen: number;
  disabled: boolean;
  onChoose: (couponUserId: number) => void;
}) {
  const { t } = useTranslation();
  if (coupons.length === 0) return <p style={{ color: theme.muted, margin: 0 }}>{t('coupon.noPlatform')}</p>;
  return (
    <div css={listCss} data-testid="platform-coupons">
      {coupons.map((c) => (
        <button
          key={c.coupon_user_id}
          type="button"
          aria-pressed={c.coupon_user_id === chosen}
          disabled={disabled || !c.usable}
          onClick={() => onChoose(c.coupon_user_id === chosen ? 0 : c.coupon_user_id)}
        >
          <span className="amount">
            <span>
              ¥<b>{couponYuan(c.coupon_price)}</b>
            </span>
            <span>{couponCondition(t, c)}</span>
          </span>
          <span className="info">
            <strong>
              <span className="kind">{couponKind(t, c.type)}</span>
              <span data-testid="coupon-title">{c.title}</span>
            </strong>
            {t('coupon.validUntil', { date: couponEnd(c) })}
            {!c.usable && <div>{t('coupon.unusable')}</div>}
          </span>
        </button>
      ))}
    </div>
  );
}
