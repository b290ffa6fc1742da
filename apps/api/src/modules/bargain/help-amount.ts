import { randomInt } from 'node:crypto';

/**
 * The fen one help takes off a bargain that is `remaining` fen above its floor with `helpsLeft`
 * helps to go: the last help lands exactly on the floor; before it, a random amount around the
 * average share that leaves at least one fen for every help still to come.
 */
export function helpAmount(
  remaining: number,
  helpsLeft: number,
  rand: (min: number, maxExclusive: number) => number = randomInt,
): number {
  if (helpsLeft <= 1) return remaining;
  const max = remaining - (helpsLeft - 1);
  const share = remaining / helpsLeft;
  const lo = Math.min(max, Math.max(1, Math.floor(share / 2)));
  const hi = Math.min(max, Math.max(lo, Math.ceil(share * 1.5)));
  return rand(lo, hi + 1);
}
