import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const RELEASES_DIR = path.join(REPO_ROOT, 'releases');

/** The API environment of every test stack (also used when a test restarts the API). */
export const TEST_API_ENV: Record<string, string> = {
  SEED_GOODS: '120',
  MALL_DEV_SMS_OUTBOX: '1',
  // the browser solves the real captcha (a proof of work), with little work so suites stay fast
  MALL_CAPTCHA_MAX_COUNTER: '8',
};

/**
 * The shell environment of every test stack: three stacks and their Chromiums on a 2-core machine
 * lag past the production thresholds at which pages are shed with the busy page (503), and a page
 * shed is a test failed by load alone. The browser tests check pages, not shedding (`pnpm bench`
 * measures the mall under load, busy answers included). No shedding on event-loop delay at all:
 * with a 10 s threshold, one stall of a slow machine still shed every call and socket of a stack
 * for a second, and two files failed on their console's 503s in one run.
 */
export const TEST_SHELL_ENV: Record<string, string> = {
  // as `npm start` runs it: vitest sets NODE_ENV=test, with which the shell would render with React's
  // development build and serve the developer routes
  NODE_ENV: 'production',
  MAX_EVENT_LOOP_DELAY_MS: '0',
  RENDER_QUEUE_WAIT_MS: '30000',
};

export interface Stack {
  url: string;
  apiUrl: string;
  stop(): Promise<void>;
  /** stops the API for good (a dead one is otherwise started again) */
  stopApi(): Promise<void>;
  /** pids of the current API and shell server processes (they change when one is started again) */
  apiPid(): number;
  shellPid(): number;
}

export interface TestStack extends Stack {
  /** Stops the processes and removes the temp dirs. */
  dispose(): Promise<void>;
  tmpDir: string;
}

interface StackOptions {
  port: number;
  apiPort: number;
  dataDir: string;
  uploadDir: string;
  releasesDir?: string;
  quiet?: boolean;
  env?: Record<string, string>;
  apiEnv?: Record<string, string>;
  shellEnv?: Record<string, string>;
}

type StartStack = (options: StackOptions) => Promise<Stack>;

