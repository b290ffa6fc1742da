import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { lockDataDir } from './data-dir-lock';

export class NotABackupError extends Error {
  constructor() {
    super('这不是商城的备份 (not a backup of the mall: expected the .tar.gz of pnpm mall backup); the data folder is unchanged');
  }
}

/**
 * Puts a backup (`GET /api/operator/backup`, a .tar.gz of the data folder) in place of a stopped
 * mall's embedded data folder. Refused (DataDirLockedError) while a process holds the folder.
 * The folder it replaces is kept beside it; answers that folder's path (null when there was none).
 */
export async function restoreDataDir(dataDir: string, backup: Buffer): Promise<string | null> {
  const target = path.resolve(dataDir);
  if (backup[0] !== 0x1f || backup[1] !== 0x8b) throw new NotABackupError();
  const unlock = lockDataDir(target);
  const unpacked = `${target}.restoring-${process.pid}`;
  try {
    // unpacked and opened aside first: a broken backup leaves the current folder as it is
    await rm(unpacked, { recursive: true, force: true });
    const client = await PGlite.create(unpacked, {
      loadDataDir: new Blob([new Uint8Array(backup)]),
      extensions: { pg_trgm },
    });
    try {
      // PGlite starts an empty database when the archive holds no data folder
      await client.query('select 1 from drizzle.__drizzle_migrations limit 1').catch(() => {
        throw new NotABackupError();
      });
    } finally {
      await client.close();
    }
    const aside = `${target}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    const kept = await rename(target, aside).then(
      () => aside,
      (e: NodeJS.ErrnoException) => {
        if (e.code === 'ENOENT') return null;
        throw e;
      },
    );
    await rename(unpacked, target);
    return kept;
  } catch (e) {
    await rm(unpacked, { recursive: true, force: true });
    throw e;
  } finally {
    unlock();
  }
}
