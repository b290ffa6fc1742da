import type { TFunction } from 'i18next';
import type { RefundableLine, RefundProducts } from '@mall/api-client';
import { formatYuan } from '@mall/ui';

export const REFUND_NOTE_MAX = 100;

/** The most `n` of a line's remaining pieces may get back (the API's rule: a share, the rest for the last ones). */
export function lineMax(
  line: Pick<RefundableLine, 'pay_price' | 'product_num' | 'refund_num' | 'refund_price'>,
  n: number,
) {
  if (n >= line.refund_num) return line.refund_price;
  return Math.min(line.refund_price, Math.floor((line.pay_price * n) / line.product_num));
}

export interface RefundChoice {
  /** order line id → pieces */
  pieces: Map<number, number>;
}

/** Goods part, postage (only when the choice takes every remaining piece of the order) and their sum. */
export function refundMax(products: RefundProducts, pieces: Map<number, number>) {
  let goods = 0;
  let chosen = 0;
  for (const line of products.product) {
    const n = pieces.get(line.id) ?? 0;
    if (n > 0) goods += lineMax(line, n);
    chosen += n;
  }
  const remaining = products.product.reduce((s, l) => s + l.refund_num, 0);
  const postage = chosen > 0 && chosen === remaining ? products.postage_price : 0;
  return { goods, postage, total: goods + postage };
}

/** Yuan text typed by the shopper → fen; null when it is not an amount with at most two decimals. */
export function parseYuan(text: string): number | null {
  const t = text.trim();
  if (!/^\d{1,9}(\.\d{0,2})?$/.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}

export interface RefundFormInput {
  amountText: string;
  max: number;
  reason: string;
  note: string;
}

export type RefundProblem = { field: 'amount' | 'reason' | 'note'; message: string } | null;

/** The first problem of the refund form: the field and a message naming it; null when fine. */
export function refundFormError(t: TFunction, f: RefundFormInput): RefundProblem {
  const amount = parseYuan(f.amountText);
  if (amount === null) return { field: 'amount', message: t('refund.errors.amount') };
  if (amount > f.max) return { field: 'amount', message: t('refund.errors.amountOver', { yuan: formatYuan(f.max) }) };
  if (amount === 0 && f.max > 0) return { field: 'amount', message: t('refund.errors.amountZero') };
  if (!f.reason) return { field: 'reason', message: t('refund.errors.reason') };
  if ([...f.note.trim()].length > REFUND_NOTE_MAX)
    return { field: 'note', message: t('refund.errors.note', { max: REFUND_NOTE_MAX }) };
  return null;
}
