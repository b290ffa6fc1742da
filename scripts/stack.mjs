// Starts the API and the shell server as child processes and waits until both answer.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tsx = path.join(root, 'apps/api/node_modules/.bin/tsx');

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

function launch(cwd, script, env, quiet) {
  return spawn(tsx, [script], {
    cwd: path.join(root, cwd),
    env: { ...process.env, ...env },
    stdio: quiet ? ['ignore', 'ignore', 'inherit'] : 'inherit',
  });
}

/**
 * options: port (shell), apiPort, dataDir, uploadDir, releasesDir, quiet, env (extra for both),
 * apiEnv / shellEnv (extra per process). Returns { url, apiUrl, stop, stopApi }.
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
    'apps/api',
    'src/main.ts',
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
    options.quiet,
  );
  const shell = launch(
    'apps/shell',
    'src/server/main.ts',
    {
      ...common,
      PORT: String(port),
      API_URL: apiUrl,
      ...(options.quiet && { LOG_LEVEL: 'warn' }),
      ...options.shellEnv,
    },
    options.quiet,
  );
  const stopOne = (child) =>
    new Promise((resolve) => {
      if (child.exitCode !== null) return resolve();
      child.once('exit', resolve);
      child.kill('SIGTERM');
    });
  const stop = () => Promise.all([stopOne(api), stopOne(shell)]);
  try {
    await waitFor(`${apiUrl}/api/health`, api, options.timeoutMs ?? 300_000);
    await waitFor(`http://127.0.0.1:${port}/assets/shell/shell.js`, shell, 60_000);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url: `http://127.0.0.1:${port}`, apiUrl, stop, stopApi: () => stopOne(api) };
}
