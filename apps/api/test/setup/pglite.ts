import { cp, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildPgliteTemplates } from './pglite-templates';
import { startTestServer } from './server';

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'mall-api-test-'));
  const templates = await buildPgliteTemplates(path.join(dir, 'templates'));
  project.provide('pgliteTemplates', templates);
  await cp(templates.seeded, path.join(dir, 'server'), { recursive: true });
  const server = await startTestServer({
    dataDir: path.join(dir, 'server/pglite'),
    uploadDir: path.join(dir, 'server/uploads'),
  });
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
