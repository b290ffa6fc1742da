import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import type { Database } from '../db/client';
import type { PgliteThread } from '../db/pglite-thread/client';

/** The channel the triggers of migration 0030 notify, with the changed table's name as payload. */
export const CHANGE_CHANNEL = 'mall_cache';

const RETRY_MS = [250, 1000, 5000];

export interface ChangeListener {
  /** a statement changed `table` */
  changed(table: string): void;
  /** changes are heard from now on (true), or may go unheard (false) */
  listening(live: boolean): void;
}

/**
 * Hears the database's change notifications until the returned stop is called. PGlite delivers
 * them in-process before the writing query resolves. On PostgreSQL one dedicated connection
 * LISTENs (pooled connections change hands); when it breaks, `listening(false)` is reported and it
 * reconnects, then reports `listening(true)`: notifications sent meanwhile are lost, so the
 * listener starts afresh.
 */
export async function listenForChanges(
  database: Database,
  listener: ChangeListener,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  // drizzle keeps the driver's client on the database object
  const driverClient = (database.db as unknown as { $client: unknown }).$client;
  if (database.driver === 'pglite') {
    const client = driverClient as PgliteThread;
    let unlisten: () => Promise<void>;
    try {
      unlisten = await client.listen(CHANGE_CHANNEL, (table) => listener.changed(table));
    } catch (err) {
      // without change notices nothing may be kept: the reads go to the database every time
      log.error({ err }, 'cannot listen for catalogue changes: the shared cache stays off');
      return async () => {};
    }
    listener.listening(true);
    return async () => {
      listener.listening(false);
      // the database may be closed already
      if (!client.closed) await unlisten();
    };
  }

  const options = (driverClient as pg.Pool).options;
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  const lost = (c: pg.Client, err?: Error) => {
    if (client !== c) return;
    client = null;
    listener.listening(false);
    c.end().catch(() => {});
    if (stopped) return;
    log.warn({ err }, 'cache change feed lost; reconnecting');
    retry = setTimeout(connect, RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]);
  };

  async function connect(): Promise<void> {
    const c = new pg.Client(options);
    client = c;
    c.on('error', (err) => lost(c, err));
    c.on('end', () => lost(c));
    c.on('notification', (msg) => {
      if (msg.channel === CHANGE_CHANNEL && msg.payload) listener.changed(msg.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGE_CHANNEL}`);
    } catch (err) {
      lost(c, err as Error);
      return;
    }
    if (client !== c) {
      await c.end().catch(() => {});
      return;
    }
    failures = 0;
    listener.listening(true);
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const c = client;
    client = null;
    listener.listening(false);
    await c?.end().catch(() => {});
  };
}
