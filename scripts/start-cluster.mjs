#!/usr/bin/env node
// `npm run start:cluster`: the mall as it runs beyond one process (DESIGN §7, docs/deploy.md):
// API_WORKERS API processes sharing API_PORT and SHELL_WORKERS shell (SSR) processes sharing
// PORT, through node:cluster, on a PostgreSQL server (DATABASE_URL) with Redis (REDIS_URL) for
// realtime between the API workers. A worker that dies is forked again.
import cluster from 'node:cluster';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgs } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function fail(message) {
  console.error(`[cluster] ${message}`);
  process.exit(1);
}

if (!process.env.DATABASE_URL) {
  fail(
    'DATABASE_URL is required: several API workers cannot share the embedded PGlite database (one process per data folder).\n' +
      '          e.g. DATABASE_URL=postgres://postgres@127.0.0.1:5432/mall REDIS_URL=redis://127.0.0.1:6379 npm run start:cluster\n' +
      '          (one process on PGlite: npm start)',
  );
}
if (!process.env.REDIS_URL) {
  fail(
    'REDIS_URL is required: the API workers pass chat messages, live comments and unread counts to each other through Redis.',
  );
}
const count = (name, fallback) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) fail(`${name} must be a whole number ≥ 1 (got ${process.env[name]})`);
  return value;
};
const apiWorkers = count('API_WORKERS', 2);
const shellWorkers = count('SHELL_WORKERS', 2);
const port = count('PORT', 3000);
const apiPort = count('API_PORT', 3001);
const metricsPort = process.env.METRICS_PORT ? count('METRICS_PORT', 0) : 0;
// `--check`: only the checks above (npm run start:cluster runs it before building)
if (process.argv.includes('--check')) process.exit(0);

const common = { NODE_ENV: process.env.NODE_ENV ?? 'production' };
const kinds = {
  api: {
    name: 'API',
    dir: path.join(root, 'apps/api'),
    files: ['dist/main.js', 'src/main.ts'],
    // the demo mall pays by the sandbox gateway, which a production API refuses unless allowed
    env: { ...common, API_PORT: String(apiPort), PAY_SANDBOX: process.env.PAY_SANDBOX ?? 'allow' },
  },
  shell: {
    name: 'shell',
    dir: path.join(root, 'apps/shell'),
    files: ['dist/server/main.js', 'src/server/main.ts'],
    // the primary serves the metrics port (below); the shell workers must not listen on it
    env: {
      ...common,
      PORT: String(port),
      API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
      METRICS_PORT: '',
    },
  },
};

/** Restart back-off per kind: quick at first, slower while workers keep dying right after their start. */
const backoff = { api: 100, shell: 100 };
let stopping = false;

function fork(kind) {
  const { dir, files, env } = kinds[kind];
  const args = serverArgs(dir, ...files);
  cluster.setupPrimary({ exec: path.join(dir, args.at(-1)), execArgv: args.slice(0, -1), cwd: dir });
  const worker = cluster.fork({ ...env, MALL_WORKER: kind });
  worker.kind = kind;
  worker.startedAt = Date.now();
  return worker;
}

const listening = (worker) =>
  new Promise((resolve, reject) => {
    worker.once('listening', resolve);
    worker.once('exit', (code) =>
      reject(new Error(`${kinds[worker.kind].name} worker exited (code ${code}) while starting`)),
    );
  });

cluster.on('exit', (worker, code, signal) => {
  if (stopping || !worker.armed) return;
  const { kind } = worker;
  if (Date.now() - worker.startedAt > 30_000) backoff[kind] = 100;
  const delay = backoff[kind];
  backoff[kind] = Math.min(delay * 2, 10_000);
  console.error(
    `[cluster] ${kinds[kind].name} worker ${worker.process.pid} died (${signal ?? `code ${code}`}); forking another in ${delay} ms`,
  );
  setTimeout(() => {
    if (stopping) return;
    const next = fork(kind);
    next.armed = true;
  }, delay);
});

/**
 * `METRICS_PORT`: Prometheus text of every worker together (API and shell), summed by prom-client's
 * aggregator. A worker's own /metrics on the shared port would answer for whichever worker took the
 * connection. Workers that do not answer within 2 s are left out of that scrape.
 */
function serveClusterMetrics() {
  const { AggregatorRegistry } = createRequire(path.join(kinds.api.dir, 'package.json'))('prom-client');
  let nextId = 0;
  const ask = (worker) =>
    new Promise((resolve) => {
      const id = nextId++;
      const onMessage = (message) => {
        if (message?.type !== 'mall:metrics:reply' || message.id !== id) return;
        clearTimeout(timer);
        worker.off('message', onMessage);
        resolve(message.metrics);
      };
      const timer = setTimeout(() => {
        worker.off('message', onMessage);
        resolve(null);
      }, 2000);
      worker.on('message', onMessage);
      worker.send({ type: 'mall:metrics', id });
    });
  const server = createServer(async (req, res) => {
    if (req.url !== '/metrics') return res.writeHead(404).end();
    const answers = await Promise.all(Object.values(cluster.workers ?? {}).map(ask));
    const registry = AggregatorRegistry.aggregate(answers.filter(Boolean));
    res.writeHead(200, { 'Content-Type': registry.contentType }).end(await registry.metrics());
  });
  server.listen(metricsPort, () =>
    console.log(`[cluster] metrics of every worker: http://127.0.0.1:${metricsPort}/metrics`),
  );
}

const stopWorker = (worker) =>
  new Promise((resolve) => {
    if (worker.isDead()) return resolve();
    worker.once('exit', resolve);
    worker.kill('SIGTERM');
  });

async function shutdown(code = 0) {
  stopping = true;
  await Promise.all(Object.values(cluster.workers ?? {}).map(stopWorker));
  process.exit(code);
}
process.on('SIGINT', () => shutdown());
process.on('SIGTERM', () => shutdown());

try {
  // The first API worker migrates, seeds an empty database and registers the published builds;
  // the others start once it listens and find nothing left to do.
  console.log(`[cluster] starting the first API worker (migrations, seed, release registry)…`);
  await listening(fork('api'));
  const rest = [
    ...Array.from({ length: apiWorkers - 1 }, () => fork('api')),
    ...Array.from({ length: shellWorkers }, () => fork('shell')),
  ];
  await Promise.all(rest.map(listening));
} catch (err) {
  console.error(`[cluster] ${err.message}`);
  await shutdown(1);
}
for (const worker of Object.values(cluster.workers ?? {})) worker.armed = true;
if (metricsPort) serveClusterMetrics();
console.log(
  `\n  商城已启动 / The mall is running: http://localhost:${port}  (${apiWorkers} API workers on :${apiPort}, ${shellWorkers} shell workers)\n`,
);
