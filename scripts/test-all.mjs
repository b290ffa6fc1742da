#!/usr/bin/env node
// `npm test` after bootstrap: lint, type-check, build, then every vitest suite (units, the API
// on PGlite and on the PostgreSQL server when reachable, browser tests). Ends with the closing
// line 'N passed, N failed'.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { restoreEslintCache, saveEslintCache } from './eslint-cache.mjs';
import { machineCacheDir } from './machine-cache.mjs';
import { machineReference } from './machine-reference.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const resultsDir = path.join(root, 'artifacts/test-results');
fs.mkdirSync(resultsDir, { recursive: true });

// A wave's suites run side by side, `at` at a time, each in its own vitest process (its output
// lines prefixed with its name), the next starting as soon as one ends; waves run one after
// another, the next starting beside the last suite of one with `overlap: 1` (its tail leaves a
// core idle). The unit and component suites are listed longest first. The API suite runs as three
// processes, each with its own server: vitest gives one worker on 2 cores, and an embedded PGlite
// server (in vitest's main thread) is CPU-bound, so its files are split in two halves that run
// beside each other and beside the PostgreSQL run.
const unit = (name, filter, args = [], opts = {}) => ({ name, filter, args, ...opts });
// The API's test files share their worker's modules: importing the app's module graph again for
// every file was more than half of the API suites' time. Every API file passes this way in this
// script's order and sharding; a new file that leaves module state changed (a stock gate, a
// timer) must set it back when it ends.
const SHARED_MODULES = ['--isolate=false'];
const WAVES = [
  {
    at: 4,
    suites: [
      unit('shared-state', '@mall/shared-state'),
      unit('catalog', '@mall/catalog'),
      unit('checkout', '@mall/checkout'),
      unit('shell', '@mall/shell'),
      unit('auth', '@mall/auth'),
      unit('address-book', '@mall/address-book'),
      unit('user-center', '@mall/user-center'),
      unit('api-client', '@mall/api-client'),
      unit('ui', '@mall/ui'),
      unit('realtime', '@mall/realtime'),
      unit('release-compat', '@mall/release-compat'),
    ],
  },
  {
    at: 3,
    overlap: 1,
    suites: [
      unit('api (PGlite 1/2)', '@mall/api', ['--project', 'pglite', '--shard=1/2', ...SHARED_MODULES]),
      unit('api (PGlite 2/2)', '@mall/api', ['--project', 'pglite', '--shard=2/2', ...SHARED_MODULES]),
      unit('api (unit, PostgreSQL)', '@mall/api', ['--project', 'unit', '--project', 'pg', ...SHARED_MODULES]),
    ],
  },
  { at: 1, suites: [unit('e2e', '@mall/e2e', [], { rerunFailedAlone: true })] },
];
const SUITES = WAVES.flatMap((wave) => wave.suites);

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const timings = [];

/** Runs a stage that is not a test suite, its output lines prefixed; answers whether it passed. */
async function stage(name, cmd, args) {
  const started = Date.now();
  console.log(`\n=== ${name}: ${cmd} ${args.join(' ')}`);
  const status = await prefixed(name, cmd, args);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
  timings.push([name, seconds]);
  if (status !== 0) failures.push(name);
  return status === 0;
}

// measured before anything else runs, and again at the end (scripts/machine-reference.mjs)
const runStarted = Date.now();
const referenceAtStart = await machineReference();

// The version-skew browser tests need the previous release built from its own commit: minutes of
// webpack the first time on a machine (kept in ~/.cache/mall after, fresh clones included). Built
// here at the lowest CPU priority, it takes what the stages below leave idle; version-skew waits
// for it if it is not done yet (build-previous.mjs's lock).
const previousRelease = backgroundTask('previous release', 'nice', [
  '-n',
  '19',
  'node',
  'scripts/releases/build-previous.mjs',
]);

