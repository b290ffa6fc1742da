#!/usr/bin/env node
// `pnpm bench`: prints figures (never fails on time). Needs a build (`pnpm build`).
// Page weight: JS bytes (gzip -9) and JS request count the browser loads per route;
// Lighthouse: performance, CLS and accessibility of three pages; SSR: median and p95 of warm HTML responses.
import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { startStack } from './stack.mjs';
import { printLoadFigures } from './bench/load.mjs';
import { withCluster } from './bench/cluster.mjs';
import { printLighthouseFigures } from './bench/lighthouse.mjs';
import CHROMIUM_ARGS from './chromium-args.json' with { type: 'json' };

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('playwright-core');
const ROUTES = ['/', '/goods_detail/1', '/shopping_cart', '/user'];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-'));
// BENCH_GOODS=100000 seeds the large catalog (the seed takes a few minutes on PGlite);
// BENCH_DATA_DIR keeps the database in that folder, so a second run skips the seed
const goods = process.env.BENCH_GOODS ?? '600';
const stack = await startStack({
  port: 3300,
  apiPort: 3301,
  dataDir: process.env.BENCH_DATA_DIR ?? path.join(tmp, 'db'),
  uploadDir: path.join(tmp, 'up'),
  quiet: true,
  timeoutMs: 1_800_000,
  apiEnv: { SEED_GOODS: goods },
});

/** p50 and p95 of `n` sequential calls of `fn` (after `warm` unmeasured calls). */
async function timings(fn, n, warm = 3) {
  for (let i = 0; i < warm; i++) await fn(i);
  const times = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await fn(i);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))].toFixed(1);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

const QUERIES = ['手机', '女装', '耳机', '零食', '口红', '运动鞋', '电脑', '连衣裙', '空调', '面膜', '蓝牙耳机', '茶'];
try {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  console.log('page weight (JS, gzip -9)');
  for (const route of ROUTES) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script')
        scripts.push(
          res
            .body()
            .then((b) => gzipSync(b, { level: 9 }).length)
            .catch(() => 0),
        );
    });
    await page.goto(stack.url + route, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(scripts);
    const total = sizes.reduce((a, b) => a + b, 0);
    console.log(`  ${route.padEnd(18)} ${(total / 1024).toFixed(1)} KB in ${sizes.length} JS requests`);
    await page.close();
  }
  await browser.close();

  await printLighthouseFigures({ url: stack.url });

  console.log('server HTML time (warm, 20 requests)');
  for (const route of ['/', '/goods_detail/1']) {
    for (let i = 0; i < 3; i++) await fetch(stack.url + route).then((r) => r.text());
    const times = [];
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      await fetch(stack.url + route).then((r) => r.text());
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(`  ${route.padEnd(18)} median ${times[10].toFixed(1)} ms, p95 ${times[18].toFixed(1)} ms`);
  }

  console.log(`API (${goods} goods, ${QUERIES.length} Chinese queries)`);
  const search = (i) =>
    fetch(
      `${stack.apiUrl}/api/product/spu/lst?keyword=${encodeURIComponent(QUERIES[i % QUERIES.length])}&page=1&limit=20`,
    ).then((r) => r.json());
  console.log(`  search /api/product/spu/lst          ${await timings(search, 60)}`);
  const sorted = (i) =>
    fetch(
      `${stack.apiUrl}/api/product/spu/lst?keyword=${encodeURIComponent(QUERIES[i % QUERIES.length])}&order=price_asc&page=2&limit=20`,
    ).then((r) => r.json());
  console.log(`  search, price order, page 2          ${await timings(sorted, 60)}`);
  const suggest = (i) =>
    fetch(`${stack.apiUrl}/api/common/keywords`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ keyword: QUERIES[i % QUERIES.length].slice(0, 1 + (i % 2)) }),
    }).then((r) => r.json());
  console.log(`  suggestions /api/common/keywords     ${await timings(suggest, 60)}`);

  await printLoadFigures({ label: 'embedded (PGlite, one API and one shell process)', url: stack.url, apiUrl: stack.apiUrl });
} finally {
  await stack.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}

await withCluster({ port: 3320, apiPort: 3321 }, ({ url, apiUrl }) =>
  printLoadFigures({ label: 'cluster (PostgreSQL + Redis, 2 API and 2 shell workers)', url, apiUrl }),
);

console.log('order creation (apps/api bench:orders, PGlite and the PostgreSQL server when reachable)');
spawnSync('pnpm', ['--filter', '@mall/api', 'run', 'bench:orders'], { cwd: root, stdio: 'inherit' });

console.log('seckill (apps/api bench:seckill: 1,000 users × 3 attempts on stock 100, PGlite and the PostgreSQL server when reachable)');
spawnSync('pnpm', ['--filter', '@mall/api', 'run', 'bench:seckill'], { cwd: root, stdio: 'inherit' });
