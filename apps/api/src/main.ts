import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { seedDatabase } from './seed';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
const app = await buildApp({
  database,
  uploadDir: config.UPLOAD_DIR,
  logger: { level: config.LOG_LEVEL },
  trustProxy: config.TRUST_PROXY,
});
app.log.info({ driver: database.driver, trigram: database.trigram }, 'database ready');

const seeded = await seedDatabase(database.db, { uploadDir: config.UPLOAD_DIR, goods: config.SEED_GOODS });
if (Object.keys(seeded).length > 0) app.log.info({ seeded }, 'seeded the database');

app.addHook('onClose', () => database.close());
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}

await app.listen({ port: config.API_PORT, host: config.API_HOST });
