/**
 * node-postgres sends every parameterised query unnamed, so the server parses and analyses its
 * text again on each call. `nameQueries` makes a pooled connection name each distinct query text
 * (as postgres.js does with `prepare: true`): the connection parses it once, later calls only
 * bind and execute. The names are kept per process and capped, because lists of varying length
 * make ever new texts; texts beyond the cap go unnamed as before.
 */
import { createHash } from 'node:crypto';
import type pg from 'pg';

export const MAX_NAMED_TEXTS = 500;
const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known || names.size >= MAX_NAMED_TEXTS) return known;
  const name = `mall_${createHash('sha1').update(text).digest('base64url').slice(0, 20)}`;
  names.set(text, name);
  return name;
}

function named(config: unknown): unknown {
  if (typeof config !== 'object' || config === null) return config;
  const { text, name } = config as { text?: unknown; name?: unknown };
  if (name || typeof text !== 'string' || !text.includes('$1')) return config;
  const chosen = nameOf(text);
  return chosen ? { ...config, name: chosen } : config;
}

/** For the pool's 'connect' event. */
export function nameQueries(client: pg.PoolClient): void {
  // calls the prototype's query, looked up at each call (bench/count-statements.ts counts there)
  client.query = function (this: pg.PoolClient, config: unknown, ...rest: unknown[]) {
    const query = Object.getPrototypeOf(this).query as (...args: unknown[]) => unknown;
    return query.call(this, named(config), ...rest);
  } as pg.PoolClient['query'];
}
