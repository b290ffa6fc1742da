import { useEffect } from 'react';
import { onMallEvent } from '@mall/shared-state';
import { useApi, useMallState } from '@mall/app-kit';

/** Keeps the store's cart count fresh while logged in: on login and whenever the cart changes. */
export function useCartCount(): void {
  const api = useApi();
  const loggedIn = useMallState((s) => Boolean(s.users));
  const setCartNumber = useMallState((s) => s.setCartNumber);
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    const refresh = () =>
      api.get<{ count: number }[]>('/api/user/cart/count').then(
        (data) => live && setCartNumber(data[0]?.count ?? 0),
        () => undefined,
      );
    void refresh();
    const off = onMallEvent('checkout:cart-changed', refresh);
    return () => {
      live = false;
      off();
    };
  }, [api, loggedIn, setCartNumber]);
}
