/**
 * Global setup: migrates and seeds one API data folder (database + generated images) before the
 * first file runs. Every test stack then starts on a copy of it instead of migrating and seeding
 * its own, which was about half of a stack's start-up.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, loadStartStack, TEST_API_ENV } from './stack';

declare module 'vitest' {
  export interface ProvidedContext {
    /** folder with `data/` and `uploads/` to copy into a new stack */
    stackTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'mall-e2e-template-'));
  const port = await freePort(3900);
  const apiPort = await freePort(4000, [port]);
  const startStack = await loadStartStack();
  const stack = await startStack({
    port,
    apiPort,
    dataDir: path.join(dir, 'data'),
    uploadDir: path.join(dir, 'uploads'),
    quiet: !process.env.E2E_VERBOSE,
    apiEnv: TEST_API_ENV,
  });
  // stopping closes the database cleanly: the copies open without recovery
  await stack.stop();
  project.provide('stackTemplate', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
