import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startTestServer } from './server';

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mall-api-test-'));
  const server = await startTestServer({ dataDir: path.join(dir, 'pglite'), uploadDir: path.join(dir, 'uploads') });
  project.provide('target', {
    driver: 'pglite',
    baseUrl: server.baseUrl,
    skip: null,
    databaseUrl: null,
    adminUrl: null,
    releasesDir: server.releasesDir,
  });
  return async () => {
    await server.close();
    await rm(dir, { recursive: true, force: true });
  };
}
