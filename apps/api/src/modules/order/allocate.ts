/**
 * Splits an integer amount (fen) over weights in proportion, by the largest-remainder method:
 * each part is the floor of its exact share, and the fen left over go one each to the largest
 * remainders (ties: the larger weight, then the earlier position). The parts always add up to
 * `total` exactly, each differs from its exact share by less than one fen, and when `total` does
 * not exceed the sum of the weights no part exceeds its weight. Exact for any integer size
 * (BigInt arithmetic).
 */
export function allocate(total: number, weights: readonly number[]): number[] {
  if (!Number.isSafeInteger(total) || total < 0) throw new RangeError(`allocate: bad total ${total}`);
  if (weights.some((w) => !Number.isSafeInteger(w) || w < 0)) throw new RangeError('allocate: bad weights');
  const sum = weights.reduce((a, w) => a + BigInt(w), 0n);
  if (sum === 0n) {
    if (total !== 0) throw new RangeError('allocate: nothing to allocate to');
    return weights.map(() => 0);
  }
  const t = BigInt(total);
  const parts = weights.map((w) => (t * BigInt(w)) / sum);
  const remainders = weights.map((w, i) => ({ i, w, r: (t * BigInt(w)) % sum }));
  let left = Number(t - parts.reduce((a, p) => a + p, 0n));
  remainders.sort((a, b) => (a.r === b.r ? (a.w === b.w ? a.i - b.i : b.w - a.w) : a.r > b.r ? -1 : 1));
  for (const { i } of remainders) {
    if (left === 0) break;
    parts[i] += 1n;
    left -= 1;
  }
  return parts.map(Number);
}
