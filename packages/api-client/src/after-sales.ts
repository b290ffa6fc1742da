import type {
  AfterSalesOrder,
  AfterSalesOrderDetail,
  Courier,
  MerchantLogin,
  MerchantOrder,
  OrderDelivery,
  OrderExpress,
  PageOf,
  ReceiptInput,
  RefundApplied,
  RefundApplyInput,
  RefundDetail,
  RefundExpress,
  RefundProducts,
  RefundStatus,
  RefundSummary,
  ReplyCreated,
  ReplyInput,
  ReplyTarget,
  ReturnShipmentInput,
} from '@mall/contracts';
import type { ApiCaller } from './client';

/**
 * After payment (issue 8): shipping, tracking, receipt, reviews, refunds and the merchant side.
 * Money is integer fen; times are ISO strings (UTC). Someone else's or an unknown id answers
 * `{status: 404, message: '订单不存在' | '退款单不存在'}`. The order after-sales, refund, review and tracking
 * shapes and the merchant staff's login and orders are @mall/contracts'.
 */
export type {
  AfterSalesLine,
  AfterSalesOrder,
  AfterSalesOrderDetail,
  Courier,
  MerchantLogin,
  MerchantOrder,
  MerchantReturnAddress,
  OrderDelivery,
  OrderExpress,
  RefundApplied,
  RefundApplyInput,
  RefundableLine,
  RefundDetail,
  RefundExpress,
  RefundLine,
  RefundProducts,
  RefundStatus,
  RefundSummary,
  RefundTimelineEntry,
  RefundType,
  ReplyCreated,
  ReplyInput,
  ReplyTarget,
  ReturnShipmentInput,
  TrackEvent,
} from '@mall/contracts';

export const orderLifecycleApi = (c: ApiCaller) => ({
  /** paid orders with delivery and refund state; status -2 all, 0 待发货, 1 待收货, 2 待评价, 3 已完成, -1 已退款 */
  list: (status = -2, page = 1, limit = 10) =>
    c.get<PageOf<AfterSalesOrder>>('/api/order/list', { status, page, limit }),
  detail: (orderId: number) => c.get<AfterSalesOrderDetail>(`/api/order/detail/${orderId}`),
  /** 确认收货: 1 → 2 */
  take: (orderId: number) => c.post<null>(`/api/order/take/${orderId}`),
  /** 删除订单: only 已完成 (3) or 已退款 (-1) orders */
  remove: (orderId: number) => c.post<null>(`/api/order/del/${orderId}`),
  /** tracking timeline (查看物流) */
  express: (orderId: number) => c.post<OrderExpress>(`/api/order/express/${orderId}`),
  /** 申请开票 after the order was paid (only when none was requested yet) */
  receipt: (orderId: number, body: ReceiptInput) => c.post<null>(`/api/order/receipt/${orderId}`, body),
});

export const refundApi = (c: ApiCaller) => ({
  /** the given lines of an order with what can still be refunded (refund one line) */
  product: (orderId: number, ids: number[]) =>
    c.get<RefundProducts>(`/api/refund/product/${orderId}`, { ids: ids.join(',') }),
  /** every line of an order that can still be refunded (批量退款) */
  batchProduct: (orderId: number) => c.get<RefundProducts>(`/api/refund/batch_product/${orderId}`),
  apply: (orderId: number, body: RefundApplyInput) => c.post<RefundApplied>(`/api/refund/apply/${orderId}`, body),
  /** type '' all, 1 处理中 (0, 1, 2), 2 已处理 (3, -1, -2) */
  list: (type: '' | 1 | 2 = '', page = 1, limit = 10) =>
    c.get<PageOf<RefundSummary>>('/api/refund/list', { type, page, limit }),
  detail: (id: number) => c.get<RefundDetail>(`/api/refund/detail/${id}`),
  /** 取消申请: only from 0 or 1 */
  cancel: (id: number) => c.post<null>(`/api/refund/cancel/${id}`),
  /** 退回商品: 1 → 2 */
  backGoods: (id: number, body: ReturnShipmentInput) => c.post<null>(`/api/refund/back_goods/${id}`, body),
  /** tracking of the buyer's return shipment */
  express: (id: number) => c.get<RefundExpress>(`/api/refund/express/${id}`),
  /** 删除记录: only finished refunds (3, -1, -2) */
  remove: (id: number) => c.post<null>(`/api/refund/del/${id}`),
});

export const afterSalesCommonApi = (c: ApiCaller) => ({
  /** refund reasons to pick from */
  refundMessages: () => c.get<string[]>('/api/common/refund_message'),
  couriers: () => c.get<Courier[]>('/api/common/express'),
});

export const replyApi = (c: ApiCaller) => ({
  /** the order line to review (status 2 待评价 only) */
  product: (unique: number) => c.get<ReplyTarget>(`/api/reply/product/${unique}`),
  /** the order becomes 已完成 (3) once every line is reviewed */
  create: (unique: number, body: ReplyInput) => c.post<ReplyCreated>(`/api/reply/${unique}`, body),
});

/** Merchant staff (separate accounts and tokens; send the token as X-Token). */
export const merchantApi = (c: ApiCaller) => ({
  login: (account: string, password: string) => c.post<MerchantLogin>('/api/merchant/login', { account, password }),
  logout: () => c.post<null>('/api/merchant/logout'),
  /** status -2 all or one order status */
  orders: (status = -2, page = 1, limit = 10) =>
    c.get<PageOf<MerchantOrder>>('/api/merchant/orders', { status, page, limit }),
  /** 0 → 1; delivery_type 'express' needs a courier code, 'delivery' a courier name and phone */
  ship: (
    orderId: number,
    body: { delivery_type?: 'express' | 'delivery'; delivery_name: string; delivery_id: string },
  ) => c.post<OrderDelivery>(`/api/merchant/order/${orderId}/ship`, body),
  /** a tracking event (同城配送 progress, a note) for an order on its way (status 1) */
  track: (orderId: number, message: string) => c.post<null>(`/api/merchant/order/${orderId}/track`, { message }),
  refunds: (status: '' | RefundStatus = '', page = 1, limit = 10) =>
    c.get<PageOf<RefundDetail>>('/api/merchant/refunds', { status, page, limit }),
  agree: (id: number) => c.post<RefundDetail>(`/api/merchant/refund/${id}/agree`),
  refuse: (id: number, reason: string) => c.post<RefundDetail>(`/api/merchant/refund/${id}/refuse`, { reason }),
  /** the returned goods arrived: 2 → 3 (money back) */
  receive: (id: number) => c.post<RefundDetail>(`/api/merchant/refund/${id}/receive`),
  reply: (replyId: number, content: string) => c.post<null>(`/api/merchant/reply/${replyId}`, { content }),
});
