/**
 * The API's timed jobs (apps/api/README.md, "Timed jobs"), every ORDER_JOB_INTERVAL_SECONDS.
 * Each works from timestamps in the database, so a restart or another worker loses nothing.
 */
import type { FastifyInstance } from 'fastify';
import type { Timers } from '../config';
import type { Db } from '../db/client';
import { expireBargains } from '../modules/bargain/jobs';
import { runDistributionJobs } from '../modules/distribution/brokerage';
import { runGroupBuyJob } from '../modules/group-buy/failure';
import { foldShopTotals } from '../modules/merchant/shop-totals';
import { purgeStaleCheckouts } from '../modules/order/purge';
import { closeExpiredOrders, deliverNotice, runAfterSalesJobs } from '../modules/pay/jobs';
import { unnotifiedSessions } from '../modules/pay/sandbox';
import { closeFinalTimeouts } from '../modules/presell/jobs';
import type { Job } from './scheduler';

export function timedJobs(app: FastifyInstance, db: Db, timers: Timers): Job[] {
  const everyMs = timers.jobIntervalSeconds * 1000;
  /** a job answering counts, logged when any is above 0 */
  const counting = (name: string, message: string, run: () => Promise<Record<string, number>>) => ({
    name,
    run: async () => {
      const counts = await run();
      if (Object.values(counts).some((n) => n > 0)) app.log.info(counts, message);
    },
  });
  const jobs: Array<Omit<Job, 'everyMs'>> = [
    counting('close-unpaid-orders', 'closed unpaid orders past their deadline', async () => ({
      closed: await closeExpiredOrders(db),
    })),
    counting('presell-final-timeouts', 'closed presell orders past their final-payment deadline', async () => ({
      presellClosed: await closeFinalTimeouts(db),
    })),
    counting('group-buy', 'group-buy job', () => runGroupBuyJob(db)),
    counting('bargains', 'ended bargains past their time', async () => ({ bargainsEnded: await expireBargains(db) })),
    {
      name: 'sandbox-notices',
      run: async () => {
        for (const session of await unnotifiedSessions(db)) await deliverNotice(app, db, session);
      },
    },
    counting('after-sales', 'after-sales jobs', () => runAfterSalesJobs(db, timers)),
    counting('brokerage', 'brokerage jobs', () => runDistributionJobs(db)),
    { name: 'fold-shop-totals', run: () => foldShopTotals(db) },
    counting('stale-checkouts', 'deleted abandoned checkout keys and buy-now carts', () => purgeStaleCheckouts(db)),
  ];
  return jobs.map((job) => ({ ...job, everyMs }));
}
