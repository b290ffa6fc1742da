/**
 * Background work of orders and payments, driven by timestamps in the database (so it survives
 * restarts and is safe with several API processes): close unpaid group orders past
 * `expires_at`, deliver the sandbox gateway's notifications that were not acknowledged, and the
 * after-sales timers. src/jobs/registry.ts runs them with the other timed jobs.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { storeGroupOrder } from '../../db/schema';
import type { Timers } from '../../config';
import { timers } from '../../lib/timers';
import { autoAgreeRefunds } from '../after-sales/flow';
import { autoTakeOrders, closeAfterSales } from '../order/delivery';
import { closeGroupOrder } from '../order/lifecycle';
import { markNotified, noticeFor, type Session } from './sandbox';

/** Closes every unpaid group order past its deadline; answers how many this call closed. */
export async function closeExpiredOrders(db: Db): Promise<number> {
  const due = await db
    .select({ id: storeGroupOrder.id })
    .from(storeGroupOrder)
    .where(and(eq(storeGroupOrder.status, 0), lte(storeGroupOrder.expires_at, sql`now()`)))
    .orderBy(asc(storeGroupOrder.expires_at))
    .limit(200);
  let closed = 0;
  for (const { id } of due) {
    if (await db.transaction((tx) => closeGroupOrder(tx, id, 'timeout'))) closed += 1;
  }
  return closed;
}

/** Sends a paid session's signed notification through the API's own notice route. */
export async function deliverNotice(app: FastifyInstance, db: Db, session: Session): Promise<boolean> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/notice/${session.provider}`,
    payload: await noticeFor(db, session),
  });
  const acknowledged = res.statusCode === 200;
  await markNotified(db, session.id, acknowledged);
  return acknowledged;
}

type AfterSalesTimers = Pick<Timers, 'orderTakeSeconds' | 'afterSalesSeconds' | 'refundAgreeSeconds'>;

/**
 * After-sales timers (config.ts): receipt confirmed ORDER_TAKE_SECONDS after shipping, the
 * after-sales window closed AFTER_SALES_SECONDS after receipt, refunds left unanswered for
 * REFUND_AGREE_SECONDS agreed. Each works from timestamps in the database.
 */
export async function runAfterSalesJobs(db: Db, t: AfterSalesTimers = timers()) {
  return {
    taken: await autoTakeOrders(db, t.orderTakeSeconds),
    windowsClosed: await closeAfterSales(db, t.afterSalesSeconds),
    refundsAgreed: await autoAgreeRefunds(db, t.refundAgreeSeconds),
  };
}
