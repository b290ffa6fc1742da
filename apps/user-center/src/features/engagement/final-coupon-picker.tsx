import { useEffect, useMemo, useState } from 'react';
import { presellApi, type PresellFinal } from '@mall/api-client';
import { useApi } from '@mall/app-kit';
import { formatYuan, useToast } from '@mall/ui';
import { useTranslation } from 'react-i18next';

/** 尾款优惠券: coupons apply to the final payment only; the choice is held for this order until it is paid. */
export function FinalCouponPicker({ groupOrderId, onChange }: { groupOrderId: number; onChange: () => void }) {
  const api = useApi();
  const presell = useMemo(() => presellApi(api), [api]);
  const toast = useToast();
  const { t } = useTranslation();
  const [final, setFinal] = useState<PresellFinal | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    presell.final(groupOrderId).then(setFinal, () => setFinal(null));
  }, [presell, groupOrderId]);

  if (!final || (final.coupons.length === 0 && final.coupon_user_id === 0)) return null;
  const choose = async (couponId: number) => {
    setBusy(true);
    try {
      setFinal(await presell.chooseCoupon(groupOrderId, couponId));
      onChange();
    } catch (err) {
      toast.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <label data-testid="final-coupon">
      {t('presell.coupon')}
      <select value={final.coupon_user_id} disabled={busy} onChange={(e) => void choose(Number(e.target.value))}>
        <option value={0}>{t('presell.noCoupon')}</option>
        {final.coupon_user_id > 0 && (
          <option value={final.coupon_user_id}>{t('presell.chosen', { yuan: formatYuan(final.coupon_price) })}</option>
        )}
        {final.coupons.map((c) => (
          <option key={c.id} value={c.id}>
            {`${c.title}${t('presell.couponOff', { yuan: formatYuan(c.coupon_price) })}`}
          </option>
        ))}
      </select>
    </label>
  );
}
