import { useState } from 'react';
import { couponApi, type CouponOffer } from '@mall/api-client';
import { useApi } from '@mall/app-kit';
import { useRequireLogin, useResumeAfterLogin } from '../common/use-require-login';
import { preloadReceiveDialog } from './lazy-receive-dialog';
import { catalogTexts, useCatalogTexts } from '../../i18n/catalog-texts';
import { coupons } from '../../i18n/zh-CN/coupons';

// this module's texts come with its chunk
catalogTexts.add({ coupons });

export interface ReceiveResult {
  ok: boolean;
  message: string;
  coupon: CouponOffer;
}

/** The offer after one more claim by this viewer. */
function claimed(c: CouponOffer): CouponOffer {
  const received = c.received + 1;
  const remain_count = c.remain_count === null ? null : Math.max(0, c.remain_count - 1);
  return {
    ...c,
    received,
    remain_count,
    state: received >= c.user_limit ? 'received' : remain_count === 0 ? 'sold_out' : 'receive',
  };
}

/**
 * Claims coupons of a list (a guest gets the login dialog). The list keeps each offer's state
 * as the server answered; `result` feeds the success/failure dialog.
 */
export function useReceiveCoupon(initial: CouponOffer[]) {
  const api = useApi();
  const requireLogin = useRequireLogin();
  const { t } = useCatalogTexts();
  const [offers, setOffers] = useState(initial);
  const [busy, setBusy] = useState<number | null>(null);
  const [result, setResult] = useState<ReceiveResult | null>(null);

  const replace = (next: CouponOffer) =>
    setOffers((list) => list.map((c) => (c.coupon_id === next.coupon_id ? next : c)));

  async function receive(c: CouponOffer) {
    if (!requireLogin({ name: 'coupon', data: c.coupon_id }) || busy !== null) return;
    preloadReceiveDialog();
    setBusy(c.coupon_id);
    try {
      await couponApi(api).receive(c.coupon_id);
      const next = claimed(c);
      replace(next);
      setResult({ ok: true, message: t('coupons.received'), coupon: next });
    } catch (err) {
      const message = err instanceof Error ? err.message : t('coupons.retry');
      if (message === '优惠券已领完') replace({ ...c, remain_count: 0, state: 'sold_out' });
      if (/已领取过|每人限领/.test(message)) replace({ ...c, state: 'received' });
      setResult({ ok: false, message, coupon: c });
    } finally {
      setBusy(null);
    }
  }

  // a guest's 领取 completes once they are logged in, by the list that shows that coupon (which
  // may load after the page: the goods page's row, the home strip)
  useResumeAfterLogin<number>(
    'coupon',
    (id) => {
      const c = offers.find((o) => o.coupon_id === id);
      if (c?.state === 'receive') void receive(c);
    },
    (id) => offers.some((o) => o.coupon_id === id),
    offers.map((o) => o.coupon_id).join(),
  );

  return { offers, setOffers, receive, busy, result, closeResult: () => setResult(null) };
}
