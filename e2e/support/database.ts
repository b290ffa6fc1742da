/** SQL on a stack's PGlite folder while no API holds it (PGlite has one owner process). */
import { openDatabase } from '../../apps/api/src/db/client';

export async function runStatements(dataDir: string, statements: string[]): Promise<void> {
  const database = await openDatabase({ dataDir });
  try {
    for (const statement of statements) await database.db.execute(statement);
  } finally {
    await database.close();
  }
}
