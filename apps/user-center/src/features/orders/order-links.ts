import type { AfterSalesOrder } from '@mall/api-client';

/** Checkout pages an order card links to (another app: plain hrefs, single-spa routes them). */
export const orderDetailHref = (orderId: number) => `/order_detail?orderId=${orderId}`;

export const logisticsHref = (o: Pick<AfterSalesOrder, 'order_id' | 'delivery_type'>) =>
  o.delivery_type === 'delivery' ? `/logistics_delivery?orderId=${o.order_id}` : `/logistics?orderId=${o.order_id}`;

/** the first line not reviewed yet */
export function evaluationHref(o: Pick<AfterSalesOrder, 'order_id' | 'orderProduct'>): string {
  const line = o.orderProduct.find((l) => !l.is_reply) ?? o.orderProduct[0];
  return `/evaluation?unique=${line.id}&order_id=${o.order_id}`;
}

/** the order detail opens its invoice form */
export const receiptHref = (orderId: number) => `/order_detail?orderId=${orderId}&receipt=1`;

export const payHref = (groupOrderId: number) => `/payment?result=${groupOrderId}`;

export const unpaidDetailHref = (groupOrderId: number) => `/order_stay_detail?orderId=${groupOrderId}`;
