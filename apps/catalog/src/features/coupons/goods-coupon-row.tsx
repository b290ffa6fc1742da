import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import type { CouponOffer } from '@mall/api-client';
import { useApi, useMallState } from '@mall/app-kit';
import { CouponChip } from './coupon-chip';
import { ReceiveDialog } from './lazy-receive-dialog';
import { useReceiveCoupon } from './use-receive-coupon';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { goods } from '../../i18n/zh-CN/goods';
import { loadGoodsCoupons } from '../goods-detail/load-detail';

// this module's texts come with its chunk
catalogTexts.add({ goods });

const chipsCss = css`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

/**
 * The goods page's 优惠券 row: the shop's coupons and the goods' own, each with 领取. What the
 * viewer holds is personal: `initial` is the page's (loaded with it, on the server for the first
 * page: a guest's shared HTML, a logged-in shopper's own), in the state of the viewer it was
 * loaded for; asked again when the shopper logs in or out on the page.
 */
export function GoodsCouponRow({ productId, initial }: { productId: number; initial: CouponOffer[] }) {
  const api = useApi();
  const { t } = useCatalogTexts();
  const loggedIn = useMallState((s) => Boolean(s.users));
  const { offers, setOffers, receive, busy, result, closeResult } = useReceiveCoupon(initial);
  // whom the offers' states are for
  const loadedFor = useRef(loggedIn);
  useEffect(() => {
    if (loadedFor.current === loggedIn) return;
    loadedFor.current = loggedIn;
    let live = true;
    loadGoodsCoupons(api, productId).then(
      (list) => live && setOffers(list),
      () => live && setOffers([]),
    );
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
