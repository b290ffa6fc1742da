import { useMemo } from 'react';
import { useApi } from '@mall/app-kit';
import { addressApi, cartApi, orderApi, payApi, siteApi, type ApiClient } from '@mall/api-client';

/**
 * The typed checkout calls over the page's one API client. The shell passes the client made
 * by `createApiClient`; the app-kit context only types it as `MallApi` (get/post), which is
 * all these calls use.
 */
export function useCheckoutApi() {
  const api = useApi() as ApiClient;
  return useMemo(
    () => ({
      cart: cartApi(api),
      address: addressApi(api),
      order: orderApi(api),
      pay: payApi(api),
      site: siteApi(api),
      /** the shopper's balance in fen (GET /api/user) */
      balance: () => api.get<{ now_money: number }>('/api/user').then((u) => u.now_money),
    }),
    [api],
  );
}

export type CheckoutApi = ReturnType<typeof useCheckoutApi>;
