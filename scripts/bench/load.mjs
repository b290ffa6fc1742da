// Load figures for `pnpm bench` (issue 21): autocannon, 50 connections, 10 s per target, each printed
// beside a bare Fastify "hello" measured in the same run on the same machine (the ratio is what holds
// on a shared, noisy machine). Figures only, never pass/fail.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const autocannon = createRequire(path.join(root, 'package.json'))('autocannon');
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);

/** One autocannon run: requests/s, p99 latency, answers that were not 2xx (errors and timeouts included). */
export async function load(url, { headers = {}, connections = CONNECTIONS, duration = DURATION_S } = {}) {
  const result = await autocannon({ url, connections, duration, headers, timeout: 10 });
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    non2xx: result.non2xx + result.errors + result.timeouts,
    total: result.requests.total,
  };
}

/** A bare Fastify "hello" in a process of its own: the machine's reference for this run. */
export async function startHello(port) {
  const fastifyPath = createRequire(path.join(root, 'apps/api/package.json')).resolve('fastify');
  const source = `
    const app = require(${JSON.stringify(fastifyPath)})();
    app.get('/', async () => ({ hello: 'world' }));
    app.listen({ port: ${port}, host: '127.0.0.1' }).then(() => console.log('ready'));`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => String(d).includes('ready') && resolve());
    child.once('exit', (code) => reject(new Error(`hello server exited with ${code}`)));
  });
  return { url: `http://127.0.0.1:${port}/`, stop: () => child.kill('SIGTERM') };
}

/** Logs a shopper in through the API and answers the token (for the logged-in page). */
export async function loginToken(apiUrl, account = '13800138000', password = 'mall1234') {
  const res = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Form-type': 'pc' },
    body: JSON.stringify({ account, password }),
  });
  const body = await res.json();
  if (!body.data?.token) throw new Error(`login failed: ${body.message}`);
  return body.data.token;
}

const BROWSER = { 'Accept-Encoding': 'gzip, deflate, br' };

const fmt = (r, ref) =>
  `${r.rps.toFixed(0).padStart(7)} req/s (${(r.rps / ref.rps).toFixed(3)}× hello)  p99 ${String(r.p99).padStart(5)} ms  non-2xx ${r.non2xx}/${r.total}`;

/** Measures the targets on one running mall (`label`: embedded or cluster) and prints a table. */
export async function printLoadFigures({ label, url, apiUrl, helloPort = 3399 }) {
  const hello = await startHello(helloPort);
  try {
    const ref = await load(hello.url);
    const token = await loginToken(apiUrl);
    const targets = [
      ['GET /api/pc/config', `${apiUrl}/api/pc/config`],
      ['GET /api/pc/home', `${apiUrl}/api/pc/home`],
      ['GET /api/product/spu/lst?keyword=手机', `${apiUrl}/api/product/spu/lst?keyword=${encodeURIComponent('手机')}`],
      // pages as a browser asks for them: compressed (the shell keeps a shared page's br and gzip bytes)
      ['SSR / (guest)', `${url}/`, BROWSER],
      ['SSR /goods_detail/1 (guest)', `${url}/goods_detail/1`, BROWSER],
      ['SSR /user (logged in)', `${url}/user`, { ...BROWSER, Cookie: `token=${token}` }],
    ];
    console.log(`load, ${label} (autocannon ${CONNECTIONS} connections, ${DURATION_S} s each)`);
    console.log(`  ${'bare Fastify hello (reference)'.padEnd(40)} ${ref.rps.toFixed(0).padStart(7)} req/s  p99 ${ref.p99} ms`);
    for (const [name, target, headers] of targets) {
      // a short warm-up so the first figure is not the cold start of caches and connections
      await load(target, { headers, connections: 4, duration: 1 });
      console.log(`  ${name.padEnd(40)} ${fmt(await load(target, { headers }), ref)}`);
    }
  } finally {
    hello.stop();
  }
}
