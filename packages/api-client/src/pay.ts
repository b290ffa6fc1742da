import type {
  GroupOrder,
  GroupOrderDetail,
  OrderCounts,
  OrderStatus,
  PageOf,
  PayAnswer,
  PayType,
  ShopOrder,
  ShopOrderDetail,
} from '@mall/contracts';
import type { ApiCaller } from './client';

/** Paying a checkout and the shopper's orders; the shapes are @mall/contracts'. */
export type { OrderStatus, PayAnswer, PayQrAnswer, PayType } from '@mall/contracts';

export const payApi = (c: ApiCaller) => ({
  /** balance pays at once (余额不足 rejects); QR types answer a code URL to show and poll */
  pay: (groupOrderId: number, type: PayType) => c.post<PayAnswer>(`/api/order/pay/${groupOrderId}`, { type }),
  /** poll every 2 s while a QR is shown */
  status: (groupOrderId: number) => c.get<OrderStatus>(`/api/order/status/${groupOrderId}`),
  /** unpaid only; stock, coupons and points come back */
  cancel: (groupOrderId: number) => c.post<null>(`/api/order/cancel/${groupOrderId}`),
  /** unpaid group orders (待付款) */
  unpaidList: (page = 1, limit = 10) => c.get<PageOf<GroupOrder>>('/api/order/group_order_list', { page, limit }),
  groupDetail: (groupOrderId: number) => c.get<GroupOrderDetail>(`/api/order/group_order_detail/${groupOrderId}`),
  /** paid orders; status -2 all, 0 待发货, 1 待收货, 2 待评价, 3 已完成, -1 已退款 */
  list: (status = -2, page = 1, limit = 10) => c.get<PageOf<ShopOrder>>('/api/order/list', { status, page, limit }),
  detail: (orderId: number) => c.get<ShopOrderDetail>(`/api/order/detail/${orderId}`),
  counts: () => c.get<OrderCounts>('/api/order/number'),
});
