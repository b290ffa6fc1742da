import { css } from '@emotion/react';
import { useEffect } from 'react';
import type { CouponOffer } from '@mall/api-client';
import { theme } from '@mall/ui';
import { CouponCard } from './coupon-card';
import { ReceiveDialog } from './lazy-receive-dialog';
import { useReceiveCoupon } from './use-receive-coupon';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { coupons } from '../../i18n/zh-CN/coupons';

// this module's texts come with its chunk
catalogTexts.add({ coupons });

const gridCss = css`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 16px;
  list-style: none;
  margin: 0;
  padding: 0;
`;

const emptyCss = css`
  background: #fff;
  text-align: center;
  padding: 80px 0;
  color: ${theme.muted};
  font-size: 14px;
`;

/** Coupon tickets with claiming and its dialog; `empty` when there are none. */
export function CouponGrid({ coupons, empty }: { coupons: CouponOffer[]; empty?: string }) {
  const { t } = useCatalogTexts();
  const { offers, setOffers, receive, busy, result, closeResult } = useReceiveCoupon(coupons);
  // a new page or tab of the list replaces the offers
  useEffect(() => setOffers(coupons), [coupons, setOffers]);
  if (offers.length === 0) return <div css={emptyCss}>{empty ?? t('coupons.empty')}</div>;
  return (
    <>
      <ul css={gridCss} data-testid="coupon-grid">
        {offers.map((c) => (
          <CouponCard key={c.coupon_id} coupon={c} busy={busy === c.coupon_id} onReceive={() => void receive(c)} />
        ))}
      </ul>
      {result && <ReceiveDialog result={result} onClose={closeResult} />}
    </>
  );
}
