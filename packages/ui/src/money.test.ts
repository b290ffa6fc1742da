import { describe, expect, it } from 'vitest';
import { formatYuan } from './money';

describe('formatYuan', () => {
  it('shows fen as yuan with two decimals', () => {
    expect(formatYuan(12990)).toBe('129.90');
    expect(formatYuan(5)).toBe('0.05');
    expect(formatYuan(0)).toBe('0.00');
    expect(formatYuan(-150)).toBe('-1.50');
  });
});
