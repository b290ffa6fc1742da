import { jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** One row per completed seed part ('site', 'catalog'); a present row means "already seeded". */
export const seedRun = pgTable('seed_run', {
  name: varchar({ length: 32 }).primaryKey(),
  detail: jsonb().notNull().default({}),
  created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
