import { buildApp } from './app';
import { loadConfig, timersOf } from './config';
import { openDatabaseOrExit } from './db/client';
import { refuseSandboxInProduction } from './modules/pay/sandbox-guard';
import type { Readiness } from './modules/health/readiness';
import { importBuildRegistry } from './modules/releases/import-build';
import { localKey } from './lib/local-key';
import { releaseKey } from './modules/releases/release-key';
import { seedDatabase } from './seed';

const config = loadConfig();
const readiness: Readiness = { started: false };
const database = await openDatabaseOrExit({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const app = await buildApp({
  database,
  uploadDir: config.UPLOAD_DIR,
  logger: { level: config.LOG_LEVEL },
  trustProxy: config.TRUST_PROXY,
  timers: timersOf(config),
  releases: { dir: config.RELEASES_DIR, key: await releaseKey(config.MALL_RELEASE_KEY, config.RELEASE_KEY_FILE) },
  realtime: { redisUrl: config.REDIS_URL, siteOrigins: config.SITE_ORIGINS },
  stockGate: { redisUrl: config.REDIS_URL, holdMs: config.SECKILL_HOLD_SECONDS * 1000 },
  readiness,
  operatorKey: await localKey(config.MALL_OPERATOR_KEY, config.OPERATOR_KEY_FILE),
});
app.log.info({ driver: database.driver, trigram: database.trigram }, 'database ready');

const seeded = await seedDatabase(database.db, { uploadDir: config.UPLOAD_DIR, goods: config.SEED_GOODS });
if (Object.keys(seeded).length > 0) app.log.info({ seeded }, 'seeded the database');
await refuseSandboxInProduction(database.db, { nodeEnv: process.env.NODE_ENV, paySandbox: config.PAY_SANDBOX }).catch(
  (err: Error) => {
    app.log.fatal(err.message);
    process.exit(1);
  },
);

const releases = await importBuildRegistry(database.db, config.RELEASES_DIR);
if (releases.imported || releases.promoted.length) app.log.info(releases, 'registered the published builds');
for (const message of releases.refused) app.log.warn(message);
readiness.started = true;

// the database closes after the app, not in an onClose hook: those run last-registered first, and
// the timed jobs' hook waits for a running job, which needs the database
async function shutDown() {
  await app.close();
  await database.close();
  process.exit(0);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => void shutDown());

await app.listen({ port: config.API_PORT, host: config.API_HOST });
