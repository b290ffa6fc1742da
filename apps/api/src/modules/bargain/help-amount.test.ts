import { describe, expect, it } from 'vitest';
import { helpAmount } from './help-amount';

/** Every amount of a bargain from `start` fen above the floor with `helps` helps. */
function run(start: number, helps: number, rand?: (min: number, maxExclusive: number) => number) {
  const amounts: number[] = [];
  let remaining = start;
  for (let left = helps; left > 0; left--) {
    const a = helpAmount(remaining, left, rand);
    amounts.push(a);
    remaining -= a;
  }
  return { amounts, remaining };
}

describe('helpAmount', () => {
  it('reaches the floor exactly at the last help, every help at least one fen', () => {
    for (const [start, helps] of [
      [10_000, 5],
      [7, 7],
      [8, 7],
      [99_999, 1],
      [31, 30],
      [100_000, 100],
    ]) {
      for (let i = 0; i < 50; i++) {
        const { amounts, remaining } = run(start, helps);
        expect(remaining).toBe(0);
        expect(amounts).toHaveLength(helps);
        expect(Math.min(...amounts)).toBeGreaterThanOrEqual(1);
      }
    }
  });

  it('stays within the bounds even when the random source picks its extremes', () => {
    const lowest = (min: number) => min;
    const highest = (_: number, maxExclusive: number) => maxExclusive - 1;
    for (const rand of [lowest, highest]) {
      const { amounts, remaining } = run(1_000, 10, rand);
      expect(remaining).toBe(0);
      expect(Math.min(...amounts)).toBeGreaterThanOrEqual(1);
    }
    // the highest pick is one and a half shares, not the whole rest
    expect(helpAmount(1_000, 10, highest)).toBe(150);
    expect(helpAmount(1_000, 10, lowest)).toBe(50);
  });
});
