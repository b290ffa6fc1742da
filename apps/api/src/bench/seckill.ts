/**
 * Flash-sale load over HTTP, then its invariants (src/bench/seckill-load.ts):
 *   pnpm --filter @mall/api run bench:seckill      # PGlite, and PostgreSQL when BENCH_DATABASE_URL
 *                                                   # (or TEST_DATABASE_URL's server) is reachable
 * BENCH_SECKILL_USERS (default 1000) shoppers × BENCH_SECKILL_ATTEMPTS (3) on one goods with
 * BENCH_SECKILL_STOCK (100) pieces, one per user; BENCH_SECKILL_CONCURRENCY (200) attempts in
 * flight at once, in random order (a user's attempts race each other too). A fresh database per
 * driver, as bench:orders.
 */
import { buildApp } from '../app';
import type { Database } from '../db/client';
import { seedDatabase } from '../seed';
import { onEachDatabase } from './databases';
import { seckillLoad } from './seckill-load';

const env = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const opts = {
  users: env('BENCH_SECKILL_USERS', 1000),
  attempts: env('BENCH_SECKILL_ATTEMPTS', 3),
  stock: env('BENCH_SECKILL_STOCK', 100),
  concurrency: env('BENCH_SECKILL_CONCURRENCY', 200),
};

async function bench(label: string, database: Database, uploadDir: string) {
  await seedDatabase(database.db, { uploadDir, goods: 20 });
  const app = await buildApp({ database, uploadDir, logger: false });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  try {
    const r = await seckillLoad(database.db, base, opts);
    console.log(
      `${label.padEnd(10)} ${opts.users} users × ${opts.attempts} attempts on stock ${opts.stock} ` +
        `(${opts.concurrency} in flight): ${r.attempts} attempts in ${r.seconds.toFixed(2)} s = ` +
        `${r.attemptsPerSecond.toFixed(0)} attempts/s, ${(r.orders / r.seconds).toFixed(0)} orders/s; ` +
        `attempt latency p50 ${r.p50.toFixed(0)} ms, p95 ${r.p95.toFixed(0)} ms`,
    );
    console.log(
      `           orders created ${r.orders}, final stock ${r.finalStock}, max per user ${r.maxPerUser}; refused: ` +
        Object.entries(r.refused)
          .map(([m, n]) => `${m} ×${n}`)
          .join(', '),
    );
    for (const [name, ok] of Object.entries(r.invariants)) console.log(`           ${ok ? 'ok  ' : 'FAIL'} ${name}`);
    if (Object.values(r.invariants).some((ok) => !ok)) process.exitCode = 1;
  } finally {
    await app.close();
  }
}

await onEachDatabase('mall-bench-seckill-', bench);
