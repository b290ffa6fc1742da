/**
 * Seckill SKUs this process found sold out, remembered for a second: when a flash sale is over,
 * the many late "buy now" clicks are refused without touching the database. Only a refusal is
 * answered from here; every sale still goes through the database's conditional updates, and
 * stock given back by a closed order is seen again within a second.
 */
import { badRequest } from '../../http/envelope';

export const SOLD_OUT_MEMO_MS = 1_000;
const MAX_ENTRIES = 10_000;
const soldOut = new Map<string, number>();

export function rememberSoldOut(unique: string, now = Date.now()): void {
  if (soldOut.size >= MAX_ENTRIES) {
    for (const [key, until] of soldOut) if (until <= now) soldOut.delete(key);
    if (soldOut.size >= MAX_ENTRIES) soldOut.clear();
  }
  soldOut.set(unique, now + SOLD_OUT_MEMO_MS);
}

export function forgetSoldOut(unique: string): void {
  soldOut.delete(unique);
}

export function knownSoldOut(unique: string, now = Date.now()): boolean {
  const until = soldOut.get(unique);
  if (until === undefined) return false;
  if (until > now) return true;
  soldOut.delete(unique);
  return false;
}

/** A buy-now of seckill goods known to be sold out: 库存不足 at once. */
export function refuseKnownSoldOut(item: { product_attr_unique: string; is_new: 0 | 1 }): void {
  if (item.is_new && knownSoldOut(item.product_attr_unique)) throw badRequest('库存不足');
}
