import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

export async function checkHealth(database: Database) {
  await database.db.execute(sql`select 1`);
  return { db: 'ok' as const, driver: database.driver };
}
