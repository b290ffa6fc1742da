import { useEffect, useMemo, useState } from 'react';
import { presellApi, type PresellFinal } from '@mall/api-client';
import { useApi } from '@mall/app-kit';
import { formatYuan, useToast } from '@mall/ui';

/** 尾款优惠券: coupons apply to the final payment only; the choice is held for this order until it is paid. */
export function FinalCouponPicker({ groupOrderId, onChange }: { groupOrderId: number; onChange: () => void }) {
  const api = useApi();
  const presell = useMemo(() => presellApi(api), [api]);
  const toast = useToast();
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
      尾款优惠券：
      <select value={final.coupon_user_id} disabled={busy} onChange={(e) => void choose(Number(e.target.value))}>
        <option value={0}>不使用优惠券</option>
        {final.coupon_user_id > 0 && (
          <option value={final.coupon_user_id}>已选：减{formatYuan(final.coupon_price)}元</option>
        )}
        {final.coupons.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}（减{formatYuan(c.coupon_price)}元）
          </option>
        ))}
      </select>
    </label>
  );
}
