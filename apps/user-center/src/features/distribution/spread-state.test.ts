import { describe, expect, it } from 'vitest';
import { yuanInputToFen } from './spread-state';

describe('withdrawal amount', () => {
  it('reads yuan with up to two decimals as fen, exactly', () => {
    expect(yuanInputToFen('10')).toBe(1000);
    expect(yuanInputToFen(' 12.5 ')).toBe(1250);
    expect(yuanInputToFen('0.07')).toBe(7);
    expect(yuanInputToFen('1.234')).toBeNull();
    expect(yuanInputToFen('-1')).toBeNull();
    expect(yuanInputToFen('abc')).toBeNull();
  });
});
