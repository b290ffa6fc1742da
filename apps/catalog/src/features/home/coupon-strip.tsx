import { css } from '@emotion/react';
import { useEffect, useRef } from 'react';
import type { CouponOffer } from '@mall/api-client';
import { Link, useApi, useMallState } from '@mall/app-kit';
import { formatYuan, theme } from '@mall/ui';
import { valueText } from '../coupons/coupon-text';
import { ReceiveDialog } from '../coupons/lazy-receive-dialog';
import { useReceiveCoupon } from '../coupons/use-receive-coupon';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { home } from '../../i18n/zh-CN/home';
import { loadCouponStrip } from './load-home';

// this module's texts come with its chunk
catalogTexts.add({ home });

const stripCss = css`
  display: flex;
  align-items: stretch;
  gap: 12px;
  margin: 16px 0;
  .head {
    width: 160px;
    flex: none;
    border-radius: 6px;
    color: #fff;
    background: linear-gradient(135deg, #ff6a4d, ${theme.priceRed});
    display: flex;
    flex-direction: column;
    justify-content: center;
    align-items: center;
    gap: 6px;
  }
  .head b {
    font-size: 22px;
    letter-spacing: 2px;
  }
  .head a {
    color: #fff;
    font-size: 12px;
    border: 1px solid rgba(255, 255, 255, 0.8);
    border-radius: 10px;
    padding: 0 10px;
    line-height: 18px;
  }
  ul {
    flex: 1;
    min-width: 0;
    display: grid;
    /* minmax(0, …): a long coupon title is cut with an ellipsis instead of widening the strip */
    grid-template-columns: repeat(4, minmax(0, 1fr));
    gap: 12px;
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    display: flex;
    align-items: center;
    background: #fff;
    border: 1px solid #f6d4cf;
    border-radius: 6px;
    padding: 12px 14px;
    gap: 10px;
  }
  .v {
    color: ${theme.priceText};
    font-size: 26px;
    font-weight: 700;
    white-space: nowrap;
  }
  .v small {
    font-size: 14px;
  }
  .t {
    flex: 1;
    min-width: 0;
    font-size: 12px;
    color: ${theme.muted};
  }
  .t div:first-of-type {
    color: ${theme.text};
    font-size: 13px;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  li button,
  li a {
    flex: none;
    border: 0;
    border-radius: 12px;
    padding: 0 10px;
    line-height: 24px;
    font-size: 12px;
    color: #fff;
    background: ${theme.priceText};
    cursor: pointer;
  }
  li a {
    background: #fff;
    color: ${theme.priceText};
    border: 1px solid ${theme.priceRed};
  }
  li button:disabled {
    background: #ccc;
  }
`;

/**
 * The home page's coupon strip: four coupons of the centre with 领取, and the way to 领券中心.
 * `initial`: the page's (loaded with it, on the server for the first page), in the state of the
 * viewer it was loaded for; asked again when the shopper logs in or out on the page.
 */
export function CouponStrip({ initial }: { initial: CouponOffer[] }) {
  const { t } = useCatalogTexts();
  const api = useApi();
  const loggedIn = useMallState((s) => Boolean(s.users));
  const { offers, setOffers, receive, busy, result, closeResult } = useReceiveCoupon(initial);
  // whom the offers' states are for
  const loadedFor = useRef(loggedIn);
  useEffect(() => {
    if (loadedFor.current === loggedIn) return;
    loadedFor.current = loggedIn;
    let live = true;
    loadCouponStrip(api).then(
      (list) => live && setOffers(list),
      () => live && setOffers([]),
    );
    return () => {
      live = false;
    };
  }, [api, loggedIn, setOffers]);
  if (offers.length === 0) return null;
  return (
    <section css={stripCss} data-testid="coupon-strip">
      <div className="head">
        <b>{t('home.coupons.title')}</b>
        <Link to="/coupon_center">{t('home.coupons.more')}</Link>
      </div>
      <ul>
        {offers.map((c) => (
          <li key={c.coupon_id} data-state={c.state}>
            <span className="v">
              <small>¥</small>
              {valueText(c.coupon_price)}
            </span>
            <div className="t">
              <div title={c.title} data-authored>
                {c.title}
              </div>
              <div>
                {c.use_min_price > 0
                  ? t('home.coupons.threshold', { amount: formatYuan(c.use_min_price).replace(/\.00$/, '') })
                  : t('home.coupons.noThreshold')}
              </div>
            </div>
            {c.state === 'received' ? (
              <Link to={`/goods_coupon?id=${c.coupon_id}`}>{t('home.coupons.use')}</Link>
            ) : (
              <button
                type="button"
                disabled={c.state === 'sold_out' || busy === c.coupon_id}
                onClick={() => void receive(c)}
              >
                {c.state === 'sold_out' ? t('home.coupons.soldOut') : t('home.coupons.receive')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {result && <ReceiveDialog result={result} onClose={closeResult} />}
    </section>
  );
}
