import { REFUND_MESSAGES, REFUND_MESSAGES_EN } from '@mall/contracts';
import type { Language } from '../../http/language/message-language';
import { COURIERS } from '../logistics/couriers';

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

const WHO_AGREED: Record<string, string> = {
  商家: 'The seller agreed',
  '商家超时未处理，系统自动': 'The seller did not answer in time, so the mall agreed',
};
const REFUNDED_TO: Record<string, string> = { 微信: 'WeChat Pay', 支付宝: 'Alipay', 余额: 'your balance' };

/**
 * The steps of a refund's history as the mall writes them (apply.ts, flow.ts, finish.ts) and
 * their English; a merchant's refusal reason stays as written.
 */
const LOG_PATTERNS_EN: [RegExp, (m: RegExpExecArray) => string][] = [
  [
    /^买家申请(仅退款|退货退款)，退款金额¥([\d.]+)，原因：(.*)$/s,
    (m) =>
      `The buyer asked for ${m[1] === '仅退款' ? 'a refund' : 'a return and refund'} of ¥${m[2]}. Reason: ${refundReasonIn(m[3], 'en')}`,
  ],
  [/^买家取消退款申请$/, () => 'The buyer cancelled the request'],
  [/^买家已退回商品：(\S+) (.*)$/s, (m) => `The buyer sent the goods back: ${englishCourier(m[1])} ${m[2]}`],
  [
    /^(商家|商家超时未处理，系统自动)同意退货，请将商品寄回商家退货地址$/,
    (m) => `${WHO_AGREED[m[1]]} to the return. Please send the goods to the seller's return address`,
  ],
  [/^(商家|商家超时未处理，系统自动)同意退款$/, (m) => `${WHO_AGREED[m[1]]} to the refund`],
  [/^商家拒绝退款，原因：(.*)$/s, (m) => `The seller refused the refund. Reason: ${m[1]}`],
  [/^商家已确认收到退货$/, () => 'The seller received the returned goods'],
  [/^退款成功，¥([\d.]+)已退回(微信|支付宝|余额)$/, (m) => `Refunded: ¥${m[1]} back to ${REFUNDED_TO[m[2]]}`],
];

const englishCourier = (name: string) => COURIERS.find((c) => c.name === name)?.name_en ?? name;

/** A step of a refund's history (stored in Chinese) in the shopper's language. */
export function refundLogIn(message: string, language: Language): string {
  if (language !== 'en') return message;
  for (const [pattern, english] of LOG_PATTERNS_EN) {
    const m = pattern.exec(message);
    if (m) return english(m);
  }
  return refundReasonIn(message, language);
}
