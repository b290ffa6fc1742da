import { sql } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { jobLease } from '../src/db/schema';

/**
 * Runs `fn` while this test holds a timed job's lease, as another worker would: the test
 * server's own timer (src/jobs/scheduler.ts) skips the job meanwhile, so a test that calls the
 * job itself sees exactly its own runs. Waits for a run the server may have in flight.
 */
export async function whileHoldingJob<T>(db: Db, name: string, fn: () => Promise<T>): Promise<T> {
  const holder = `test:${process.pid}`;
  for (let tries = 0; ; tries += 1) {
    const held = await db
      .insert(jobLease)
      .values({ name, holder, until: sql`now() + interval '5 minutes'`, next_run_at: sql`now()` })
      .onConflictDoUpdate({
        target: jobLease.name,
        set: { holder, until: sql`now() + interval '5 minutes'` },
        setWhere: sql`${jobLease.until} <= now()`,
      })
      .returning({ name: jobLease.name });
    if (held.length === 1) break;
    if (tries > 300) throw new Error(`job ${name} stayed held by another worker`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  try {
    return await fn();
  } finally {
    await db
      .update(jobLease)
      .set({ until: sql`now()` })
      .where(sql`${jobLease.name} = ${name} and ${jobLease.holder} = ${holder}`);
  }
}
