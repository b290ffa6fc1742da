import { and, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeBargain } from '../../db/schema';

/**
 * Bargain expiry: bargains in progress past their end become ended (-1); one being bought (an
 * unpaid order holds it) waits for that order. Answers how many this call ended.
 */
export async function expireBargains(db: Db): Promise<number> {
  const ended = await db
    .update(storeBargain)
    .set({ status: -1 })
    .where(and(eq(storeBargain.status, 1), lte(storeBargain.ends_at, sql`now()`), isNull(storeBargain.group_order_id)))
    .returning({ id: storeBargain.id });
  return ended.length;
}
