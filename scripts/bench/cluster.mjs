// The cluster topology for `pnpm bench`: `npm run start:cluster` on a scratch database of the
// PostgreSQL server and a Redis database of its own, both made for this run and emptied after.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiRequire = createRequire(path.join(root, 'apps/api/package.json'));
const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379/14';

async function admin(sql) {
  const { Client } = apiRequire('pg');
  const client = new Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

async function redisReachable() {
  const Redis = apiRequire('ioredis');
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  try {
    await redis.connect();
    await redis.flushdb(); // this run's own database number (BENCH_REDIS_URL)
    return true;
  } catch {
    return false;
  } finally {
    redis.disconnect();
  }
}

async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`start:cluster exited with ${child.exitCode}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts the cluster, runs `measure({ url, apiUrl })`, stops it; says why when it cannot run. */
export async function withCluster({ port, apiPort, apiWorkers = 2, shellWorkers = 2 }, measure) {
  try {
    await admin('select 1');
  } catch (err) {
    console.log(`cluster: skipped (PostgreSQL not reachable at ${new URL(ADMIN_URL).host}: ${err.message})`);
    return;
  }
  if (!(await redisReachable())) {
    console.log(`cluster: skipped (Redis not reachable at ${REDIS_URL})`);
    return;
  }
  const name = `mall_bench_${randomBytes(4).toString('hex')}`;
  await admin(`CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`);
  const databaseUrl = new URL(ADMIN_URL);
  databaseUrl.pathname = `/${name}`;
  const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-cluster-'));
  const child = spawn(process.execPath, [path.join(root, 'scripts/start-cluster.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL,
      PORT: String(port),
      API_PORT: String(apiPort),
      API_WORKERS: String(apiWorkers),
      SHELL_WORKERS: String(shellWorkers),
      UPLOAD_DIR: uploadDir,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    await waitFor(`http://127.0.0.1:${apiPort}/api/health`, child, 600_000);
    await waitFor(`http://127.0.0.1:${port}/`, child, 120_000);
    await measure({ url: `http://127.0.0.1:${port}`, apiUrl: `http://127.0.0.1:${apiPort}` });
  } finally {
    await new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    fs.rmSync(uploadDir, { recursive: true, force: true });
  }
}
