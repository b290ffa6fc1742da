import { css } from '@emotion/react';
import { Link } from '@mall/app-kit';
import type { CouponOffer } from '@mall/api-client';
import { theme } from '@mall/ui';
import { kindText, scopeText, thresholdText, validityText, valueText } from './coupon-text';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { coupons } from '../../i18n/zh-CN/coupons';

// this module's texts come with its chunk
catalogTexts.add({ coupons });

const cardCss = css`
  display: flex;
  height: 128px;
  background: #fff;
  border: 1px solid #f3d9d6;
  border-radius: 6px;
  overflow: hidden;
  .value {
    width: 132px;
    flex: none;
    display: flex;
    flex-direction: column;
    align-items: center;
    justify-content: center;
    color: #fff;
    background: linear-gradient(135deg, #ff6a4d, ${theme.priceRed});
    position: relative;
  }
  .value::after {
    content: '';
    position: absolute;
    right: -6px;
    top: 0;
    bottom: 0;
    width: 12px;
    background: radial-gradient(circle at 6px 8px, #fff 4px, transparent 4.5px) 0 0 / 12px 16px repeat-y;
  }
  .value .num {
    font-size: 34px;
    font-weight: 700;
    line-height: 1.1;
  }
  .value .num small {
    font-size: 16px;
    margin-right: 2px;
  }
  .value .min {
    font-size: 12px;
    opacity: 0.95;
  }
  .info {
    flex: 1;
    min-width: 0;
    padding: 14px 16px 10px 20px;
    display: flex;
    flex-direction: column;
    gap: 5px;
    font-size: 12px;
    color: ${theme.muted};
  }
  .title {
    font-size: 14px;
    color: ${theme.text};
    font-weight: 600;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .kind {
    display: inline-block;
    margin-right: 6px;
    padding: 0 4px;
    line-height: 16px;
    border: 1px solid ${theme.priceRed};
    color: ${theme.priceText};
    border-radius: 2px;
    font-weight: normal;
    font-size: 11px;
    vertical-align: 1px;
  }
  .line {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .foot {
    margin-top: auto;
    display: flex;
    align-items: center;
    justify-content: space-between;
  }
  /* the bar gives way to a longer word ('12% claimed') rather than wrap it */
  .taken {
    display: inline-flex;
    align-items: center;
    white-space: nowrap;
    min-width: 0;
    margin-right: 6px;
  }
  .bar {
    width: 90px;
    flex-shrink: 1;
    min-width: 24px;
    height: 6px;
    background: #fde2df;
    border-radius: 3px;
    overflow: hidden;
    display: inline-block;
    vertical-align: middle;
    margin-right: 6px;
  }
  .bar i {
    display: block;
    height: 100%;
    background: ${theme.priceText};
  }
  .btn {
    min-width: 76px;
    height: 28px;
    line-height: 26px;
    padding: 0 12px;
    border-radius: 14px;
    border: 1px solid ${theme.priceRed};
    background: ${theme.priceText};
    color: #fff;
    font-size: 13px;
    text-align: center;
    cursor: pointer;
  }
  a.btn {
    background: #fff;
    color: ${theme.priceText};
  }
  .btn:disabled {
    background: #ddd;
    border-color: #ddd;
    color: #fff;
    cursor: not-allowed;
  }
  &[data-state='sold_out'] .value {
    background: linear-gradient(135deg, #c8c8c8, #aaa);
  }
`;

/** How much of a limited coupon is gone: '已抢67%'. */
function takenPercent(c: CouponOffer): number | null {
  if (c.total_count === null || c.remain_count === null || c.total_count === 0) return null;
  return Math.round(((c.total_count - c.remain_count) / c.total_count) * 100);
}

/** A coupon ticket: value and threshold, title, scope, validity, and 立即领取 / 去使用 / 已抢光. */
export function CouponCard({ coupon, busy, onReceive }: { coupon: CouponOffer; busy: boolean; onReceive: () => void }) {
  const taken = takenPercent(coupon);
  const { t } = useCatalogTexts();
  return (
    <li css={cardCss} data-testid="coupon-card" data-state={coupon.state} data-coupon-id={coupon.coupon_id}>
      <div className="value">
        <div className="num">
          <small>¥</small>
          {valueText(coupon.coupon_price)}
        </div>
        <div className="min">{thresholdText(t, coupon)}</div>
      </div>
      <div className="info">
        <div className="title" title={coupon.title}>
          <span className="kind">{kindText(t, coupon)}</span>
          <span data-authored>{coupon.title}</span>
        </div>
        <div className="line">{scopeText(t, coupon)}</div>
        <div className="line">{validityText(t, coupon)}</div>
        <div className="foot">
          <span className="taken">
            {taken !== null && (
              <>
                <span className="bar">
                  <i style={{ width: `${taken}%` }} />
                </span>
                {t('coupons.taken', { percent: taken })}
              </>
            )}
          </span>
          {coupon.state === 'received' ? (
            <Link className="btn" to={`/goods_coupon?id=${coupon.coupon_id}`}>
              {t('coupons.use')}
            </Link>
          ) : coupon.state === 'sold_out' ? (
            <button type="button" className="btn" disabled>
              {t('coupons.soldOut')}
            </button>
          ) : (
            <button type="button" className="btn" disabled={busy} onClick={onReceive}>
              {coupon.received > 0 ? t('coupons.again') : t('coupons.receive')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}
