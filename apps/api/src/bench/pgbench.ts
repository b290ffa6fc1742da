/**
 * PostgreSQL's own TPC-B figure on a server, to read the seckill figures against: `pgbench` on a
 * scratch database (initialised at `scale`, 8 clients for 10 s), dropped after.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);
const PGBENCH = process.env.PGBENCH ?? '/usr/bin/pgbench';

async function admin(url: string, text: string) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** TPC-B transactions per second (`pgbench -c 8 -T 10` at `scale`), or null with why it could not run. */
export async function pgbenchTps(adminUrl: string, scale = 5): Promise<{ tps: number } | { skipped: string }> {
  const name = `mall_pgbench_${randomBytes(4).toString('hex')}`;
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    await admin(adminUrl, `CREATE DATABASE ${name}`);
  } catch (err) {
    return { skipped: (err as Error).message };
  }
  try {
    await run(PGBENCH, ['-q', '-i', '-s', String(scale), url.toString()]);
    const { stdout } = await run(PGBENCH, ['-c', '8', '-j', '2', '-T', '10', url.toString()]);
    const tps = /tps = ([\d.]+)/.exec(stdout);
    return tps ? { tps: Number(tps[1]) } : { skipped: `no tps in pgbench's output: ${stdout.slice(-200)}` };
  } catch (err) {
    return { skipped: (err as Error).message };
  } finally {
    await admin(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