// ESLint, dependency-cruiser and the contract check each keep one core busy: they run one after
// another beside type-check and build (turbo, two packages at a time), and beside the first test
// wave once the build is done (from turbo's cache that takes seconds, the checks ~25 s).
async function checks() {
  await stage('lint', 'pnpm', ['exec', 'eslint', ...restoreEslintCache(root), '.']);
  saveEslintCache(root);
  await stage('import cycles', 'pnpm', [
    'exec',
    'depcruise',
    '--config',
    '.dependency-cruiser.cjs',
    'apps/*/src',
    'packages/*/src',
  ]);
  await stage('contract version', 'pnpm', ['--filter', '@mall/shared-state', 'run', 'contract:check']);
}
// turbo's cache on the machine: a package whose inputs (its files, those of the workspace packages
// it depends on, tsconfig.base.json) were type-checked or built by an earlier run, in any clone,
// replays that result instead of running again
process.env.TURBO_CACHE_DIR ??= path.join(machineCacheDir(), 'turbo');
async function typecheckAndBuild() {
  await stage('typecheck', 'pnpm', ['run', 'typecheck']);
  return stage('build', 'pnpm', ['run', 'build']);
}
const checked = checks();
const built = await typecheckAndBuild();

/** Runs a command with each output line prefixed; resolves with its exit status. */
function prefixed(prefix, cmd, args, env = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, FORCE_COLOR: '0', ...env } });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) console.log(`[${prefix}] ${line}`);
      });
      stream.on('end', () => rest && console.log(`[${prefix}] ${rest}`));
    }
    child.on('close', (code) => resolve(code ?? 1));
  });
}

