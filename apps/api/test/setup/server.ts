import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../../src/app';
import { openDatabase } from '../../src/db/client';
import { seedDatabase } from '../../src/seed';
import { TEST_GOODS, TEST_OPERATOR_KEY, TEST_RELEASE_KEY } from './target';

/** Opens and seeds the database, then starts the real API server on a free port. */
export async function startTestServer(opts: { databaseUrl?: string; dataDir: string; uploadDir: string }) {
  process.env.MALL_DEV_SMS_OUTBOX = '1'; // tests read SMS codes from GET /api/dev/sms_outbox
  process.env.MALL_CAPTCHA_MAX_COUNTER = '8'; // a cheap proof of work (auth-fixture.ts)
  const database = await openDatabase(opts);
  await seedDatabase(database.db, { uploadDir: opts.uploadDir, goods: TEST_GOODS });
  const releasesDir = await mkdtemp(path.join(os.tmpdir(), 'mall-api-releases-'));
  const app = await buildApp({
    database,
    uploadDir: opts.uploadDir,
    logger: false,
    releases: { dir: releasesDir, key: TEST_RELEASE_KEY },
    operatorKey: TEST_OPERATOR_KEY,
  });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    baseUrl,
    releasesDir,
    async close() {
      await app.close();
      await database.close();
      await rm(releasesDir, { recursive: true, force: true });
    },
  };
}
