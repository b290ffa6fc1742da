#!/usr/bin/env node
// The cross-app contract's version rule (README "Contract versioning"): the public type surface of
// @mall/shared-state, reported by api-extractor into etc/shared-state.api.md, may change only with
// the matching bump of package.json's version: an added export needs at least a minor bump, a
// removed or changed one a major bump. The surface is compared with the report committed with the
// current version (the last commit that changed the version).
//   node scripts/contract-check.mjs [--update] [package dir]
//   --update writes the fresh report to etc/ (then commit it with the version).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Extractor, ExtractorConfig } from '@microsoft/api-extractor';

const REPORT = 'etc/shared-state.api.md';

function freshReport(dir) {
  const work = path.join(dir, '.contract');
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work);
  // the package's own compiler settings, declarations of the sources only (not of the tests)
  const declarations = {
    extends: '../tsconfig.json',
    include: ['../src'],
    exclude: ['../src/**/*.test.ts'],
    compilerOptions: { noEmit: false, declaration: true, emitDeclarationOnly: true, rootDir: '../src', outDir: 'dts' },
  };
  fs.writeFileSync(path.join(work, 'tsconfig.json'), JSON.stringify(declarations));
  const tsc = path.join(path.dirname(fileURLToPath(import.meta.url)), '../node_modules/typescript/bin/tsc');
  execFileSync(process.execPath, [tsc, '-p', '.contract/tsconfig.json'], { cwd: dir, stdio: 'inherit' });
  const config = ExtractorConfig.loadFileAndPrepare(path.join(dir, 'api-extractor.json'));
  const result = Extractor.invoke(config, { localBuild: false, showVerboseMessages: false, messageCallback: quietInfo });
  try {
    if (result.errorCount > 0) throw new Error(`api-extractor failed with ${result.errorCount} errors`);
    return fs.readFileSync(path.join(work, path.basename(REPORT)), 'utf8');
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/** Only api-extractor's problems are shown; the report's drift is this script's to explain. */
function quietInfo(message) {
  const drift = message.messageId?.startsWith('console-api-report');
  if (drift || message.logLevel === 'info' || message.logLevel === 'verbose') message.handled = true;
}

function git(dir, args) {
  return execFileSync('git', args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

/** The version's commit: its package.json version and the report committed with it (null if none). */
function baseline(dir) {
  let commit = '';
  try {
    commit = git(dir, ['log', '-1', '--format=%H', '-G', '"version":', '--', 'package.json']).trim();
  } catch {
    // not in a repository: nothing committed to compare with
  }
  if (!commit) return null;
  const at = (file) => git(dir, ['show', `${commit}:./${file}`]);
  let report = null;
  try {
    report = at(REPORT);
  } catch {
    // the version was set before the contract had a report
  }
  return { version: JSON.parse(at('package.json')).version, report };
}

const lines = (text) => text.split('\n').map((l) => l.trimEnd()).filter((l) => l && !l.startsWith('//'));

/** 'major' when a line of the old surface is gone (removed or changed), 'minor' when lines were only added. */
export function changeKind(before, after) {
  const [was, is] = [lines(before), lines(after)];
  if (was.join('\n') === is.join('\n')) return null;
  const now = new Set(is);
  return was.every((l) => now.has(l)) ? 'minor' : 'major';
}

const parse = (v) => v.split(/[-+]/)[0].split('.').map(Number);

/** Whether `next` is at least the bump `kind` over `prev`. */
export function bumped(prev, next, kind) {
  const [a, b] = [parse(prev), parse(next)];
  if (kind === 'major') return b[0] > a[0];
  return b[0] > a[0] || (b[0] === a[0] && b[1] > a[1]);
}

const nextVersion = (prev, kind) => {
  const [major, minor] = parse(prev);
  return kind === 'major' ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
};

export function check(dir, { update = false } = {}) {
  const fresh = freshReport(dir);
  const reportFile = path.join(dir, REPORT);
  if (update) {
    fs.mkdirSync(path.dirname(reportFile), { recursive: true });
    fs.writeFileSync(reportFile, fresh);
  }
  const { version } = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  const base = baseline(dir);
  const problems = [];
  if (base?.report) {
    const kind = changeKind(base.report, fresh);
    if (kind && !bumped(base.version, version, kind)) {
      const what = kind === 'major' ? 'an export was removed or changed' : 'an export was added';
      problems.push(
        `The public surface of @mall/shared-state changed since ${base.version} (${what}): ` +
          `a ${kind} bump is needed, set "version" in packages/shared-state/package.json to ${nextVersion(base.version, kind)} (now ${version}).`,
      );
    }
  }
  const committed = fs.existsSync(reportFile) ? fs.readFileSync(reportFile, 'utf8') : '';
  if (committed !== fresh) {
    problems.push(`${REPORT} is not the current surface: run \`pnpm --filter @mall/shared-state run contract:update\` and commit it.`);
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const dir = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const problems = check(dir, { update: args.includes('--update') });
  for (const p of problems) console.error(`contract: ${p}`);
  if (problems.length === 0) console.log('contract: @mall/shared-state surface matches its version');
  process.exit(problems.length ? 1 : 0);
}
