/**
 * Leftovers of checkouts nobody finished, deleted by a timed job rather than by every order/check
 * and cart/create (one statement less each on the flash sale's path): checkout keys and buy-now
 * carts older than a day (a key is good for CHECKOUT_TTL_SECONDS; a buy-now cart for its checkout).
 */
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orderCheckout, storeCart } from '../../db/schema';

export async function purgeStaleCheckouts(db: Db): Promise<{ checkoutKeys: number; buyNowCarts: number }> {
  const keys = await db
    .delete(orderCheckout)
    .where(lt(orderCheckout.created_at, sql`now() - interval '1 day'`))
    .returning({ key: orderCheckout.key });
  const carts = await db
    .delete(storeCart)
    .where(and(eq(storeCart.is_new, true), lt(storeCart.created_at, sql`now() - interval '1 day'`)))
    .returning({ id: storeCart.id });
  return { checkoutKeys: keys.length, buyNowCarts: carts.length };
}
