import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per timed job (src/jobs/): the worker holding its current run until `until` (renewed
 * while it runs) and the start of the next period it may run in, so that across every API
 * process each job runs once per period and never twice at the same time.
 */
export const jobLease = pgTable('job_lease', {
  name: text().primaryKey(),
  holder: text().notNull(),
  until: timestamp({ withTimezone: true }).notNull(),
  next_run_at: timestamp({ withTimezone: true }).notNull(),
});
