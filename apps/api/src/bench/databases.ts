/**
 * Runs a benchmark on a fresh database of each driver: PGlite in a temp folder, then a
 * `mall_bench_*` database on the PostgreSQL server (BENCH_DATABASE_URL, else TEST_DATABASE_URL,
 * else 127.0.0.1:5432/test), dropped after; skipped with a line when the server is unreachable.
 * BENCH_DATABASES (`pglite,pg`) picks which.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';

type Bench = (label: string, database: Database, uploadDir: string) => Promise<void>;

async function onPglite(prefix: string, bench: Bench) {
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const database = await openDatabase({ dataDir: path.join(dir, 'pglite') });
  try {
    await bench('PGlite', database, path.join(dir, 'uploads'));
  } finally {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  }
}

async function onPg(prefix: string, bench: Bench) {
  const admin =
    process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const name = `mall_bench_${randomBytes(4).toString('hex')}`;
  const adminQuery = async (text: string) => {
    const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 3000 });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  try {
    await adminQuery(
      `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
  } catch (err) {
    console.log(`PostgreSQL skipped: ${(err as Error).message}`);
    return;
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  try {
    await bench('PostgreSQL', database, path.join(dir, 'uploads'));
  } finally {
    await database.close();
    await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(dir, { recursive: true, force: true });
  }
}

export async function onEachDatabase(prefix: string, bench: Bench) {
  const chosen = (process.env.BENCH_DATABASES ?? 'pglite,pg').split(',');
  if (chosen.includes('pglite')) await onPglite(prefix, bench);
  if (chosen.includes('pg')) await onPg(prefix, bench);
}
