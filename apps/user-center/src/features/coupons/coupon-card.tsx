import { css } from '@emotion/react';
import type { HeldCoupon } from '@mall/api-client';
import { formatChinaTime, formatYuan, theme } from '@mall/ui';
import { Trans, useTranslation } from 'react-i18next';

const cardCss = css`
  display: flex;
  height: 116px;
  border: 1px solid #f6d7b0;
  background: #fffaf2;
  &[data-status='1'],
  &[data-status='2'] {
    filter: grayscale(1);
    opacity: 0.7;
  }
  .value {
    width: 140px;
    flex: none;
    display: flex;
    flex-direction: column;
    justify-content: center;
    align-items: center;
    background: linear-gradient(135deg, #f5b73b, ${theme.priceRed});
    color: #fff;
  }
  .value b {
    font-size: 30px;
  }
  .value b small {
    font-size: 16px;
    margin-right: 2px;
  }
  .body {
    flex: 1;
    min-width: 0;
    padding: 12px 14px;
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: 12px;
    color: #666;
  }
  .title {
    font-size: 14px;
    color: ${theme.text};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .kind {
    display: inline-block;
    margin-right: 6px;
    padding: 0 4px;
    border: 1px solid ${theme.priceRed};
    color: ${theme.priceText};
    font-size: 11px;
  }
  .scope {
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  .foot {
    margin-top: auto;
    display: flex;
    justify-content: space-between;
    align-items: center;
  }
  .foot a {
    padding: 2px 12px;
    border-radius: 12px;
    background: ${theme.priceText};
    color: #fff;
    text-decoration: none;
  }
  .stamp {
    color: ${theme.muted};
  }
`;

const day = (iso: string) => formatChinaTime(iso).slice(0, 10);

const KINDS = { 0: 'k0', 1: 'k1', 10: 'k10', 11: 'k11', 12: 'k12' } as const;

/** What the coupon applies to: the shop, goods or category names are the mall's, the sentence the catalogue's. */
function CouponScope({ coupon: c }: { coupon: HeldCoupon }) {
  const { t } = useTranslation();
  if (c.type === 10 || !c.scope_names.length) return <>{c.type === 10 ? t('coupons.scope.k10') : null}</>;
  const key = c.type === 12 && c.scope_count > 3 ? 'k12More' : KINDS[c.type as keyof typeof KINDS];
  if (!key || key === 'k10') return null;
  return (
    <Trans
      i18nKey={`coupons.scope.${key}`}
      values={{ names: c.scope_names.join(t('orders.shopSeparator')), count: c.scope_count }}
      components={[<span key="names" data-authored />]}
    />
  );
}

export function CouponCard({ coupon: c }: { coupon: HeldCoupon }) {
  const { t } = useTranslation();
  const kind = KINDS[c.type as keyof typeof KINDS] ?? 'other';
  return (
    <div css={cardCss} data-status={c.status} data-testid="coupon-card">
      <div className="value">
        <b>
          <small>¥</small>
          {formatYuan(c.coupon_price).replace(/\.00$/, '')}
        </b>
        <span>{c.use_min_price > 0 ? t('coupons.minPrice', { yuan: formatYuan(c.use_min_price).replace(/\.00$/, '') }) : t('coupons.noMin')}</span>
      </div>
      <div className="body">
        <div className="title">
          <span className="kind">{t(`coupons.kind.${kind}`)}</span>
          <span data-authored>{c.title}</span>
        </div>
        <div className="scope">
          <CouponScope coupon={c} />
        </div>
        <div>
          {t('coupons.valid', { from: day(c.start_time), to: day(c.end_time) })}
        </div>
        <div className="foot">
          <span data-authored>{c.mer_name}</span>
          {c.status === 0 && <a href={c.use_url}>{t('coupons.use')}</a>}
          {c.status === 1 && <span className="stamp">{t('coupons.usedStamp')}</span>}
          {c.status === 2 && <span className="stamp">{t('coupons.expiredStamp')}</span>}
        </div>
      </div>
    </div>
  );
}
