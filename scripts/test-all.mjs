#!/usr/bin/env node
// `npm test` after bootstrap: lint, type-check, build, then every vitest suite (units, the API
// on PGlite and on the PostgreSQL server when reachable, browser tests). Ends with the closing
// line 'N passed, N failed'.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'artifacts/test-results');
fs.mkdirSync(resultsDir, { recursive: true });

const SUITES = [
  { name: 'shared-state', filter: '@mall/shared-state' },
  { name: 'api-client', filter: '@mall/api-client' },
  { name: 'ui', filter: '@mall/ui' },
  { name: 'shell', filter: '@mall/shell' },
  { name: 'auth', filter: '@mall/auth' },
  { name: 'checkout', filter: '@mall/checkout' },
  { name: 'catalog', filter: '@mall/catalog' },
  { name: 'address-book', filter: '@mall/address-book' },
  { name: 'user-center', filter: '@mall/user-center' },
  { name: 'realtime', filter: '@mall/realtime' },
  { name: 'release-compat', filter: '@mall/release-compat' },
  { name: 'api', filter: '@mall/api' },
  { name: 'e2e', filter: '@mall/e2e' },
];

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const timings = [];

function step(name, cmd, args) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0' } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${name}: ${res.status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
  timings.push([name, seconds]);
  if (res.status !== 0) failures.push(name);
  return res.status === 0;
}

step('lint', 'pnpm', ['exec', 'eslint', '.']);
step('import cycles', 'pnpm', ['exec', 'depcruise', '--config', '.dependency-cruiser.cjs', 'apps/*/src', 'packages/*/src']);
step('contract version', 'pnpm', ['--filter', '@mall/shared-state', 'run', 'contract:check']);
step('typecheck', 'pnpm', ['run', 'typecheck']);
const built = step('build', 'pnpm', ['run', 'build']);

for (const suite of SUITES) {
  if (suite.name === 'e2e' && !built) {
    failures.push('e2e (not run: build failed)');
    continue;
  }
  const out = path.join(resultsDir, `${suite.name}.json`);
  fs.rmSync(out, { force: true });
  step(suite.name, 'pnpm', [
    '--filter',
    suite.filter,
    'exec',
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${out}`,
  ]);
  if (!fs.existsSync(out)) {
    failures.push(`${suite.name} (no results)`);
    continue;
  }
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  // a file that crashed (failed to import, a hook threw) fails the suite with no failed test in it
  const crashed = report.testResults.filter((f) => f.status === 'failed' && !f.assertionResults.some((t) => t.status === 'failed'));
  for (const f of crashed) failures.push(`${suite.name}: ${path.relative(root, f.name)} (crashed: ${f.message.split('\n')[0]})`);
}

console.log('\n=== stage times (s)');
for (const [name, seconds] of timings) console.log(`${name.padEnd(18)} ${seconds.padStart(8)}`);
console.log('\n=== summary');
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
// A failed step that is not a test (lint, type-check, build) still counts as a failure.
const failed = totals.failed + failures.filter((f) => !SUITES.some((s) => s.name === f)).length;
console.log(`${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
