import { REFUND_MESSAGES, REFUND_MESSAGES_EN } from '@mall/contracts';
import type { Language } from '../../http/language/message-language';

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

/** The reason of the refunds the mall starts when a group buy fails. */
export const FAILED_REFUND_REASON = '拼团失败，系统自动退款';

const REASONS_EN = new Map<string, string>([
  ...REFUND_MESSAGES.map((m, i) => [m, REFUND_MESSAGES_EN[i]] as const),
  [FAILED_REFUND_REASON, 'Group buy failed, refunded automatically'],
]);

/** The reasons to pick from in the shopper's language. */
export const refundMessagesIn = (language: Language): string[] =>
  language === 'en' ? REFUND_MESSAGES_EN : REFUND_MESSAGES;

/** A refund's reason (stored in Chinese) in the shopper's language. */
export const refundReasonIn = (reason: string, language: Language): string =>
  (language === 'en' && REASONS_EN.get(reason)) || reason;
