/**
 * The job_lease row of a timed job, claimed with one conditional upsert (atomic on PostgreSQL and
 * on PGlite alike, whichever connection runs it): a worker may run a job when its period has come
 * (`next_run_at`, the start of the next period of `everyMs` counted from the epoch, so every
 * worker agrees on the periods) and nobody holds it (`until`, renewed while the run lasts, so a
 * crashed worker's hold lapses by itself).
 */
import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { jobLease } from '../db/schema';

const inMs = (ms: number) => sql`now() + make_interval(secs => ${ms / 1000})`;

/** True when `holder` got this period's run of the job. */
export async function claimRun(
  db: Db,
  name: string,
  holder: string,
  everyMs: number,
  holdMs: number,
): Promise<boolean> {
  const nextPeriod = sql`to_timestamp((floor(extract(epoch from now()) * 1000 / ${everyMs}::numeric) + 1) * ${everyMs}::numeric / 1000)`;
  const rows = await db
    .insert(jobLease)
    .values({ name, holder, until: inMs(holdMs), next_run_at: nextPeriod })
    .onConflictDoUpdate({
      target: jobLease.name,
      set: { holder: sql`excluded.holder`, until: sql`excluded.until`, next_run_at: sql`excluded.next_run_at` },
      setWhere: and(lte(jobLease.next_run_at, sql`now()`), lte(jobLease.until, sql`now()`)),
    })
    .returning({ name: jobLease.name });
  return rows.length === 1;
}

/** Keeps holding a run that lasts. */
export async function renewRun(db: Db, name: string, holder: string, holdMs: number): Promise<void> {
  await db
    .update(jobLease)
    .set({ until: inMs(holdMs) })
    .where(and(eq(jobLease.name, name), eq(jobLease.holder, holder)));
}

/** The run is over: the job is free again (its next period still has to come). */
export async function releaseRun(db: Db, name: string, holder: string): Promise<void> {
  await db
    .update(jobLease)
    .set({ until: sql`now()` })
    .where(and(eq(jobLease.name, name), eq(jobLease.holder, holder)));
}
