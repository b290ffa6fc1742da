/**
 * SVIP rules, pure. The member price is one percentage of the price for every SKU
 * (`svip_discount` in system_config, e.g. 90 = 9折) rather than an svip_price column per SKU:
 * merchants have no price editor for it yet, every SKU (seeded or new) gets a member price
 * without a migration of the catalog, and cards, goods page and checkout all derive it the same
 * way. `memberPrice` lives in @mall/contracts, where the catalog's cards take it too.
 */
const DAY_MS = 86_400_000;

/** A purchase extends from the later of now and the current expiry. */
export function extendMembership(current: Date | null, now: Date, days: number): Date {
  const from = current && current.getTime() > now.getTime() ? current : now;
  return new Date(from.getTime() + days * DAY_MS);
}

export function isMember(u: { is_money_level: number; svip_expires_at: Date | null }, now = new Date()): boolean {
  return u.is_money_level > 0 && u.svip_expires_at !== null && u.svip_expires_at.getTime() > now.getTime();
}
