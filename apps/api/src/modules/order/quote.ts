/**
 * A checkout's pricing kept with its key, so that a flash-sale order is priced once: order/create
 * takes order/check's lines, address and pricing as they were, when every line is of an activity
 * that allows it (`ActivityKind.quotableUntil`: seckill), for QUOTE_MS at most and never past the
 * end of the goods' selling window; else it prices again. What may change meanwhile stays guarded at
 * create: stock and limits (the gate, conditional updates), coupons and points (conditional
 * updates), the cart lines (deleted once). A price or shelf change of the goods within those
 * seconds is not seen by a checkout already made.
 */
import type { AddressRow } from '../address/service';
import { isActivityGoods } from '../activity/kind';
import { activityKind } from '../activity/registry';
import type { CheckoutLine } from './inputs';
import type { Pricing } from './pricing';

export const QUOTE_MS = 30_000;

export interface Quote {
  /** epoch ms (the API's clock) */
  until: number;
  lines: CheckoutLine[];
  address: AddressRow | null;
  pricing: Pricing;
}

/** The quote of a priced checkout, when its lines allow one. */
export function quoteOf(
  priced: { lines: CheckoutLine[]; address: AddressRow | null; pricing: Pricing },
  now = Date.now(),
): Quote | undefined {
  let until = now + QUOTE_MS;
  for (const l of priced.lines) {
    const g = l.goods;
    if (!isActivityGoods(g)) return undefined;
    const kind = activityKind(g.activity_type);
    if (!kind?.quotableUntil) return undefined;
    until = Math.min(until, kind.quotableUntil(g));
  }
  if (priced.lines.length === 0 || until <= now) return undefined;
  return { until, lines: priced.lines, address: priced.address, pricing: priced.pricing };
}

export const usableQuote = (q: Quote | undefined, now = Date.now()): Quote | null => (q && q.until > now ? q : null);