export async function loadStartStack(): Promise<StartStack> {
  // scripts/stack.mjs is plain JS without type declarations: import it by path.
  const file = path.join(REPO_ROOT, 'scripts/stack.mjs');
  const mod = (await import(/* @vite-ignore */ file)) as { startStack: StartStack };
  return mod.startStack;
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

/**
 * Files running side by side (vitest's workers, see vitest.config.ts) each probe their own range:
 * two files probing the same free port at once would both take it.
 */
const WORKER_PORT_OFFSET = ((Number(process.env.VITEST_POOL_ID) || 1) - 1) * 10_000;

/**
 * The first free port at or after `from` (tests use 3100+/3200+ so a dev mall on 3000/3001 is
 * untouched), in this worker's range.
 */
export async function freePort(from: number, exclude: number[] = []): Promise<number> {
  from += WORKER_PORT_OFFSET;
  for (let p = from; p < from + 200; p++) {
    if (!exclude.includes(p) && (await portFree(p))) return p;
  }
  throw new Error(`no free port from ${from}`);
}

/** Releases copied to a temp dir, with the current version of each given app deleted. */
export function releasesWithout(apps: string[], tmpDir: string): string {
  const dir = path.join(tmpDir, 'releases');
  fs.cpSync(RELEASES_DIR, dir, { recursive: true });
  const registry = JSON.parse(fs.readFileSync(path.join(dir, 'registry.json'), 'utf8')) as {
    apps: Record<string, { current: string | null }>;
  };
  for (const app of apps) {
    const current = registry.apps[app]?.current;
    if (!current) throw new Error(`no current release of ${app}`);
    fs.rmSync(path.join(dir, app, current), { recursive: true, force: true });
  }
  return dir;
}

/**
 * Starts API + shell on fresh temp data/upload dirs and unusual ports.
 * `basePort` picks the shell port; the API gets basePort + 100.
 */
export async function startTestStack(opts: {
  basePort: number;
  releasesDir?: string | ((tmpDir: string) => string | Promise<string>);
  /**
   * The releasesDir keeps the default releases as they are and only adds builds beside them: the
   * stack starts from the seeded template (which registered the defaults) instead of seeding anew.
   */
  extendsDefaultReleases?: boolean;
  /** extra API environment over TEST_API_ENV (e.g. a shortened order timeout) */
  apiEnv?: Record<string, string>;
  /**
   * SQL run on the seeded database before the API starts: states a shopper cannot make alone
   * (goods taken off sale under a cart line) without restarting the API mid-test
   */
  prepareDatabase?: string[];
}): Promise<TestStack> {
  if (!fs.existsSync(path.join(RELEASES_DIR, 'registry.json'))) {
    throw new Error('releases/registry.json is missing: run `pnpm build` at the repo root first');
  }
  const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-e2e-'));
  const port = await freePort(opts.basePort);
  const apiPort = await freePort(opts.basePort + 100, [port]);
  let stack: Stack;
  try {
    const releasesDir = typeof opts.releasesDir === 'function' ? await opts.releasesDir(tmpDir) : opts.releasesDir;
    // the seeded template registered the default releases; a stack on other releases starts afresh
    const fromTemplate = !releasesDir || opts.extendsDefaultReleases;
    if (fromTemplate) {
      // vitest's test API, imported here only: the global setup imports this module too
      const { inject } = await import('vitest');
      fs.cpSync(inject('stackTemplate'), tmpDir, { recursive: true });
    }
    if (opts.prepareDatabase?.length) {
      if (!fromTemplate) throw new Error('prepareDatabase needs the seeded template');
      const { runStatements } = await import('./database');
      await runStatements(path.join(tmpDir, 'data'), opts.prepareDatabase);
    }
    const startStack = await loadStartStack();
    stack = await startStack({
      port,
      apiPort,
      dataDir: path.join(tmpDir, 'data'),
      uploadDir: path.join(tmpDir, 'uploads'),
      releasesDir,
      quiet: process.env.E2E_VERBOSE ? false : true,
      // the dev SMS outbox lets tests read SMS codes
      apiEnv: { ...TEST_API_ENV, ...opts.apiEnv },
      shellEnv: TEST_SHELL_ENV,
    });
  } catch (err) {
    fs.rmSync(tmpDir, { recursive: true, force: true });
    throw err;
  }
  return {
    ...stack,
    tmpDir,
    async dispose() {
      await stack.stop();
      fs.rmSync(tmpDir, { recursive: true, force: true });
    },
  };
}

/** The stack that support/template.ts starts once for the whole run. */
export type SharedStack = Pick<Stack, 'url' | 'apiUrl'>;

/**
 * The shared stack and the file's connection to its worker's Chromium. For the files that change
 * nothing: they browse, search and log the demo shopper in, but put nothing in a cart, order nothing
 * and restart nothing, so several of them at once see what each would see alone. A stack of a file's own
 * costs about 4 CPU-seconds to start and stop; a file that changes anything starts its own.
 */
export async function sharedStackAndBrowser<B>(connect: () => Promise<B>): Promise<[SharedStack, B]> {
  // vitest's test API, imported here only: the global setup imports this module too
  const { inject } = await import('vitest');
  return [inject('sharedStack'), await connect()];
}

/** Starts a stack and connects the file's browser together; if either fails, the other is closed again. */
export async function startStackAndBrowser<B extends { close(): Promise<void> }>(
  opts: Parameters<typeof startTestStack>[0],
  connect: () => Promise<B>,
): Promise<[TestStack, B]> {
  const [s, b] = await Promise.allSettled([startTestStack(opts), connect()]);
  if (s.status === 'fulfilled' && b.status === 'fulfilled') return [s.value, b.value];
  if (s.status === 'fulfilled') await s.value.dispose();
  if (b.status === 'fulfilled') await b.value.close();
  throw s.status === 'rejected' ? s.reason : (b as PromiseRejectedResult).reason;
}

/**
 * `node` arguments that run an app's server as `npm start` does: its bundle when it is newer than
 * the sources, else the sources through tsx (scripts/supervise.mjs).
 */
export async function serverArgs(appDir: string, distFile: string, sourceFile: string): Promise<string[]> {
  const file = path.join(REPO_ROOT, 'scripts/supervise.mjs');
  const mod = (await import(/* @vite-ignore */ file)) as {
    serverArgs(appDir: string, distFile: string, sourceFile: string): string[];
  };
  return mod.serverArgs(appDir, distFile, sourceFile);
}

/** The release managers' key the test stacks' API writes (it signs QA pins too). */
export const releaseKey = () => fs.readFileSync(path.join(REPO_ROOT, 'data/release-key'), 'utf8').trim();

/** A release manager's call to a stack's release registry (`POST /api/releases/...`). */
export function postRelease(apiUrl: string, urlPath: string, body: unknown = {}): Promise<Response> {
  return fetch(`${apiUrl}/api/releases/${urlPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'X-Release-Key': releaseKey(), 'X-Release-Actor': 'e2e' },
    body: JSON.stringify(body),
  });
}

/**
 * Another shell server (SSR worker) of a running stack, on a port of its own: same API, same
 * releases, as a second worker behind a load balancer would be. `shellDir`: another build of the
 * shell (an older release's tree) instead of this one. `env`: more of its environment (a
 * development shell: `NODE_ENV: 'development'`).
 */
export async function startShellWorker(
  stack: SharedStack,
  opts: { basePort: number; releasesDir?: string; shellDir?: string; env?: Record<string, string> },
) {
  const shellDir = opts.shellDir ?? path.join(REPO_ROOT, 'apps/shell');
  const port = await freePort(opts.basePort);
  const child = spawn(process.execPath, await serverArgs(shellDir, 'dist/server/main.js', 'src/server/main.ts'), {
    cwd: shellDir,
    env: {
      ...process.env,
      ...TEST_SHELL_ENV,
      PORT: String(port),
      API_URL: stack.apiUrl,
      LOG_LEVEL: 'warn',
      // the stack's key, wherever that shell's tree is (it would look in its own data/)
      RELEASE_KEY_FILE: path.join(REPO_ROOT, 'data/release-key'),
      ...(opts.releasesDir && { RELEASES_DIR: opts.releasesDir }),
      ...opts.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the second shell exited with ${child.exitCode}`);
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) throw new Error(`${url} did not become ready`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
