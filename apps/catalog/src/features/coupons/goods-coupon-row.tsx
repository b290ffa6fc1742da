import { css } from '@emotion/react';
import { useEffect } from 'react';
import { couponApi } from '@mall/api-client';
import { useApi, useMallState } from '@mall/app-kit';
import { CouponChip } from './coupon-chip';
import { ReceiveDialog } from './lazy-receive-dialog';
import { useReceiveCoupon } from './use-receive-coupon';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { goods } from '../../i18n/zh-CN/goods';

// this module's texts come with its chunk
catalogTexts.add({ goods });

const chipsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/**
 * The goods page's 优惠券 row: the shop's coupons and the goods' own, each with 领取. What the
 * viewer holds is personal, so the row loads in the browser (the page's HTML stays shareable).
 */
export function GoodsCouponRow({ productId }: { productId: number }) {
  const api = useApi();
  const { t } = useCatalogTexts();
  const loggedIn = useMallState((s) => Boolean(s.users));
  const { offers, setOffers, receive, busy, result, closeResult } = useReceiveCoupon([]);
  useEffect(() => {
    let live = true;
    couponApi(api)
      .goods(productId)
      .then((list) => live && setOffers(list))
      .catch(() => live && setOffers([]));
    return () => {
      live = false;
    };
  }, [api, productId, loggedIn, setOffers]);
  if (offers.length === 0) return null;
  return (
    <div className="row" data-testid="goods-coupons">
      <span className="label">{t('goods.coupons')}</span>
      <div className="value" css={chipsCss}>
        {offers.slice(0, 6).map((c) => (
          <CouponChip key={c.coupon_id} coupon={c} busy={busy === c.coupon_id} onReceive={() => void receive(c)} />
        ))}
      </div>
      {result && <ReceiveDialog result={result} onClose={closeResult} />}
    </div>
  );
}
