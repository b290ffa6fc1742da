// A server process that is started again when it dies unexpectedly (crash, OOM kill, kill -9).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Restarts come quickly at first, then back off while a process keeps dying soon after its start. */
const FIRST_DELAY_MS = 100;
const MAX_DELAY_MS = 10_000;
/** A process that ran this long before dying counts as healthy: its next restart is quick again. */
const STABLE_MS = 30_000;

/** The newest modification time of a source file under `dir`, tests left out (0 when there is none). */
function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && !/\.test\.[cm]?[jt]sx?$/.test(entry.name)) {
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** The app's src folder and those of the workspace packages (@mall/*) it depends on. */
function sourceDirs(appDir) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const names = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter((n) => n.startsWith('@mall/'));
  const linked = names.map((n) => path.join(fs.realpathSync(path.join(appDir, 'node_modules', n)), 'src'));
  return [path.join(appDir, 'src'), ...linked].filter((dir) => fs.existsSync(dir));
}

/**
 * How to run an app's server: its production bundle (`pnpm build` writes dist/…) with plain node,
 * unless it is missing or older than a source file of the app or of a workspace package it uses
 * (someone edited code without building): then the TypeScript source through tsx's loader.
 * MALL_FROM_SOURCE=1 forces the source. Either way one node process, so its pid is the server's.
 */
export function serverArgs(appDir, distFile, sourceFile) {
  const bundle = path.join(appDir, distFile);
  if (!process.env.MALL_FROM_SOURCE && fs.existsSync(bundle)) {
    const built = fs.statSync(bundle).mtimeMs;
    if (sourceDirs(appDir).every((dir) => newestMtime(dir) <= built)) return ['--enable-source-maps', distFile];
    console.error(`[stack] ${bundle} is older than its sources: running the sources (pnpm build updates it)`);
  }
  return ['--import', 'tsx', sourceFile];
}

/**
 * Starts `node <args>` in `cwd` and starts it again whenever it exits without `stop()` having been
 * called (after `armed()`: a process that fails during the first start is the caller's error).
 * A new process is spawned only after the old one's 'exit', i.e. once it is gone and has released
 * its port and, for the API on PGlite, its data folder (which only one process may open).
 */
export function supervise({ name, cwd, args, env, quiet, restart = true, log = console.error }) {
  let child;
  let stopping = false;
  let armed = false;
  let delay = FIRST_DELAY_MS;
  let startedAt = 0;
  let restarts = 0;
  let timer = null;

  const start = () => {
    startedAt = Date.now();
    child = spawn(process.execPath, args, {
      cwd,
      env,
      stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
    });
    child.once('exit', (code, signal) => {
      if (stopping || !restart || !armed) return;
      if (Date.now() - startedAt > STABLE_MS) delay = FIRST_DELAY_MS;
      log(`[stack] ${name} (pid ${child.pid}) exited (${signal ?? `code ${code}`}); starting it again in ${delay} ms`);
      timer = setTimeout(() => {
        timer = null;
        restarts += 1;
        start();
      }, delay);
      delay = Math.min(delay * 2, MAX_DELAY_MS);
    });
  };
  start();

  return {
    get pid() {
      return child.pid;
    },
    get exitCode() {
      return child.exitCode;
    },
    get restarts() {
      return restarts;
    },
    /** From now on an unexpected exit starts the process again. */
    arm() {
      armed = true;
    },
    /** Stops the process for good (SIGTERM) and resolves once it has exited. */
    stop() {
      stopping = true;
      if (timer) clearTimeout(timer);
      return new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      });
    },
  };
}
