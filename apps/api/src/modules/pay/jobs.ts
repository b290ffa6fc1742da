/**
 * Background work of orders and payments, driven by timestamps in the database (so it survives
 * restarts and is safe with several API processes): close unpaid group orders past
 * `expires_at`, and deliver the sandbox gateway's notifications that were not acknowledged; also
 * the timers of after-sales, group buys, bargains and brokerage, and the fold of shop totals.
 */
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { storeGroupOrder } from '../../db/schema';
import { autoAgreeRefunds } from '../after-sales/flow';
import { expireBargains } from '../bargain/jobs';
import { runDistributionJobs } from '../distribution/brokerage';
import { autoTakeOrders, closeAfterSales } from '../order/delivery';
import { runGroupBuyJob } from '../group-buy/failure';
import { closeGroupOrder } from '../order/lifecycle';
import { foldShopTotals } from '../merchant/shop-totals';
import { closeFinalTimeouts } from '../presell/jobs';
import { markNotified, noticeFor, unnotifiedSessions, type Session } from './sandbox';

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

/**
 * After-sales timers (src/modules/after-sales/timers.ts): receipt confirmed ORDER_TAKE_SECONDS
 * after shipping, the after-sales window closed AFTER_SALES_SECONDS after receipt, refunds left
 * unanswered for REFUND_AGREE_SECONDS agreed. Each works from timestamps in the database.
 */
export async function runAfterSalesJobs(db: Db) {
  return {
    taken: await autoTakeOrders(db),
    windowsClosed: await closeAfterSales(db),
    refundsAgreed: await autoAgreeRefunds(db),
  };
}

export async function runOrderJobs(app: FastifyInstance, db: Db) {
  const closed = await closeExpiredOrders(db);
  const presellClosed = await closeFinalTimeouts(db);
  if (presellClosed > 0) app.log.info({ presellClosed }, 'closed presell orders past their final-payment deadline');
  const groupBuy = await runGroupBuyJob(db);
  if (groupBuy.failed + groupBuy.refunded + groupBuy.closed > 0) app.log.info(groupBuy, 'group-buy job');
  const bargainsEnded = await expireBargains(db);
  if (bargainsEnded > 0) app.log.info({ bargainsEnded }, 'ended bargains past their time');
  for (const session of await unnotifiedSessions(db)) await deliverNotice(app, db, session);
  const afterSales = await runAfterSalesJobs(db);
  if (afterSales.taken + afterSales.windowsClosed + afterSales.refundsAgreed > 0) {
    app.log.info(afterSales, 'after-sales jobs');
  }
  const brokerage = await runDistributionJobs(db);
  if (brokerage.settled + brokerage.thawed > 0) app.log.info(brokerage, 'brokerage jobs');
  await foldShopTotals(db);
  return closed;
}

/** Runs the jobs now and then every ORDER_JOB_INTERVAL_SECONDS (default 10) until the app closes. */
export function scheduleOrderJobs(app: FastifyInstance, db: Db) {
  const seconds = Number(process.env.ORDER_JOB_INTERVAL_SECONDS);
  const intervalMs = (Number.isFinite(seconds) && seconds > 0 ? seconds : 10) * 1000;
  let timer: NodeJS.Timeout | null = null;
  let current: Promise<void> | null = null;
  const tick = () => {
    current ??= runOrderJobs(app, db)
      .then((closed) => {
        if (closed > 0) app.log.info({ closed }, 'closed unpaid orders past their deadline');
      })
      .catch((err: unknown) => app.log.error({ err }, 'order jobs failed'))
      .finally(() => {
        current = null;
      });
  };
  app.addHook('onReady', async () => {
    tick();
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  // the database closes after this: let a running pass finish first
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await current;
  });
}
