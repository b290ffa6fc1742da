import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CartLine, CartList } from '@mall/api-client';
import { useMallState, useMallStore } from '@mall/app-kit';
import { useTranslation } from 'react-i18next';
import { useToast } from '@mall/ui';
import { announceCartChange } from '../../shared/cart-badge';
import { useCheckoutApi } from '../../shared/checkout-api';
import { cartPieces, loadUnselected, saveUnselected, validIds } from './cart-model';

/** The cart as the server has it, the shopper's selection, and the changes the page makes. */
export function useCart() {
  const { cart: cartApi } = useCheckoutApi();
  const store = useMallStore();
  const toast = useToast();
  const { t } = useTranslation();
  const uid = useMallState((s) => s.users?.uid ?? 0);
  const [cart, setCart] = useState<CartList | null>(null);
  const [error, setError] = useState('');
  const [unselected, setUnselected] = useState<Set<number>>(() => loadUnselected(uid));
  const [busy, setBusy] = useState<ReadonlySet<number>>(new Set());

  const reload = useCallback(async () => {
    try {
      setCart(await cartApi.list());
      setError('');
    } catch (err) {
      setError((err as Error).message);
    }
  }, [cartApi]);

  useEffect(() => {
    void reload();
  }, [reload]);
  useEffect(() => setUnselected(loadUnselected(uid)), [uid]);
  // every answer from the server brings the header badge along
  useEffect(() => {
    if (cart) announceCartChange(store, cartPieces(cart));
  }, [cart, store]);

  const ids = useMemo(() => (cart ? validIds(cart) : []), [cart]);
  const selected = useMemo(() => new Set(ids.filter((id) => !unselected.has(id))), [ids, unselected]);

  const updateSelection = useCallback(
    (next: Set<number>) => {
      // only lines still in the cart are remembered
      const kept = new Set([...next].filter((id) => ids.includes(id)));
      setUnselected(kept);
      saveUnselected(uid, kept);
    },
    [ids, uid],
  );

  const setSelected = useCallback(
    (lineIds: number[], on: boolean) => {
      const next = new Set(unselected);
      for (const id of lineIds) {
        if (on) next.delete(id);
        else next.add(id);
      }
      updateSelection(next);
    },
    [unselected, updateSelection],
  );

  const withBusy = async (lineIds: number[], work: () => Promise<void>) => {
    setBusy((s) => new Set([...s, ...lineIds]));
    try {
      await work();
    } finally {
      setBusy((s) => new Set([...s].filter((id) => !lineIds.includes(id))));
    }
  };

  const changeNum = (line: CartLine, num: number) =>
    withBusy([line.cart_id], async () => {
      try {
        const answer = await cartApi.change(line.cart_id, num);
        setCart(
          (c) =>
            c && {
              ...c,
              list: c.list.map((shop) => ({
                ...shop,
                cart: shop.cart.map((l) => (l.cart_id === answer.cart_id ? { ...l, cart_num: answer.cart_num } : l)),
              })),
            },
        );
      } catch (err) {
        toast.error((err as Error).message);
        // stock or limits may have moved since the page loaded
        await reload();
      }
    });

  const remove = (lineIds: number[]) =>
    withBusy(lineIds, async () => {
      try {
        await cartApi.remove(lineIds);
        toast.success(t('cart.deleted'));
      } catch (err) {
        toast.error((err as Error).message);
      }
      await reload();
    });

  return { cart, error, reload, selected, setSelected, busy, changeNum, remove };
}

export type CartState = ReturnType<typeof useCart>;
