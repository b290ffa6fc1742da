/**
 * Global setup: migrates and seeds one API data folder (database + generated images) before the
 * first file runs. Every test stack then starts on a copy of it instead of migrating and seeding
 * its own, which was about half of a stack's start-up. One stack on another copy runs for the
 * whole suite: the files that change nothing share it (support/stack.ts sharedStackAndBrowser).
 * A Chromium for each worker starts here too (support/browser.ts connectBrowser).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startBrowserServer } from './browser';
import { freePort, loadStartStack, TEST_API_ENV, TEST_SHELL_ENV, type SharedStack } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** folder with `data/` and `uploads/` to copy into a new stack */
    stackTemplate: string;
    /** the stack the files that change nothing share */
    sharedStack: SharedStack;
    /** one Chromium for each worker (support/browser.ts connectBrowser) */
    browserEndpoints: string[];
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-e2e-template-'));
  const sharedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-e2e-shared-'));
  const startStack = await loadStartStack();
  let shared: Awaited<ReturnType<typeof startStack>> | undefined;
  const browsers: Awaited<ReturnType<typeof startBrowserServer>>[] = [];
  const tearDown = async () => {
    await Promise.all([shared?.stop(), ...browsers.map((browser) => browser.close())]);
    for (const d of [dir, sharedDir]) fs.rmSync(d, { recursive: true, force: true });
  };
  // the browsers start while the template is seeded; this never rejects, a failed launch is thrown below
  const browsersStarted = Promise.allSettled(
    Array.from({ length: project.config.maxWorkers }, () => startBrowserServer()),
  ).then((results) => {
    for (const result of results) if (result.status === 'fulfilled') browsers.push(result.value);
    return results;
  });
  try {
    const port = await freePort(3900);
    const stack = await startStack({
      port,
      apiPort: await freePort(4000, [port]),
      dataDir: path.join(dir, 'data'),
      uploadDir: path.join(dir, 'uploads'),
      quiet: !process.env.E2E_VERBOSE,
      apiEnv: TEST_API_ENV,
    });
    // stopping closes the database cleanly: the copies open without recovery
    await stack.stop();
    project.provide('stackTemplate', dir);

    fs.cpSync(dir, sharedDir, { recursive: true });
    const sharedPort = await freePort(3050);
    shared = await startStack({
      port: sharedPort,
      apiPort: await freePort(3060, [sharedPort]),
      dataDir: path.join(sharedDir, 'data'),
      uploadDir: path.join(sharedDir, 'uploads'),
      quiet: !process.env.E2E_VERBOSE,
      apiEnv: TEST_API_ENV,
      shellEnv: TEST_SHELL_ENV,
    });
    project.provide('sharedStack', { url: shared.url, apiUrl: shared.apiUrl });
    const failedLaunch = (await browsersStarted).find((result) => result.status === 'rejected');
    if (failedLaunch) throw failedLaunch.reason;
    project.provide(
      'browserEndpoints',
      browsers.map((browser) => browser.wsEndpoint),
    );
  } catch (err) {
    await browsersStarted;
    await tearDown();
    throw err;
  }
  return tearDown;
}
