import type { Db } from './client';

/**
 * Statements that run on nearly every request (the session lookup, the checkout's reads), built
 * once per database instead of on each call: building a drizzle query costs more CPU than the
 * database takes to answer it (the session lookup: ~0.5 ms built vs ~0.15 ms prepared on
 * PostgreSQL, `src/bench/prepared.ts`), and PostgreSQL then keeps the statement parsed and
 * planned per connection. Given a transaction, the statement is prepared on it (it must run there).
 */
const byDb = new WeakMap<Db, Map<string, unknown>>();

export function prepared<T>(db: Db, name: string, build: (db: Db) => T): T {
  let statements = byDb.get(db);
  if (!statements) byDb.set(db, (statements = new Map()));
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) statements.set(name, (statement = build(db)));
  return statement;
}
