/**
 * Flash-sale load over HTTP (src/bench/seckill-load.ts), figures only:
 *   pnpm --filter @mall/api run bench:seckill   # PGlite with the in-process stock gate, then the
 *                                                # PostgreSQL server (BENCH_DATABASE_URL, else
 *                                                # TEST_DATABASE_URL's) with the Redis gate (REDIS_URL,
 *                                                # default 127.0.0.1:6379; in-process when unreachable)
 * BENCH_SECKILL_USERS (1000) shoppers × BENCH_SECKILL_ATTEMPTS (3) on one goods, one piece per
 * shopper, BENCH_SECKILL_CONCURRENCY (200) attempts in flight, in random order (a shopper's
 * attempts race each other too), sent from a process of their own, once per stock of
 * BENCH_SECKILL_STOCKS (100,5000). Then the
 * statements of one successful attempt and of losing ones. On PostgreSQL with Redis also the same
 * load spread over BENCH_SECKILL_WORKERS (2) API processes sharing the Redis gate (a cluster, as
 * `npm run start:cluster` runs it), and pgbench's TPC-B tps on the same server (scratch database,
 * scale BENCH_PGBENCH_SCALE (5), 8 clients, 10 s) beside the orders/s.
 */
import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import { Redis } from 'ioredis';
import { buildApp } from '../app';
import type { Database } from '../db/client';
import type { StockGateOptions } from '../modules/seckill/gate/current';
import { seedDatabase } from '../seed';
import { cpuMs, postgresCpuMs } from './cpu-time';
import { onEachDatabase } from './databases';
import { pgbenchTps } from './pgbench';
import { seckillLoad, type LoadPlan, type LoadResult, type LoadRun } from './seckill-load';
import { seckillStatements } from './seckill-statements';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const opts = {
  users: env('BENCH_SECKILL_USERS', 1000),
  attempts: env('BENCH_SECKILL_ATTEMPTS', 3),
  concurrency: env('BENCH_SECKILL_CONCURRENCY', 200),
};
const stocks = (process.env.BENCH_SECKILL_STOCKS ?? '100,5000').split(',').map(Number);
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const adminUrl =
  process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function redisAnswers(): Promise<boolean> {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    return (await redis.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function dropKeys(prefix: string) {
  const redis = new Redis(redisUrl);
  try {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
  } finally {
    redis.disconnect();
  }
}

/**
 * The attempts are sent from a process of their own (src/bench/seckill-loader.ts): shoppers are
 * not on the API's machine, and in one process the load would share the embedded API's thread.
 */
function inLoaderProcess(plan: LoadPlan): Promise<LoadRun> {
  const child = fork(fileURLToPath(new URL('./seckill-loader.ts', import.meta.url)), [], {
    execArgv: ['--import', 'tsx'],
  });
  return new Promise<LoadRun>((resolve, reject) => {
    child.once('message', (run) => resolve(run as LoadRun));
    child.once('exit', (code) => reject(new Error(`the bench's loader process exited (${code})`)));
    child.send(plan);
  });
}

/** `load` with the CPU its API processes and the PostgreSQL server used, per attempt and per order. */
async function measured(apiPids: number[], load: () => Promise<LoadResult>) {
  const api0 = cpuMs(apiPids);
  const pg0 = postgresCpuMs();
  const r = await load();
  const api = api0 === null ? null : cpuMs(apiPids)! - api0;
  const pg = pg0 === null ? null : postgresCpuMs()! - pg0;
  return { r, cpu: { api, pg, loader: r.loaderCpuMs } };
}

const cpuLine = (cpu: { api: number | null; pg: number | null; loader: number }, r: LoadResult, apiNote: string) =>
  `${''.padEnd(28)} CPU: API ${cpu.api === null ? '?' : `${(cpu.api / r.attempts).toFixed(1)} ms per attempt, ${(cpu.api / Math.max(1, r.orders)).toFixed(1)} ms per order`} (${apiNote}); ` +
  `PostgreSQL ${cpu.pg === null ? 'not on this machine' : `${(cpu.pg / r.attempts).toFixed(1)} ms per attempt, ${(cpu.pg / Math.max(1, r.orders)).toFixed(1)} ms per order (the whole server)`}; ` +
  `the shoppers' process ${(cpu.loader / r.attempts).toFixed(1)} ms per attempt`;

function report(label: string, stock: number, r: LoadResult) {
  console.log(
    `${label.padEnd(28)} ${opts.users} shoppers × ${opts.attempts} on stock ${stock} ` +
      `(${opts.concurrency} in flight): ${r.attemptsPerSecond.toFixed(0)} attempts/s, ` +
      `${(r.orders / r.seconds).toFixed(0)} orders/s (${r.orders} in ${r.seconds.toFixed(1)} s; ` +
      `${(r.orders / r.soldOutAfter).toFixed(0)} orders/s while the stock lasted, ${r.soldOutAfter.toFixed(1)} s), ` +
      `p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms; oversold ${r.oversold}, over the limit ${r.overLimit}, ` +
      `stock left ${r.finalStock}`,
  );
  console.log(
    `${''.padEnd(28)} refused: ${Object.entries(r.refused)
      .map(([m, n]) => `${m} ×${n}`)
      .join(', ')}`,
  );
}

const databaseUrl = (database: Database) =>
  ((database.db as unknown as { $client: pg.Pool }).$client.options as { connectionString: string }).connectionString;

/** API processes of their own (src/bench/seckill-worker.ts) on the database, sharing the Redis gate. */
async function startWorkers(n: number, url: string, prefix: string) {
  const children = Array.from({ length: n }, () =>
    fork(fileURLToPath(new URL('./seckill-worker.ts', import.meta.url)), [], {
      // BENCH_WORKER_NODE_ARGS: e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof` to profile the workers
      execArgv: ['--import', 'tsx', ...(process.env.BENCH_WORKER_NODE_ARGS?.split(' ').filter(Boolean) ?? [])],
      env: {
        ...process.env,
        BENCH_WORKER_DATABASE_URL: url,
        BENCH_WORKER_REDIS_URL: redisUrl,
        BENCH_WORKER_REDIS_PREFIX: prefix,
      },
    }),
  );
  const stop = () => {
    for (const child of children) if (child.connected) child.disconnect();
  };
  try {
    const urls = await Promise.all(
      children.map(
        (child) =>
          new Promise<string>((resolve, reject) => {
            child.once('message', (m) => resolve((m as { base: string }).base));
            child.once('exit', (code) => reject(new Error(`a bench API process exited (${code})`)));
          }),
      ),
    );
    return { urls, pids: children.map((child) => child.pid!), stop };
  } catch (err) {
    stop();
    throw err;
  }
}

async function bench(label: string, database: Database, uploadDir: string) {
  await seedDatabase(database.db, { uploadDir, goods: 20 });
  const pg = database.driver === 'pg';
  const prefix = `mall-bench-${randomBytes(4).toString('hex')}:`;
  const gate: StockGateOptions = pg && (await redisAnswers()) ? { redisUrl, redisPrefix: prefix } : {};
  const gateName = gate.redisUrl ? 'Redis gate' : 'in-process gate';
  const app = await buildApp({ database, uploadDir, logger: false, stockGate: gate });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const ordersPerSecond: number[] = [];
  const clusterOrdersPerSecond: number[] = [];
  try {
    for (const stock of stocks) {
      const { r, cpu } = await measured([process.pid], () =>
        seckillLoad(database.db, base, { ...opts, stock }, inLoaderProcess),
      );
      ordersPerSecond.push(r.orders / r.seconds);
      report(`${label} + ${gateName}`, stock, r);
      console.log(cpuLine(cpu, r, 'this process: the API and the bench'));
    }
    if (gate.redisUrl) {
      const workers = env('BENCH_SECKILL_WORKERS', 2);
      const bases = await startWorkers(workers, databaseUrl(database), prefix);
      try {
        for (const stock of stocks) {
          const { r, cpu } = await measured(bases.pids, () =>
            seckillLoad(database.db, bases.urls, { ...opts, stock }, inLoaderProcess),
          );
          clusterOrdersPerSecond.push(r.orders / r.seconds);
          report(`${label} + Redis, ${workers} API processes`, stock, r);
          console.log(cpuLine(cpu, r, `the ${workers} API processes`));
        }
      } finally {
        bases.stop();
      }
    }
    const counted = await seckillStatements(database.db, base);
    const total = Object.values(counted.success).reduce((a, n) => a + n, 0);
    console.log(
      `${''.padEnd(28)} statements of one successful attempt: ${total} (` +
        `${Object.entries(counted.success)
          .map(([step, n]) => `${step} ${n}`)
          .join(', ')}); of a losing one: sold out ${counted.soldOut}, over the limit ${counted.overLimit} ` +
        `(BEGIN/COMMIT and the session lookups included)`,
    );
  } finally {
    await app.close();
    if (gate.redisUrl) await dropKeys(prefix);
  }
  if (pg) {
    const tpcb = await pgbenchTps(adminUrl, env('BENCH_PGBENCH_SCALE', 5));
    if ('skipped' in tpcb) console.log(`${''.padEnd(28)} pgbench skipped: ${tpcb.skipped}`);
    else {
      console.log(
        `${''.padEnd(28)} pgbench TPC-B on the same server: ${tpcb.tps.toFixed(0)} tps; seckill orders/s ÷ pgbench tps: ` +
          stocks.map((stock, i) => `stock ${stock} ${(ordersPerSecond[i] / tpcb.tps).toFixed(2)}`).join(', ') +
          (clusterOrdersPerSecond.length
            ? `; cluster: ${stocks.map((stock, i) => `stock ${stock} ${(clusterOrdersPerSecond[i] / tpcb.tps).toFixed(2)}`).join(', ')}`
            : ''),
      );
    }
  }
}

await onEachDatabase('mall-bench-seckill-', bench);
