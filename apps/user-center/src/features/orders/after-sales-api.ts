import { useMemo } from 'react';
import { useApi } from '@mall/app-kit';
import { afterSalesCommonApi, cartApi, orderLifecycleApi, payApi, refundApi } from '@mall/api-client';

/** The typed order and refund calls of the user centre over the page's one API client. */
export function useAfterSalesApi() {
  const api = useApi();
  return useMemo(
    () => ({
      orders: orderLifecycleApi(api),
      pay: payApi(api),
      cart: cartApi(api),
      refund: refundApi(api),
      common: afterSalesCommonApi(api),
    }),
    [api],
  );
}

export type AfterSalesApi = ReturnType<typeof useAfterSalesApi>;
