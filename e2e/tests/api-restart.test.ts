import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack';

// Own stack: this file kills its API and its shell server.
let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack({ basePort: 3170 });
});

afterAll(async () => {
  await stack?.dispose();
});

const status = async (url: string) => (await fetch(url, { redirect: 'manual' }).catch(() => null))?.status ?? 'down';

// A restarted API recovers its PGlite folder (killed: no clean shutdown) and a restarted shell
// loads its modules: seconds on an idle machine, up to ~45 s measured on a 2-core one at load 22.
const RESTART_TIMEOUT_MS = 90_000;
const TEST_TIMEOUT_MS = RESTART_TIMEOUT_MS + 30_000;

describe('a dead server is started again', () => {
  it(
    'kill -9 of the API: pages answer 500 for a moment, then 200 again from a new API process',
    async () => {
      expect(await status(`${stack.url}/`)).toBe(200);
      const first = stack.apiPid();
      const killedAt = Date.now();
      process.kill(first, 'SIGKILL');
      await expect.poll(() => status(`${stack.apiUrl}/api/health`), { interval: 50 }).toBe('down');

      // a query of its own per request: the shell's page cache must not answer for the API
      let n = 0;
      const page = () => status(`${stack.url}/goods_detail/1?restart=${n++}`);
      await expect.poll(page, { timeout: RESTART_TIMEOUT_MS, interval: 200 }).toBe(200);
      console.log(`[api-restart] pages answered 200 again ${Date.now() - killedAt} ms after kill -9 of the API`);
      expect(stack.apiPid()).not.toBe(first);
      expect(await status(`${stack.apiUrl}/api/health/ready`)).toBe(200);
    },
    TEST_TIMEOUT_MS,
  );

  it(
    'kill -9 of the shell server: pages answer again',
    async () => {
      const killedAt = Date.now();
      process.kill(stack.shellPid(), 'SIGKILL');
      await expect.poll(() => status(`${stack.url}/`), { timeout: RESTART_TIMEOUT_MS, interval: 200 }).toBe('down');
      await expect.poll(() => status(`${stack.url}/`), { timeout: RESTART_TIMEOUT_MS, interval: 200 }).toBe(200);
      console.log(
        `[api-restart] pages answered 200 again ${Date.now() - killedAt} ms after kill -9 of the shell server`,
      );
    },
    TEST_TIMEOUT_MS,
  );
});
