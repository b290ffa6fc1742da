import { describe, expect, it } from 'vitest';
import { moneyLines } from './money-lines';

const labels = {
  goods: '商品总额',
  postage: '运费',
  shopCoupon: '店铺优惠',
  platformCoupon: '平台优惠',
  points: '积分抵扣',
  pay: '实付款',
};

describe('money lines', () => {
  it('shows every part that is not zero, signed, in yuan with 2 decimals', () => {
    const lines = moneyLines(
      { goods: 12_580, postage: 800, shopCoupon: 1_000, platformCoupon: 873, points: 5, pay: 11_502 },
      labels,
    );
    expect(lines.map((l) => `${l.label} ${l.text}`)).toEqual([
      '商品总额 ¥125.80',
      '运费 +¥8.00',
      '店铺优惠 -¥10.00',
      '平台优惠 -¥8.73',
      '积分抵扣 -¥0.05',
      '实付款 ¥115.02',
    ]);
  });

  it('leaves out the zero parts but always shows goods and pay', () => {
    const lines = moneyLines({ goods: 1_000, postage: 0, shopCoupon: 0, platformCoupon: 300, points: 0, pay: 700 }, labels);
    expect(lines.map((l) => l.key)).toEqual(['total-price', 'platform-coupon', 'pay-price']);
  });
});
