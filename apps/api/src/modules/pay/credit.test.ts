import { describe, expect, it } from 'vitest';
import { yuanToFen } from './credit';

describe('yuanToFen', () => {
  it('converts yuan to fen exactly', () => {
    expect(yuanToFen('12.5')).toBe(1250);
    expect(yuanToFen('0.01')).toBe(1);
    expect(yuanToFen('10000')).toBe(1_000_000);
    expect(yuanToFen('1000000')).toBe(100_000_000);
  });

  it('refuses anything but a positive amount with at most two decimals, up to ¥1,000,000', () => {
    for (const bad of ['0', '-1', '1.234', 'abc', '', '1e3', '1000000.01', '0.00'])
      expect(yuanToFen(bad), bad).toBeNull();
  });
});
