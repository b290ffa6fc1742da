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

/**
 * Goods, what is added and taken off, and what is paid, so the lines add up on their face;
 * the parts that are zero are left out (goods and pay always show).
 */
export function moneyLines(p: PayParts, labels: { goods: string; pay: string }): MoneyLine[] {
  const parts: [MoneyLineKey, string, number, '' | '+' | '-'][] = [
    ['postage', '运费', p.postage, '+'],
    ['shop-coupon', '店铺优惠', p.shopCoupon, '-'],
    ['platform-coupon', '平台优惠', p.platformCoupon, '-'],
    ['integral-price', '积分抵扣', p.points, '-'],
  ];
  return [
    { key: 'total-price', label: labels.goods, text: `¥${formatYuan(p.goods)}` },
    ...parts
      .filter(([, , fen]) => fen !== 0)
      .map(([key, label, fen, sign]) => ({ key, label, text: `${sign}¥${formatYuan(fen)}` })),
    { key: 'pay-price', label: labels.pay, text: `¥${formatYuan(p.pay)}` },
  ];
}
