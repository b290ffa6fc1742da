/**
 * One API process of the bench's cluster (src/bench/seckill.ts): the app on BENCH_WORKER_DATABASE_URL
 * with the Redis stock gate (BENCH_WORKER_REDIS_URL, key prefix BENCH_WORKER_REDIS_PREFIX), on a
 * free port it tells its parent; it stops when the parent disconnects.
 */
import os from 'node:os';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';

const database = await openDatabase({ databaseUrl: process.env.BENCH_WORKER_DATABASE_URL!, dataDir: '' });
const app = await buildApp({
  database,
  uploadDir: os.tmpdir(),
  // BENCH_WORKER_LOG=error: the worker's errors on stderr
  logger: process.env.BENCH_WORKER_LOG ? { level: process.env.BENCH_WORKER_LOG } : false,
  stockGate: { redisUrl: process.env.BENCH_WORKER_REDIS_URL, redisPrefix: process.env.BENCH_WORKER_REDIS_PREFIX },
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });
process.send!({ base });
process.once('disconnect', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