/** Starts a command that is not a test (its failure fails the run); answers a promise of its end. */
function backgroundTask(name, cmd, args) {
  const started = Date.now();
  console.log(`\n=== ${name} (in the background): ${cmd} ${args.join(' ')}`);
  return prefixed(name, cmd, args).then((status) => {
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(`=== ${name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
    timings.push([`${name} (background)`, seconds]);
    if (status !== 0) failures.push(name);
  });
}

/** Runs a suite's vitest; answers its exit status and its JSON report (null when it wrote none). */
async function vitestRun(suite, outName, extraArgs = [], env = {}) {
  const out = path.join(resultsDir, `${outName.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '')}.json`);
  fs.rmSync(out, { force: true });
  const args = [
    '--filter',
    suite.filter,
    'exec',
    'vitest',
    'run',
    ...suite.args,
    ...extraArgs,
    '--reporter=default',
    '--reporter=json',
    `--outputFile=${out}`,
  ];
  console.log(`\n=== ${outName}: pnpm ${args.join(' ')}`);
  const status = await prefixed(outName, 'pnpm', args, env);
  return { status, report: fs.existsSync(out) ? JSON.parse(fs.readFileSync(out, 'utf8')) : null };
}

const failedFiles = (report) => report.testResults.filter((f) => f.status === 'failed');
const count = (files, status) =>
  files.reduce((n, f) => n + f.assertionResults.filter((t) => t.status === status).length, 0);

/**
 * Browser files that failed beside others run once more, alone (E2E_WORKERS=1): this machine is
 * shared, and a burst of load can push a page past a wait. A file that fails alone too fails the
 * run; one that passes alone is named in the summary as flaky under load. More than a few failed
 * files is a real break: they are not run again.
 */
const RERUN_ALONE_MAX_FILES = 3;
const flaky = [];

async function rerunFailedAlone(suite, status, report) {
  const failed = failedFiles(report);
  if (failed.length === 0 || failed.length > RERUN_ALONE_MAX_FILES) return { status, report };
  const files = failed.map((f) => path.relative(path.join(root, 'e2e'), f.name));
  const again = await vitestRun(suite, `${suite.name} (failed files, alone)`, files, { E2E_WORKERS: '1' });
  if (!again.report) return { status, report };
  for (const f of again.report.testResults) if (f.status === 'passed') flaky.push(path.relative(root, f.name));
  const rerun = new Set(again.report.testResults.map((f) => f.name));
  const kept = report.testResults.filter((f) => !rerun.has(f.name));
  const testResults = [...kept, ...again.report.testResults];
  const merged = {
    testResults,
    numPassedTests: count(testResults, 'passed'),
    numFailedTests: count(testResults, 'failed'),
    numPendingTests: count(testResults, 'pending') + count(testResults, 'skipped'),
    numTodoTests: count(testResults, 'todo'),
  };
  return { status: again.status === 0 && failedFiles(merged).length === 0 ? 0 : status, report: merged };
}

async function runSuite(suite) {
  const started = Date.now();
  let { status, report } = await vitestRun(suite, suite.name);
  if (status !== 0 && report && suite.rerunFailedAlone)
    ({ status, report } = await rerunFailedAlone(suite, status, report));
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${suite.name}: ${status === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
  timings.push([suite.name, seconds]);
  if (status !== 0) failures.push(suite.name);
  if (!report) {
    failures.push(`${suite.name} (no results)`);
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  // a file that crashed (failed to import, a hook threw) fails the suite with no failed test in it
  const crashed = report.testResults.filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((t) => t.status === 'failed'),
  );
  for (const f of crashed)
    failures.push(`${suite.name}: ${path.relative(root, f.name)} (crashed: ${f.message.split('\n')[0]})`);
  // a suite that exits non-zero with no failed test and no crashed file (vitest's unhandled
  // errors) fails the run: the closing line counts it as one failure
  if (status !== 0 && report.numFailedTests === 0 && crashed.length === 0) {
    failures.push(`${suite.name} (exit ${status} with no failed test: see its output, e.g. unhandled errors)`);
  }
}

/**
 * Runs a wave's suites `at` at a time. `next` resolves once no more than the wave's `overlap` of
 * its suites are left (the next wave may start beside the last one), `done` once all have ended.
 */
function runWave(wave) {
  const started = Date.now();
  const queue = wave.suites.filter((suite) => {
    if (suite.name !== 'e2e' || built) return true;
    failures.push('e2e (not run: build failed)');
    return false;
  });
  const count = queue.length;
  let left = count;
  let handOver;
  const next = new Promise((resolve) => (handOver = resolve));
  const ended = () => left <= (wave.overlap ?? 0) && handOver();
  ended();
  const runner = async () => {
    for (let suite = queue.shift(); suite; suite = queue.shift()) {
      await runSuite(suite);
      left -= 1;
      ended();
    }
  };
  const done = Promise.all(Array.from({ length: wave.at }, runner)).then(() => {
    if (count > 1)
      timings.push([`  (${count} suites, ${wave.at} at a time)`, ((Date.now() - started) / 1000).toFixed(1)]);
  });
  return { next, done };
}

const waves = [];
for (const wave of WAVES) {
  const { next, done } = runWave(wave);
  waves.push(done);
  await next;
}
await Promise.all(waves);

await checked;
await previousRelease;

const referenceAtEnd = await machineReference();

console.log('\n=== stage times (s)');
for (const [name, seconds] of timings) console.log(`${name.padEnd(24)} ${seconds.padStart(8)}`);
console.log(`${'all stages'.padEnd(24)} ${((Date.now() - runStarted) / 1000).toFixed(1).padStart(8)}`);
console.log(
  `machine reference: ${referenceAtStart.toFixed(2)} s at the start, ${referenceAtEnd.toFixed(2)} s at the end` +
    ' (fixed work on two threads)',
);
console.log('\n=== summary');
if (failures.length) console.log(`failed steps: ${failures.join(', ')}`);
if (flaky.length) console.log(`flaky under load (failed beside others, passed alone): ${flaky.join(', ')}`);
// A failed step that is not a test (lint, type-check, build) still counts as a failure.
const failed = totals.failed + failures.filter((f) => !SUITES.some((s) => s.name === f)).length;
console.log(`${totals.passed} passed, ${failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length || totals.failed ? 1 : 0);
