/**
 * Presell final-payment timeout: deposit orders whose final-payment window has passed close with
 * status 11 (./purchase.ts). Driven by `final_end_time` in the database, so it survives restarts;
 * each close is a conditional update, so a second run (or a second process) closes nothing again.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storePresellOrder } from '../../db/schema';
import { closeFinalTimeout } from './purchase';

/** Closes every deposit order past its final-payment deadline; answers how many this call closed. */
export async function closeFinalTimeouts(db: Db): Promise<number> {
  const due = await db
    .select({ id: storePresellOrder.id })
    .from(storePresellOrder)
    .where(and(eq(storePresellOrder.status, 1), lte(storePresellOrder.final_end_time, sql`now()`)))
    .orderBy(asc(storePresellOrder.final_end_time))
    .limit(200);
  let closed = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => closeFinalTimeout(tx, id))) closed += 1;
  }
  return closed;
}
