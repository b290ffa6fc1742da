/** Brokerage arithmetic, in fen: always rounded down, never negative. */

/** What `rate` percent of a paid amount earns. */
export const brokerageOf = (paid: number, rate: number) => Math.max(0, Math.floor((paid * rate) / 100));

/**
 * The part of a line's brokerage that refunds took back once `refundedNum` of its `productNum`
 * pieces are refunded: all of it when every piece is, else the pieces' share rounded down.
 */
export function reversedOf(brokerage: number, refundedNum: number, productNum: number): number {
  if (refundedNum >= productNum) return brokerage;
  return Math.floor((brokerage * Math.max(0, refundedNum)) / productNum);
}

/** 13800138000 → 138****8000 */
export function maskPhone(phone: string): string {
  if (phone.length < 7) return `${phone.slice(0, 1)}****`;
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random 8-character invite code without look-alike characters (0/O, 1/I). */
export function newInviteCode(random: (n: number) => number): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[random(CODE_ALPHABET.length)]).join('');
}
