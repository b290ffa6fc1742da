import type { CreatedOrder, OrderCheck, OrderCheckInput, OrderCreateInput } from '@mall/contracts';
import type { ApiCaller } from './client';

/** Checkout calls (order/check, order/create); the shapes are @mall/contracts'. Money is integer fen. */
export type {
  CheckLine,
  CheckShop,
  CouponOption,
  CreatedOrder,
  GroupOrder,
  GroupOrderDetail,
  OrderAddress,
  OrderCheck,
  OrderCheckInput,
  OrderCounts,
  OrderCreateInput,
  OrderProductLine,
  ReceiptInput,
  ShopOrder,
  ShopOrderDetail,
} from '@mall/contracts';
/** message of an expired key: re-run check */
export { CHECKOUT_EXPIRED } from '@mall/contracts';

export const orderApi = (c: ApiCaller) => ({
  check: (body: OrderCheckInput) => c.post<OrderCheck>('/api/v2/order/check', body),
  create: (body: OrderCreateInput) => c.post<CreatedOrder>('/api/v2/order/create', { pay_type: 'pc', ...body }),
});
