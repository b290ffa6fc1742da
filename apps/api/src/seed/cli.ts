import { loadConfig } from '../config';
import { openDatabaseOrExit } from '../db/client';
import { seedDatabase } from './index';

const config = loadConfig();
const database = await openDatabaseOrExit({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const ran = await seedDatabase(database.db, { uploadDir: config.UPLOAD_DIR, goods: config.SEED_GOODS });
  const names = Object.keys(ran);
  console.log(names.length ? `Seeded (${database.driver}): ${JSON.stringify(ran)}` : 'Already seeded: nothing to do.');
} finally {
  await database.close();
}
