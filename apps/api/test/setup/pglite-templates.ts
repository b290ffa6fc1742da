/**
 * PGlite data folders made once per run by the PGlite project's global setup, copied by every
 * test file that needs a database of its own: opening an empty folder (PGlite's initdb files,
 * then every migration) took ~2.9 s and seeding another ~1 s per file, a copy and its opening
 * ~0.5 s. Both folders are closed cleanly, so copies open without recovery.
 */
import { cp } from 'node:fs/promises';
import path from 'node:path';
import { openDatabase } from '../../src/db/client';
import { seedDatabase } from '../../src/seed';
import { TEST_GOODS } from './target';

/** `migrated`: a PGlite folder with every migration and no rows; `seeded`: `pglite/` + `uploads/` of the seed. */
export interface PgliteTemplates {
  migrated: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplates: PgliteTemplates;
  }
}

export async function buildPgliteTemplates(dir: string): Promise<PgliteTemplates> {
  const migrated = path.join(dir, 'migrated');
  const seeded = path.join(dir, 'seeded');
  await (await openDatabase({ dataDir: migrated })).close();
  await cp(migrated, path.join(seeded, 'pglite'), { recursive: true });
  const database = await openDatabase({ dataDir: path.join(seeded, 'pglite') });
  try {
    await seedDatabase(database.db, { uploadDir: path.join(seeded, 'uploads'), goods: TEST_GOODS });
  } finally {
    await database.close();
  }
  return { migrated, seeded };
}
