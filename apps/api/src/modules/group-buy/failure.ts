/**
 * The group-buy job: a group still filling up when `ends_at` passes fails (-1); every paid member
 * of a failed group is refunded through the refund path (money back, pieces back into the group
 * SKU's stock), each exactly once (`refunded` is set by a conditional update in the same
 * transaction); unpaid members' orders close. State lives in the database, so a run after a
 * restart, or two runs at once, do each thing once.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeCombinationGroup, storeCombinationMember, storeOrder } from '../../db/schema';
import { FAILED_REFUND_REASON } from '../after-sales/texts';
import { refundWholeOrder } from '../after-sales/whole-order-refund';
import { closeGroupOrder } from '../order/lifecycle';
import { releaseGroupBuy, returnGroupBuyStock } from './membership';

const BATCH = 200;
/** The reason of the refunds of a failed group (after-sales' texts give its English). */
export { FAILED_REFUND_REASON };

export async function runGroupBuyJob(db: Db) {
  const failed = await failDueGroups(db);
  const refunded = await refundFailedMembers(db);
  const closed = await closeUnpaidMembers(db);
  return { failed, refunded, closed };
}

async function failDueGroups(db: Db): Promise<number> {
  const rows = await db
    .update(storeCombinationGroup)
    .set({ status: -1, finished_at: sql`now()` })
    .where(and(eq(storeCombinationGroup.status, 0), lte(storeCombinationGroup.ends_at, sql`now()`)))
    .returning({ id: storeCombinationGroup.id });
  return rows.length;
}

const ofFailedGroups = (paid: boolean) =>
  and(
    eq(storeCombinationGroup.status, -1),
    eq(storeCombinationMember.paid, paid),
    eq(storeCombinationMember.refunded, false),
  );

async function refundFailedMembers(db: Db): Promise<number> {
  const due = await db
    .select({ id: storeCombinationMember.id })
    .from(storeCombinationMember)
    .innerJoin(storeCombinationGroup, eq(storeCombinationGroup.id, storeCombinationMember.group_id))
    .where(ofFailedGroups(true))
    .orderBy(asc(storeCombinationMember.id))
    .limit(BATCH);
  let refunded = 0;
  for (const { id } of due) {
    const done = await db.transaction(async (tx) => {
      const [member] = await tx
        .update(storeCombinationMember)
        .set({ refunded: true })
        .where(and(eq(storeCombinationMember.id, id), eq(storeCombinationMember.refunded, false)))
        .returning();
      if (!member) return false;
      const orders = await tx
        .select({ id: storeOrder.id })
        .from(storeOrder)
        .where(eq(storeOrder.group_order_id, member.group_order_id))
        .orderBy(asc(storeOrder.id));
      for (const o of orders) await refundWholeOrder(tx, o.id, FAILED_REFUND_REASON);
      await returnGroupBuyStock(tx, [member]);
      return true;
    });
    if (done) refunded += 1;
  }
  return refunded;
}

async function closeUnpaidMembers(db: Db): Promise<number> {
  const due = await db
    .select({ group_order_id: storeCombinationMember.group_order_id })
    .from(storeCombinationMember)
    .innerJoin(storeCombinationGroup, eq(storeCombinationGroup.id, storeCombinationMember.group_id))
    .where(ofFailedGroups(false))
    .orderBy(asc(storeCombinationMember.id))
    .limit(BATCH);
  let closed = 0;
  for (const { group_order_id } of due) {
    const done = await db.transaction(async (tx) => {
      const closedNow = await closeGroupOrder(tx, group_order_id, 'timeout');
      // closing releases the seat; an order that was closed already still leaves its row here
      await releaseGroupBuy(tx, group_order_id);
      return closedNow;
    });
    if (done) closed += 1;
  }
  return closed;
}
