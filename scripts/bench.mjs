#!/usr/bin/env node
// `pnpm bench`: prints figures (never fails on time). Needs a build (`pnpm build`).
// Page weight: JS bytes (gzip -9) and JS request count the browser loads per route;
// SSR: median and p95 of warm HTML responses.
import { gzipSync } from 'node:zlib';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { startStack } from './stack.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(path.join(root, 'e2e/package.json'))('playwright-core');
const ROUTES = ['/', '/goods_detail/1', '/shopping_cart', '/user'];

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-bench-'));
const stack = await startStack({ port: 3300, apiPort: 3301, dataDir: path.join(tmp, 'db'), uploadDir: path.join(tmp, 'up'), quiet: true });
try {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  console.log('page weight (JS, gzip -9)');
  for (const route of ROUTES) {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', async (res) => {
      if (res.request().resourceType() === 'script') scripts.push(res.body().then((b) => gzipSync(b, { level: 9 }).length).catch(() => 0));
    });
    await page.goto(stack.url + route, { waitUntil: 'networkidle' });
    const sizes = await Promise.all(scripts);
    const total = sizes.reduce((a, b) => a + b, 0);
    console.log(`  ${route.padEnd(18)} ${(total / 1024).toFixed(1)} KB in ${sizes.length} JS requests`);
    await page.close();
  }
  await browser.close();

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
} finally {
  await stack.stop();
  fs.rmSync(tmp, { recursive: true, force: true });
}
