import { describe, expect, it } from 'vitest';
import { brokerageOf, maskPhone, newInviteCode, reversedOf } from './rules';

describe('brokerage rules', () => {
  it('rounds a rate of a paid amount down to whole fen', () => {
    expect(brokerageOf(9_999, 10)).toBe(999);
    expect(brokerageOf(19_900, 5)).toBe(995);
    expect(brokerageOf(9, 10)).toBe(0);
    expect(brokerageOf(0, 50)).toBe(0);
  });

  it('takes back the refunded pieces share, and all of it when every piece is refunded', () => {
    expect(reversedOf(1_000, 1, 3)).toBe(333);
    expect(reversedOf(1_000, 2, 3)).toBe(666);
    expect(reversedOf(1_000, 3, 3)).toBe(1_000);
    expect(reversedOf(1_000, 0, 3)).toBe(0);
  });

  it('masks a phone number as the mall shows buyers', () => {
    expect(maskPhone('13800138000')).toBe('138****8000');
    expect(maskPhone('12345')).toBe('1****');
  });

  it('makes 8-character codes from unambiguous characters', () => {
    let i = 0;
    const code = newInviteCode(() => i++);
    expect(code).toBe('ABCDEFGH');
    expect(newInviteCode((n) => n - 1)).toBe('99999999');
  });
});
