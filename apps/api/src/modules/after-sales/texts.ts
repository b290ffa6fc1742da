/** Refund status names as shoppers read them. */
export const REFUND_STATUS_TEXT: Record<number, string> = {
  0: '审核中',
  [-1]: '审核未通过',
  1: '待退货',
  2: '待商家收货',
  3: '退款成功',
  [-2]: '已取消',
};

/** Open refunds (in the 处理中 tab); the others are finished (已处理). */
export const OPEN_REFUND = [0, 1, 2] as const;
export const DONE_REFUND = [3, -1, -2] as const;

/** Reasons a buyer picks from (`GET /api/common/refund_message`). */
export { REFUND_MESSAGES } from '@mall/contracts';
