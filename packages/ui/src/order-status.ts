/** Status texts of paid orders and of refunds (commerce-rules: Order status, Refunds). */

/** status of a paid order → 待发货 / 待收货 / 待评价 / 已完成 / 已退款 */
export const ORDER_STATUS_TEXT: Record<number, string> = {
  0: '待发货',
  1: '待收货',
  2: '待评价',
  3: '已完成',
  [-1]: '已退款',
  9: '拼团中',
  10: '待付尾款',
  11: '交易已关闭',
};

export function orderStatusText(status: number, opts: { paid?: boolean; cancelled?: boolean } = {}): string {
  if (opts.cancelled) return '交易已关闭';
  if (opts.paid === false) return '待付款';
  return ORDER_STATUS_TEXT[status] ?? '未知状态';
}

/** refund status: 0 待审核, 1 待退货, 2 待收货 (buyer shipped), 3 已退款, -1 审核未通过, -2 已取消 */
export const REFUND_STATUS_TEXT: Record<number, string> = {
  0: '审核中',
  1: '待退货',
  2: '待商家收货',
  3: '退款成功',
  [-1]: '商家拒绝退款',
  [-2]: '已取消',
};

export function refundStatusText(status: number): string {
  return REFUND_STATUS_TEXT[status] ?? '未知状态';
}

/** refund_type: 1 仅退款, 2 退货退款 */
export function refundTypeText(refundType: number): string {
  return refundType === 2 ? '退货退款' : '仅退款';
}

/** A refund still waiting on the merchant or the buyer. */
export function refundInProgress(status: number): boolean {
  return status === 0 || status === 1 || status === 2;
}

/**
 * The badge of an order card: 退款中 while a refund is open, 全部退款 when every piece is
 * refunded, 部分退款 when some are; '' otherwise.
 */
export function refundBadgeText(opts: { refunding: boolean; refundedNum: number; totalNum: number; status?: number }): string {
  if (opts.refunding) return '退款中';
  if (opts.status === -1 || (opts.totalNum > 0 && opts.refundedNum >= opts.totalNum)) return '全部退款';
  if (opts.refundedNum > 0) return '部分退款';
  return '';
}

export type OrderAction = 'pay' | 'cancel' | 'logistics' | 'take' | 'evaluate' | 'again' | 'receipt' | 'detail' | 'delete';

/**
 * What a shopper can do with an order, most important last (the primary button).
 * Unpaid group orders: pay or cancel. Paid orders by status: 0 待发货, 1 待收货, 2 待评价, 3 已完成, -1 已退款.
 */
export function orderActions(order: {
  paid: boolean;
  status: number;
  /** an invoice was requested at checkout or since */
  hasReceipt?: boolean;
  shipped?: boolean;
}): OrderAction[] {
  if (!order.paid) return ['detail', 'cancel', 'pay'];
  const receipt: OrderAction[] = order.hasReceipt ? [] : ['receipt'];
  switch (order.status) {
    case 0:
      return ['detail', ...receipt, 'again'];
    case 1:
      return ['detail', ...receipt, 'logistics', 'take'];
    case 2:
      return ['detail', ...(order.shipped ? (['logistics'] as const) : []), 'again', 'evaluate'];
    case 3:
      return ['detail', 'delete', 'again'];
    case -1:
      return ['detail', 'delete', 'again'];
    default:
      return ['detail'];
  }
}
