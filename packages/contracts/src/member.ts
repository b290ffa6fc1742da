/** No zod in this file: the catalog's browser bundle runs `memberPrice` (the sign-in and SVIP schemas are svip.ts). */

/** The member (SVIP) price of a price in fen: one percentage for every SKU, rounded down to the fen. */
export function memberPrice(fen: number, discountPercent: number): number {
  return Math.floor((fen * discountPercent) / 100);
}
