/**
 * Credits a user's balance, logged as a bill:
 *   pnpm --filter @mall/api run credit -- <phone> <yuan>
 * Uses the same database settings as the API (DATABASE_URL, DATA_DIR).
 */
import { loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { creditBalance, yuanToFen } from '../modules/pay/credit';

const [phone, yuan] = process.argv.slice(2).filter((a) => a !== '--');
const fen = yuanToFen(yuan ?? '');
if (!phone || !/^1[3-9]\d{9}$/.test(phone) || fen === null) {
  console.error(
    'usage: pnpm --filter @mall/api run credit -- <mainland phone> <yuan, e.g. 100 or 12.50, at most 1000000>',
  );
  process.exit(2);
}
const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
try {
  const balance = await creditBalance(database.db, phone, fen);
  if (balance === null) {
    console.error(`no user with phone ${phone}`);
    process.exitCode = 1;
  } else {
    console.log(`credited ¥${(fen / 100).toFixed(2)} to ${phone}; balance ¥${(balance / 100).toFixed(2)}`);
  }
} finally {
  await database.close();
}
