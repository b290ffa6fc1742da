/**
 * Counts the SQL statements this process sends to its database, BEGIN and COMMIT included, on
 * either driver (node-postgres clients, the PGlite thread and its transactions):
 * `const n = countStatements(); …; n.take()` answers how many were sent since.
 */
import pg from 'pg';
import { PgliteThread } from '../db/pglite-thread/client';

let sent = 0;
let patched = false;

function counting<T extends object>(target: T, names: (keyof T)[]) {
  for (const name of names) {
    const original = target[name] as (...args: unknown[]) => unknown;
    target[name] = function (this: unknown, ...args: unknown[]) {
      sent += 1;
      return original.apply(this, args);
    } as T[keyof T];
  }
}

function patch() {
  if (patched) return;
  patched = true;
  counting(pg.Client.prototype, ['query']);
  // every statement sent to the embedded database's thread: BEGIN and COMMIT too
  counting(PgliteThread.prototype, ['sendStatement']);
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
