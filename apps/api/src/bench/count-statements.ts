/**
 * Counts the SQL statements this process sends to a PostgreSQL server (node-postgres), BEGIN and
 * COMMIT included: `const n = countStatements(); …; n.take()` answers how many were sent since.
 */
import pg from 'pg';

let sent = 0;
let patched = false;

function patch() {
  if (patched) return;
  patched = true;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    sent += 1;
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
}

export function countStatements(): { take(): number } {
  patch();
  let from = sent;
  return {
    take() {
      const n = sent - from;
      from = sent;
      return n;
    },
  };
}
