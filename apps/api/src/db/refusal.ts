/**
 * A statement's own refusal: `mall_refuse(reason)` (migration 0038) raises with the shopper's
 * reason when `reason` is not null, which aborts the whole statement, so a statement that writes
 * several rows and checks what it took needs no transaction around it to leave nothing behind.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './client';
import { badRequest } from '../http/envelope';

const REFUSAL_CODE = 'ML001';

/** An expression that refuses the statement with `reason` (an SQL text expression) unless it is null. */
export const refuseWith = (reason: SQL): SQL => sql`mall_refuse(${reason})`;

/** Runs `query`; a refusal from inside it becomes the shopper's 400 with its reason. */
export async function refusing<T>(query: Promise<T>): Promise<T> {
  try {
    return await query;
  } catch (err) {
    const e = err as { code?: string; message?: string; cause?: { code?: string; message?: string } };
    const pg = e.cause ?? e;
    if (pg.code === REFUSAL_CODE && pg.message) throw badRequest(pg.message);
    throw err;
  }
}

/** Runs a statement on `db` (see `refusing`). */
export const executeRefusing = <T>(db: Db, statement: SQL) =>
  refusing(db.execute(statement) as Promise<unknown> as Promise<T>);
