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
export const REFUND_MESSAGES = [
  '收到商品破损',
  '商品错发/漏发',
  '商品需要维修',
  '收到商品与描述不符',
  '商品质量问题',
  '未按约定时间发货',
  '不想要了',
  '拍错/多拍',
  '其他',
];
