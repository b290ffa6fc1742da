import { randomBytes } from 'node:crypto';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadTimers } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { claimRun } from '../src/jobs/lease';
import { jobStats, scheduleJobs, type Job, type JobCounters } from '../src/jobs/scheduler';
import { describeApi, target } from './helpers';
import { adminQuery, withDatabase } from './setup/pg-admin';

/** Polls `check` until it holds (or fails after `ms`). */
async function until(check: () => boolean | Promise<boolean>, ms = 30_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 50));
  }
}

const zero: JobCounters = { runs: 0, failures: 0, skipped: 0 };
const stats = (name: string) => jobStats()[name] ?? zero;

describeApi('timed jobs across API workers', () => {
  // Two workers on one database of this file's own (the suite's database has tests of its own
  // that call the jobs): on pg two connection pools, like two processes; on PGlite, whose folder
  // opens in one process only, two apps sharing it in this process.
  const workers: Database[] = [];
  const closers: Array<() => Promise<unknown>> = [];
  let uploadDir = '';

  beforeAll(async () => {
    uploadDir = await mkdtemp(path.join(os.tmpdir(), 'mall-api-jobs-'));
    closers.push(() => rm(uploadDir, { recursive: true, force: true }));
    if (target.driver === 'pg') {
      const name = `mall_jobs_${randomBytes(4).toString('hex')}`;
      await adminQuery(
        target.adminUrl!,
        `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
      );
      closers.unshift(() => adminQuery(target.adminUrl!, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
      for (let i = 0; i < 2; i++) {
        const database = await openDatabase({ databaseUrl: withDatabase(target.adminUrl!, name), dataDir: '' });
        workers.push(database);
        closers.unshift(() => database.close());
      }
    } else {
      await cp(inject('pgliteTemplates').migrated, path.join(uploadDir, 'pglite'), { recursive: true });
      const database = await openDatabase({ dataDir: path.join(uploadDir, 'pglite') });
      workers.push(database, database);
      closers.unshift(() => database.close());
    }
  });
  afterAll(async () => {
    for (const close of closers) await close();
  });

  async function started(apps: FastifyInstance[]) {
    closers.unshift(...apps.map((app) => () => app.close()));
    await Promise.all(apps.map((app) => app.ready()));
  }

  it('two API servers on one database run each job once per period, not once each', async () => {
    const timers = { ...loadTimers({}), jobIntervalSeconds: 1 };
    const apps = await Promise.all(workers.map((database) => buildApp({ database, uploadDir, logger: false, timers })));
    const before = jobStats();
    const from = Date.now();
    await started(apps);
    const names = Object.keys(before);
    expect(names).toEqual(expect.arrayContaining(['close-unpaid-orders', 'after-sales', 'fold-shop-totals']));
    const delta = (name: string) => {
      const now = stats(name);
      const was = before[name] ?? zero;
      return { runs: now.runs - was.runs, failures: now.failures - was.failures, skipped: now.skipped - was.skipped };
    };
    // both workers offer every job each second: wait for 4 offers each and 3 runs (a busy machine
    // skips offers while a pass is still running; closing starts no further job of a pass)
    await until(() => names.every((name) => delta(name).runs >= 3 && delta(name).runs + delta(name).skipped >= 8));
    await Promise.all(apps.map((app) => app.close()));
    const periods = Math.ceil((Date.now() - from) / 1000) + 1;
    for (const name of names) {
      const d = delta(name);
      expect({ name, failures: d.failures }).toEqual({ name, failures: 0 });
      expect(d.runs, name).toBeGreaterThanOrEqual(3);
      // at most one run per period: the other worker's offers of the same period were skipped
      expect(d.runs, name).toBeLessThanOrEqual(periods);
      expect(d.skipped, name).toBeGreaterThanOrEqual(d.runs - 2);
    }
  });

  it('a job that throws is logged with its name, and the jobs after it still run', async () => {
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'error', stream: { write: (line: string) => lines.push(line) } } });
    const suffix = randomBytes(3).toString('hex');
    let after = 0;
    const jobs: Job[] = [
      {
        name: `broken-${suffix}`,
        everyMs: 200,
        run: async () => {
          throw new Error('the shop table is gone');
        },
      },
      { name: `after-${suffix}`, everyMs: 200, run: async () => void (after += 1) },
    ];
    scheduleJobs(app, workers[0].db, jobs);
    await started([app]);
    // a busy machine may run a pass in which the broken job's period has not come yet: wait for both
    await until(() => after >= 2 && stats(`broken-${suffix}`).failures >= 2);
    await app.close();
    expect(stats(`broken-${suffix}`).failures).toBeGreaterThanOrEqual(2);
    expect(stats(`after-${suffix}`)).toMatchObject({ failures: 0, runs: after });
    const logged = lines.map((l) => JSON.parse(l) as { msg: string; job: string; err: { message: string } });
    expect(logged[0]).toMatchObject({
      msg: `job broken-${suffix} failed`,
      job: `broken-${suffix}`,
      err: { message: 'the shop table is gone' },
    });
  });

  it('a run longer than its period is not started again by another worker meanwhile', async () => {
    const name = `slow-${randomBytes(3).toString('hex')}`;
    let running = 0;
    let most = 0;
    let runs = 0;
    const job: Job = {
      name,
      everyMs: 100,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 350));
        running -= 1;
        runs += 1;
      },
    };
    const apps = workers.map((database) => {
      const app = Fastify({ logger: false });
      scheduleJobs(app, database.db, [job]);
      return app;
    });
    await started(apps);
    await until(() => runs >= 3);
    await Promise.all(apps.map((app) => app.close()));
    expect(most).toBe(1);
    expect(stats(name).skipped).toBeGreaterThan(0);
  });

  it('closing lets the running job finish and starts none of the jobs after it', async () => {
    const suffix = randomBytes(3).toString('hex');
    const lines: string[] = [];
    const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } } });
    let finishSlow = () => {};
    let slowStarted = false;
    let slowFinished = false;
    let afterRuns = 0;
    const jobs: Job[] = [
      {
        name: `slow-${suffix}`,
        everyMs: 60_000,
        run: async () => {
          slowStarted = true;
          await new Promise<void>((resolve) => (finishSlow = resolve));
          slowFinished = true;
        },
      },
      { name: `after-${suffix}`, everyMs: 60_000, run: async () => void (afterRuns += 1) },
    ];
    scheduleJobs(app, workers[0].db, jobs);
    await started([app]);
    await until(() => slowStarted);
    const closed = app.close();
    finishSlow();
    await closed;
    expect(slowFinished).toBe(true);
    expect(afterRuns).toBe(0);
    expect(lines).toEqual([]);
  });

  it('a worker that stopped mid-run holds its job only until its hold lapses', async () => {
    const name = `crashed-${randomBytes(3).toString('hex')}`;
    const db = workers[0].db;
    // claimed and never released, like a worker that died during the run; periods of 50 ms
    const claimedAt = Date.now();
    expect(await claimRun(db, name, 'gone', 50, 800)).toBe(true);
    let refused = 0;
    await until(async () => {
      if (await claimRun(db, name, 'alive', 50, 800)) return true;
      refused += 1;
      return false;
    });
    expect(Date.now() - claimedAt).toBeGreaterThanOrEqual(750);
    expect(refused).toBeGreaterThan(1);
  });
});
