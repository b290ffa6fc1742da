import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { adminQuery, withDatabase } from './pg-admin';
import { startTestServer } from './server';

const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

export default async function setup(project: TestProject) {
  try {
    await adminQuery(adminUrl, 'select 1');
  } catch (err) {
    const skip = `PostgreSQL not reachable at ${new URL(adminUrl).host} (${(err as Error).message}); set TEST_DATABASE_URL`;
    console.warn(`[pg] skipping the PostgreSQL run: ${skip}`);
    project.provide('target', { driver: 'pg', baseUrl: '', skip, databaseUrl: null, adminUrl: null, releasesDir: '' });
    return;
  }
  const name = `mall_test_${randomBytes(4).toString('hex')}`;
  await adminQuery(
    adminUrl,
    `CREATE DATABASE ${name} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
  );
  const uploadDir = await mkdtemp(path.join(os.tmpdir(), 'mall-api-test-uploads-'));
  const cleanUp = async () => {
    await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await rm(uploadDir, { recursive: true, force: true });
  };
  const databaseUrl = withDatabase(adminUrl, name);
  try {
    const server = await startTestServer({ databaseUrl, dataDir: '', uploadDir });
    project.provide('target', {
      driver: 'pg',
      baseUrl: server.baseUrl,
      skip: null,
      databaseUrl,
      adminUrl,
      releasesDir: server.releasesDir,
    });
    return async () => {
      await server.close();
      await cleanUp();
    };
  } catch (err) {
    await cleanUp();
    throw err;
  }
}
