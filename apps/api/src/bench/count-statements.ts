/**
 * Counts the SQL statements this process sends to its database, BEGIN and COMMIT included, on
 * either driver (node-postgres clients, PGlite instances and their transactions):
 * `const n = countStatements(); …; n.take()` answers how many were sent since.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

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
  // each PGlite statement runs once in its query mutex: BEGIN and COMMIT, and a named statement's
  // bind and execute (src/db/pglite-named-statements.ts) too
  counting(PGlite.prototype, ['_runExclusiveQuery']);
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
