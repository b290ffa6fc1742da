import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';
import { nameQueries } from './prepared-client';
import { PgliteThread } from './pglite-thread/client';
import * as schema from './schema';
import { enableTrigramSearch } from './trigram';

/** The one database type every query is written against, whichever driver runs it. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Driver = 'pglite' | 'pg';

export interface Database {
  db: Db;
  driver: Driver;
  /** whether pg_trgm (trigram index for goods-title search) is enabled */
  trigram: boolean;
  /** the embedded data folder as a .tar.gz (PGlite only), taken while it serves */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL server; when absent, embedded PGlite in `dataDir` */
  databaseUrl?: string;
  /** PGlite data folder (unused with `databaseUrl`) */
  dataDir: string;
}

const migrationsFolder = fileURLToPath(new URL('../../drizzle', import.meta.url));

/** Opens the database, checks it, applies the migrations. */
export async function openDatabase(opts: DatabaseOptions): Promise<Database> {
  const opened = opts.databaseUrl ? await openPg(opts.databaseUrl) : await openPglite(opts.dataDir);
  try {
    const trigram = await enableTrigramSearch(opened.db);
    return { ...opened, trigram };
  } catch (err) {
    await opened.close();
    throw err;
  }
}

/** The embedded data folder exists but PGlite cannot open it (damaged files, an aborted start). */
export class DataDirUnusableError extends Error {
  constructor(dataDir: string, problem: string) {
    super(
      `数据目录 ${dataDir} 无法打开 (the data folder cannot be opened: ${problem}). ` +
        `恢复备份 restore a backup: pnpm mall restore <file>; 或移走该目录以全新种子数据启动 (or move the folder away to start from a fresh seed): mv ${dataDir} ${dataDir}.broken`,
    );
  }
}

/** openDatabase for a process's start (API, seed CLI): a held or damaged data folder ends it with one line, no stack. */
export function openDatabaseOrExit(opts: DatabaseOptions): Promise<Database> {
  return openDatabase(opts).catch((err) => {
    if (!(err instanceof DataDirLockedError || err instanceof DataDirUnusableError)) throw err;
    console.error(err.message);
    process.exit(1);
  });
}

async function openPglite(dataDir: string): Promise<Omit<Database, 'trigram'>> {
  await mkdir(dataDir, { recursive: true });
  const unlock = lockDataDir(dataDir);
  let client: PgliteThread;
  try {
    client = await PgliteThread.open(dataDir);
  } catch (err) {
    unlock();
    const problem =
      err instanceof Error && err.name === 'RuntimeError' // WebAssembly's: PGlite aborted
        ? `PGlite aborted (${err.message}): damaged files, e.g. written by two processes at once`
        : String(err);
    throw new DataDirUnusableError(path.resolve(dataDir), problem);
  }
  const close = async () => {
    try {
      await client.close();
    } finally {
      unlock();
    }
  };
  // drizzle's PGlite driver calls query and transaction, which the thread's client answers as PGlite does
  const db = drizzlePglite({ client: client as unknown as PGlite, schema });
  try {
    await migratePglite(db, { migrationsFolder });
  } catch (err) {
    await close();
    throw err;
  }
  return { db, driver: 'pglite', close, dumpDataDir: () => client.dumpDataDir('gzip') };
}

async function openPg(url: string): Promise<Omit<Database, 'trigram'>> {
  const pool = new pg.Pool({ connectionString: url });
  pool.on('connect', nameQueries);
  // An idle connection that breaks (server restart) is dropped by the pool; the next query reconnects.
  pool.on('error', (err) => process.emitWarning(`PostgreSQL idle connection error: ${err.message}`));
  try {
    await assertUtf8Ctype(pool);
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return { db, driver: 'pg', close: () => pool.end() };
  } catch (err) {
    await pool.end();
    throw err;
  }
}

/** With a non-UTF-8 LC_CTYPE, pg_trgm and ILIKE/lower() silently mishandle Chinese text. */
async function assertUtf8Ctype(pool: pg.Pool): Promise<void> {
  const { rows } = await pool.query<{ datname: string; datctype: string }>(
    'select datname, datctype from pg_database where datname = current_database()',
  );
  const { datname, datctype } = rows[0];
  if (!/utf-?8/i.test(datctype)) {
    throw new Error(
      `Database "${datname}" has LC_CTYPE '${datctype}', which is not UTF-8; Chinese text search would break. ` +
        `Create it with: CREATE DATABASE ${datname} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
  }
}
