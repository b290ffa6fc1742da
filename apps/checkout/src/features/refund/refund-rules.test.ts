import { describe, expect, it } from 'vitest';
import { createI18n } from '@mall/app-kit/i18n';
import { CHECKOUT_CATALOGUES } from '../../i18n/catalogues';
import type { RefundProducts } from '@mall/api-client';
import { lineMax, parseYuan, refundFormError, refundMax } from './refund-rules';

const line = (
  id: number,
  product_num: number,
  pay_price: number,
  refund_num = product_num,
  refund_price = pay_price,
) => ({
  id,
  product_id: id,
  product_attr_unique: `u${id}`,
  title: `商品${id}`,
  image: '',
  sku: '',
  price: pay_price / product_num,
  product_num,
  pay_price,
  refund_num,
  refund_price,
});

const products = (postage: number, ...lines: ReturnType<typeof line>[]): RefundProducts => ({
  order_id: 1,
  order_sn: 'S1',
  mer_id: 1,
  mer_name: '店',
  status: 0,
  postage_price: postage,
  product: lines,
  total_refund_price: 0,
});

describe('refund limits', () => {
  it('gives a share per piece and the rest with the last piece', () => {
    const l = line(1, 3, 1000);
    expect(lineMax(l, 1)).toBe(333);
    expect(lineMax(l, 2)).toBe(666);
    expect(lineMax(l, 3)).toBe(1000);
    // one piece already refunded for 333: the last two get the remaining 667
    expect(lineMax(line(1, 3, 1000, 2, 667), 2)).toBe(667);
  });

  it('adds the postage only when every remaining piece is refunded', () => {
    const p = products(800, line(1, 1, 5000), line(2, 2, 3000));
    expect(refundMax(p, new Map([[1, 1]]))).toEqual({ goods: 5000, postage: 0, total: 5000 });
    expect(
      refundMax(
        p,
        new Map([
          [1, 1],
          [2, 2],
        ]),
      ),
    ).toEqual({ goods: 8000, postage: 800, total: 8800 });
  });

  it('reads yuan amounts', () => {
    expect(parseYuan('12.5')).toBe(1250);
    expect(parseYuan('0.01')).toBe(1);
    expect(parseYuan('3')).toBe(300);
    expect(parseYuan('1.234')).toBeNull();
    expect(parseYuan('abc')).toBeNull();
    expect(parseYuan('-1')).toBeNull();
  });

  it('names the wrong field', () => {
    const ok = { amountText: '10.00', max: 1000, reason: '不想要了', note: '' };
    const { t } = createI18n(CHECKOUT_CATALOGUES, 'zh-CN');
    expect(refundFormError(t, ok)).toBeNull();
    expect(refundFormError(t, { ...ok, amountText: '10.001' })).toEqual({
      field: 'amount',
      message: '请输入正确的退款金额',
    });
    expect(refundFormError(t, { ...ok, amountText: '10.01' })).toEqual({
      field: 'amount',
      message: '退款金额不能超过¥10.00',
    });
    expect(refundFormError(t, { ...ok, amountText: '0' })).toEqual({ field: 'amount', message: '退款金额必须大于0' });
    expect(refundFormError(t, { ...ok, reason: '' })).toEqual({ field: 'reason', message: '请选择退款原因' });
    expect(refundFormError(t, { ...ok, note: '字'.repeat(101) })).toEqual({
      field: 'note',
      message: '备注说明不能超过100个字',
    });
  });
});
