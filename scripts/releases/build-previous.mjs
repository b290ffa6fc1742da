#!/usr/bin/env node
// The mall's previous release (scripts/releases/previous-release.json), built from its own commit
// for the version-skew tests (e2e/tests/version-skew.test.ts): the commit's tree is exported into
// <cache>/previous-release/<sha>, installed and built with its own build scripts (shell and the four
// remotes), and its builds recorded as releases in <that dir>/releases with its own release tool.
// A tree built before is used as it is. The cache is the machine's (../machine-cache.mjs), not the
// clone's: a commit's build never changes, and every fresh clone on this machine reuses it.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { machineCacheDir } from '../machine-cache.mjs';
import { HOST, REMOTES, root } from './build-release.mjs';

const POINTER = path.join(root, 'scripts/releases/previous-release.json');
const CACHE = path.join(machineCacheDir(), 'previous-release');
/** written last: a tree without it was interrupted and is built again */
const DONE = '.built.json';

function fullSha(commit) {
  try {
    return execFileSync('git', ['rev-parse', '--verify', '--quiet', `${commit}^{commit}`], {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    throw new Error(
      `the previous release ${commit} (${path.relative(root, POINTER)}) is not in this clone's history: ` +
        'fetch it (git fetch --unshallow, or a full git clone) to run the version-skew tests',
    );
  }
}

/** Runs a shell command in `cwd`; its output is shown only when it fails. */
function sh(command, cwd) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, { cwd, shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => (output = (output + chunk).slice(-8000));
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} (in ${cwd}): exit ${code}\n${output}`)),
    );
  });
}

/**
 * Builds the previous release unless its tree is built already. Returns its commit, its tree and the
 * releases folder its builds were recorded in (registry.json + <app>/<version>/).
 */
export async function buildPrevious({ log = console.error } = {}) {
  const { commit } = JSON.parse(fs.readFileSync(POINTER, 'utf8'));
  const sha = fullSha(commit);
  const dir = path.join(CACHE, sha);
  const result = { commit: sha, dir, releasesDir: path.join(dir, 'releases') };
  for (;;) {
    if (fs.existsSync(path.join(dir, DONE))) return result;
    const release = takeLock(`${dir}.lock`);
    if (!release) {
      // another process (npm test's early background build) is building it: wait for that one
      await new Promise((resolve) => setTimeout(resolve, 1000));
      continue;
    }
    try {
      await build(dir, sha, log);
    } finally {
      release();
    }
    return result;
  }
}

/** Takes the lock file (answers how to let it go), or answers null while a live process holds it. */
function takeLock(file) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    fs.writeFileSync(file, String(process.pid), { flag: 'wx' });
    return () => fs.rmSync(file, { force: true });
  } catch (err) {
    if (err.code !== 'EEXIST') throw err;
  }
  const holder = Number(fs.readFileSync(file, 'utf8'));
  if (holder && alive(holder)) return null;
  fs.rmSync(file, { force: true });
  return takeLock(file);
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
}

async function build(dir, sha, log) {
  const started = Date.now();
  const say = (what) => log(`[previous release ${sha.slice(0, 7)}] ${what}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  await sh(`git archive --format=tar ${sha} | tar -x -C "${dir}"`, root);
  say('install');
  await sh('pnpm install --frozen-lockfile --prefer-offline --reporter=silent', dir);
  say('build: shell and remotes');
  const filters = [HOST, ...REMOTES].map((app) => `--filter @mall/${app}`).join(' ');
  await sh(`pnpm ${filters} --workspace-concurrency=2 run build`, dir);
  await recordReleases(dir, sha);
  const seconds = Math.round((Date.now() - started) / 1000);
  fs.writeFileSync(path.join(dir, DONE), `${JSON.stringify({ commit: sha, seconds }, null, 2)}\n`);
  say(`built in ${seconds} s: ${path.relative(root, dir)}`);
}

/** The tree's own release tool names each build (its sha is the exported commit's, not a git checkout's). */
async function recordReleases(dir, sha) {
  const tool = await import(pathToFileURL(path.join(dir, 'scripts/releases/build-release.mjs')).href);
  const releasesDir = path.join(dir, 'releases');
  const registry = tool.readRegistry(releasesDir);
  for (const app of [tool.HOST, ...tool.REMOTES]) {
    tool.recordBuild(registry, app, tool.buildRelease(app, { releasesDir, sha: sha.slice(0, 7) }), {
      makeCurrent: true,
    });
  }
  tool.writeRegistry(registry, releasesDir);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { dir } = await buildPrevious();
  console.log(dir);
}
