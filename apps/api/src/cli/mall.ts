/**
 * The mall's operator CLI (`pnpm mall ...`, see mall-commands.ts for the commands). Uses the
 * same database settings as the API (DATABASE_URL, DATA_DIR); `pnpm mall service ...` is the
 * service staff's client of the running API instead (service-desk.ts).
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { runMall } from './mall-commands';
import { runServiceDesk } from './service-desk';

const argv = process.argv.slice(2).filter((a) => a !== '--');
if (argv[0] === 'service') {
  // a client of the running API (its database may be held by that process)
  process.exitCode = await runServiceDesk(argv.slice(1));
} else {
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    process.exitCode = await runMall(database.db, argv);
  } finally {
    await database.close();
  }
}
