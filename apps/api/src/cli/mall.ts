/**
 * The mall's operator CLI (`pnpm mall ...`, see mall-commands.ts for the commands). Uses the
 * same database settings as the API (DATABASE_URL, DATA_DIR).
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMall } from './mall-commands';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  process.exitCode = await runMall(database.db, process.argv.slice(2));
} finally {
  await database.close();
}
