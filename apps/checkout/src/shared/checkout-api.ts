import { useMemo } from 'react';
import { useApi } from '@mall/app-kit';
import {
  addressApi,
  afterSalesCommonApi,
  cartApi,
  orderApi,
  orderLifecycleApi,
  payApi,
  refundApi,
  replyApi,
  siteApi,
  uploadImage,
  type ImageKind,
} from '@mall/api-client';

/** The typed checkout calls over the page's one API client. */
export function useCheckoutApi() {
  const api = useApi();
  return useMemo(
    () => ({
      cart: cartApi(api),
      address: addressApi(api),
      order: orderApi(api),
      pay: payApi(api),
      site: siteApi(api),
      /** after payment: shipping, receipt, tracking, refunds, reviews */
      lifecycle: orderLifecycleApi(api),
      refund: refundApi(api),
      reply: replyApi(api),
      common: afterSalesCommonApi(api),
      upload: (file: Blob, kind: ImageKind) => uploadImage(api, file, kind),
      /** the shopper's balance in fen (GET /api/user) */
      balance: () => api.get<{ now_money: number }>('/api/user').then((u) => u.now_money),
    }),
    [api],
  );
}

export type CheckoutApi = ReturnType<typeof useCheckoutApi>;
