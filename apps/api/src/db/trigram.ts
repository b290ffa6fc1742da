import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Enables pg_trgm and a trigram index on goods titles when the server offers the extension.
 * It is optional (search still works with a sequential ILIKE), so it lives outside the
 * migrations, which must run on every server.
 */
export async function enableTrigramSearch(db: Db): Promise<boolean> {
  const available = await db
    .select({ name: sql<string>`name` })
    .from(sql`pg_available_extensions`)
    .where(sql`name = 'pg_trgm'`);
  if (available.length === 0) return false;
  try {
    await db.execute(sql`create extension if not exists pg_trgm`);
  } catch {
    return false; // no privilege to create it: run without the index
  }
  await db.execute(
    sql`create index if not exists store_product_name_trgm_idx on store_product using gin (store_name gin_trgm_ops)`,
  );
  return true;
}
