import { useCallback, useEffect, useRef, useState } from 'react';
import type { OrderCheck } from '@mall/api-client';
import { useToast } from '@mall/ui';
import { useCheckoutApi } from '../../shared/checkout-api';

/** What the shopper chose that changes the price. */
export interface PriceChoice {
  /** 0: the default address */
  addressId: number;
  /** absent: the server picks the best coupons */
  useCoupon?: Record<string, number[]>;
  useIntegral: boolean;
}

/**
 * Prices the checkout through order/check on every change of the choice; the latest answer
 * wins. A refused change shows why and goes back to the last good choice. `choice` is what the
 * controls show while the server prices it.
 */
export function useOrderCheck(cartIds: number[]) {
  const { order } = useCheckoutApi();
  const toast = useToast();
  const [choice, setChoice] = useState<PriceChoice>({ addressId: 0, useIntegral: false });
  const [check, setCheck] = useState<OrderCheck | null>(null);
  const [error, setError] = useState('');
  const [pricing, setPricing] = useState(true);
  const latest = useRef(0);
  /** the choice of the last good pricing: a refused change goes back to it */
  const applied = useRef<PriceChoice | null>(null);
  const idsKey = cartIds.join(',');

  const run = useCallback(
    async (c: PriceChoice) => {
      const seq = ++latest.current;
      setPricing(true);
      try {
        const answer = await order.check({
          cart_id: idsKey.split(',').map(Number),
          address_id: c.addressId,
          use_coupon: c.useCoupon,
          use_integral: c.useIntegral ? 1 : 0,
        });
        if (seq !== latest.current) return;
        applied.current = c;
        setCheck(answer);
        setError('');
      } catch (err) {
        if (seq !== latest.current) return;
        if (applied.current) {
          toast.error((err as Error).message);
          setChoice(applied.current);
        } else setError((err as Error).message);
      } finally {
        if (seq === latest.current) setPricing(false);
      }
    },
    [order, idsKey, toast],
  );

  useEffect(() => {
    void run(choice);
  }, [run, choice]);

  const refresh = useCallback(() => run(choice), [run, choice]);
  const change = useCallback((patch: Partial<PriceChoice>) => setChoice((c) => ({ ...c, ...patch })), []);
  return { check, choice, error, pricing, change, refresh };
}
