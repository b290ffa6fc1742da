import { formatYuan } from '@mall/ui';

/** What an order (or one shop's part of it) is paid from, in fen, as the API computed it. */
export interface PayParts {
  goods: number;
  postage: number;
  shopCoupon: number;
  platformCoupon: number;
  points: number;
  pay: number;
}

export type MoneyLineKey = 'total-price' | 'postage' | 'shop-coupon' | 'platform-coupon' | 'integral-price' | 'pay-price';

export interface MoneyLine {
  key: MoneyLineKey;
  label: string;
  /** ¥12.30, +¥8.00 (added), -¥5.00 (taken off) */
  text: string;
}

/** The names of the lines, in the page's language. */
export type MoneyLabels = Record<'goods' | 'postage' | 'shopCoupon' | 'platformCoupon' | 'points' | 'pay', string>;

/**
 * Goods, what is added and taken off, and what is paid, so the lines add up on their face;
 * the parts that are zero are left out (goods and pay always show).
 */
export function moneyLines(p: PayParts, labels: MoneyLabels): MoneyLine[] {
  const parts: [MoneyLineKey, string, number, '' | '+' | '-'][] = [
    ['postage', labels.postage, p.postage, '+'],
    ['shop-coupon', labels.shopCoupon, p.shopCoupon, '-'],
    ['platform-coupon', labels.platformCoupon, p.platformCoupon, '-'],
    ['integral-price', labels.points, p.points, '-'],
  ];
  return [
    { key: 'total-price', label: labels.goods, text: `¥${formatYuan(p.goods)}` },
    ...parts
      .filter(([, , fen]) => fen !== 0)
      .map(([key, label, fen, sign]) => ({ key, label, text: `${sign}¥${formatYuan(fen)}` })),
    { key: 'pay-price', label: labels.pay, text: `¥${formatYuan(p.pay)}` },
  ];
}
