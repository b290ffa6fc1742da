/**
 * Runs timed jobs in every API process, each job on its own: one that throws is logged with its
 * name and the others still run. Across processes a job runs once per period, by one worker at
 * a time: the first worker to claim the period's job_lease row runs it (./lease.ts), the others
 * skip it.
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/client';
import { registerMetricSource } from '../metrics/sources';
import { claimRun, releaseRun, renewRun } from './lease';

export interface Job {
  /** unique: names the lease, the counters and the log lines */
  name: string;
  everyMs: number;
  run: () => Promise<unknown>;
}

export type JobCounters = {
  /** runs started by this process (failed ones included) */
  runs: number;
  failures: number;
  /** periods another worker had (or this process was still running the job) */
  skipped: number;
};

const counters = new Map<string, JobCounters>();

/** This process's counters per job, for the metrics endpoint. */
export function jobStats(): Record<string, JobCounters> {
  return Object.fromEntries([...counters].map(([name, c]) => [name, { ...c }]));
}

function countersOf(name: string): JobCounters {
  let c = counters.get(name);
  if (!c) counters.set(name, (c = { runs: 0, failures: 0, skipped: 0 }));
  return c;
}

export interface ScheduleOptions {
  /** how long a claimed run is held without renewal (a crashed worker's run is free after it) */
  holdMs?: number;
}

/**
 * Starts the jobs when the app is ready: every job is offered each `everyMs` (the shortest
 * period among them drives one pass over all of them, in order) and stops them when it closes:
 * the job running then finishes, the rest of its pass is not started (the database closes after).
 */
export function scheduleJobs(app: FastifyInstance, db: Db, jobs: Job[], opts: ScheduleOptions = {}) {
  const holdMs = opts.holdMs ?? 60_000;
  const holder = `${os.hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  for (const job of jobs) countersOf(job.name);
  registerMetricSource('jobs', jobStats); // /metrics: mall_jobs_runs{name="<job>"}, …

  async function runJob(job: Job) {
    const c = countersOf(job.name);
    let claimed: boolean;
    try {
      claimed = await claimRun(db, job.name, holder, job.everyMs, holdMs);
    } catch (err) {
      c.failures += 1;
      app.log.error({ err, job: job.name }, `job ${job.name}: could not claim its run`);
      return;
    }
    if (!claimed) {
      c.skipped += 1;
      return;
    }
    c.runs += 1;
    const renew = setInterval(() => {
      renewRun(db, job.name, holder, holdMs).catch((err: unknown) =>
        app.log.warn({ err, job: job.name }, `job ${job.name}: could not renew its run`),
      );
    }, holdMs / 3);
    renew.unref();
    try {
      await job.run();
    } catch (err) {
      c.failures += 1;
      app.log.error({ err, job: job.name }, `job ${job.name} failed`);
    } finally {
      clearInterval(renew);
      await releaseRun(db, job.name, holder).catch((err: unknown) =>
        app.log.warn({ err, job: job.name }, `job ${job.name}: could not release its run`),
      );
    }
  }

  let timer: NodeJS.Timeout | null = null;
  let pass: Promise<void> | null = null;
  let closing = false;
  const tick = () => {
    if (pass) {
      for (const job of jobs) countersOf(job.name).skipped += 1;
      return;
    }
    pass = (async () => {
      for (const job of jobs) {
        if (closing) return;
        await runJob(job);
      }
    })().finally(() => {
      pass = null;
    });
  };
  app.addHook('onReady', async () => {
    if (jobs.length === 0) return;
    tick();
    timer = setInterval(tick, Math.min(...jobs.map((j) => j.everyMs)));
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    if (timer) clearInterval(timer);
    await pass;
  });
}
