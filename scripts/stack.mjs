// Starts the API and the shell server as child processes, waits until both answer, and starts
// either again when it dies (scripts/supervise.mjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverArgs, supervise } from './supervise.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

async function waitFor(url, child, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function launch(name, app, [distFile, sourceFile], env, options) {
  const cwd = path.join(root, app);
  return supervise({
    name,
    cwd,
    args: serverArgs(cwd, distFile, sourceFile),
    env: { ...process.env, ...env },
    quiet: options.quiet,
    restart: options.restart ?? true,
  });
}

/**
 * options: port (shell), apiPort, dataDir, uploadDir, releasesDir, quiet, env (extra for both),
 * apiEnv / shellEnv (extra per process), restart (default true: a process that dies is started
 * again). Returns { url, apiUrl, stop, stopApi, apiPid, shellPid }; stopApi stops the API for good.
 */
export async function startStack(options = {}) {
  const port = options.port ?? 3000;
  const apiPort = options.apiPort ?? 3001;
  const apiUrl = `http://127.0.0.1:${apiPort}`;
  const common = {
    NODE_ENV: process.env.NODE_ENV ?? 'production',
    // the API imports the builds published there; the shell serves their files
    ...(options.releasesDir && { RELEASES_DIR: options.releasesDir }),
    ...options.env,
  };
  const api = launch(
    'API',
    'apps/api',
    ['dist/main.js', 'src/main.ts'],
    {
      ...common,
      API_PORT: String(apiPort),
      ...(options.dataDir && { DATA_DIR: options.dataDir }),
      ...(options.uploadDir && { UPLOAD_DIR: options.uploadDir }),
      ...(options.quiet && { LOG_LEVEL: 'warn' }),
      // the demo mall pays by the sandbox gateway, which a production API refuses unless allowed
      PAY_SANDBOX: 'allow',
      ...options.apiEnv,
    },
    options,
  );
  const shell = launch(
    'shell server',
    'apps/shell',
    ['dist/server/main.js', 'src/server/main.ts'],
    {
      ...common,
      PORT: String(port),
      API_URL: apiUrl,
      ...(options.quiet && { LOG_LEVEL: 'warn' }),
      ...options.shellEnv,
    },
    options,
  );
  const stop = () => Promise.all([api.stop(), shell.stop()]);
  try {
    await waitFor(`${apiUrl}/api/health`, api, options.timeoutMs ?? 300_000);
    // ready: the release registry read, the API answered and the remotes' server code loaded
    await waitFor(`http://127.0.0.1:${port}/readyz`, shell, 60_000);
  } catch (err) {
    await stop();
    throw err;
  }
  api.arm();
  shell.arm();
  return {
    url: `http://127.0.0.1:${port}`,
    apiUrl,
    stop,
    stopApi: () => api.stop(),
    apiPid: () => api.pid,
    shellPid: () => shell.pid,
  };
}
