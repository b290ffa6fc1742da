import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { allocate } from './allocate';

const weightsArb = fc.array(fc.integer({ min: 0, max: 100_000_000 }), { minLength: 1, maxLength: 30 });

/** weights with a positive sum, and a total not above that sum */
const caseArb = weightsArb
  .filter((ws) => ws.some((w) => w > 0))
  .chain((ws) =>
    fc.record({
      weights: fc.constant(ws),
      total: fc.integer({ min: 0, max: ws.reduce((a, b) => a + b, 0) }),
    }),
  );

describe('allocate (largest remainder, fen)', () => {
  it('parts add up exactly to the total', () => {
    fc.assert(
      fc.property(caseArb, ({ weights, total }) => {
        expect(allocate(total, weights).reduce((a, b) => a + b, 0)).toBe(total);
      }),
    );
  });

  it('every part is within one fen of its exact share, never negative, never above its weight', () => {
    fc.assert(
      fc.property(caseArb, ({ weights, total }) => {
        const sum = weights.reduce((a, b) => a + b, 0);
        allocate(total, weights).forEach((part, i) => {
          const exact = (total * weights[i]) / sum;
          expect(Number.isInteger(part)).toBe(true);
          expect(part).toBeGreaterThanOrEqual(0);
          expect(part).toBeLessThanOrEqual(weights[i]);
          expect(Math.abs(part - exact)).toBeLessThan(1 + 1e-6);
        });
      }),
    );
  });

  it('zero weights get nothing; equal weights differ by at most one fen', () => {
    fc.assert(
      fc.property(caseArb, ({ weights, total }) => {
        const parts = allocate(total, weights);
        weights.forEach((w, i) => w === 0 && expect(parts[i]).toBe(0));
        for (let i = 0; i < weights.length; i++) {
          for (let j = 0; j < weights.length; j++) {
            if (weights[i] === weights[j]) expect(Math.abs(parts[i] - parts[j])).toBeLessThanOrEqual(1);
            if (weights[i] > weights[j]) expect(parts[i]).toBeGreaterThanOrEqual(parts[j]);
          }
        }
      }),
    );
  });

  it('is exact for amounts beyond 2^53 when multiplied (BigInt)', () => {
    const parts = allocate(999_999_999, [999_999_999, 1, 999_999_999]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(999_999_999);
    expect(parts).toEqual([499_999_999, 1, 499_999_999]); // exact shares: 499999999.25, 0.4999…, 499999999.25
  });

  it('known split: 10 fen over three equal lines', () => {
    expect(allocate(10, [100, 100, 100])).toEqual([4, 3, 3]);
    expect(allocate(0, [0, 0])).toEqual([0, 0]);
    expect(() => allocate(1, [0, 0])).toThrow(RangeError);
    expect(() => allocate(-1, [1])).toThrow(RangeError);
  });
});
