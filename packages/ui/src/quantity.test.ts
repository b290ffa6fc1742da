import { describe, expect, it } from 'vitest';
import { parseQuantity } from './quantity';

describe('parseQuantity', () => {
  it('takes a whole number within bounds as it is', () => {
    expect(parseQuantity(' 3 ', 1, 5)).toEqual({ ok: true, value: 3 });
  });

  it('refuses fractions, signs and letters instead of reading their digits', () => {
    for (const typed of ['2.5', '-3', '+2', '2e1', 'abc', '']) {
      expect(parseQuantity(typed, 1, 5)).toEqual({ ok: false, note: '请输入正整数' });
    }
  });

  it('brings a number outside the bounds within them and says why', () => {
    expect(parseQuantity('999', 1, 5)).toEqual({ ok: true, value: 5, note: '最多可购买5件' });
    expect(parseQuantity('0', 1, 5)).toEqual({ ok: true, value: 1, note: '最少购买1件' });
  });
});
