/**
 * One process at a time opens an embedded (PGlite) data folder: two processes writing the same
 * files corrupt it. The owner's pid is kept in `<folder>.lock` beside the folder (PGlite's
 * initdb refuses a new folder that already holds a file); a lock whose pid is dead (kill -9,
 * crash) is taken over.
 */
import { linkSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export const lockFileOf = (dataDir: string) => `${path.resolve(dataDir)}.lock`;

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(
      `数据目录 ${path.resolve(dataDir)} 正被进程 ${pid} 使用 (the data folder is held by pid ${pid}): stop that process (the API) first, or use the API (pnpm mall ... talks to it)`,
    );
  }
}

/** Whether a process with this pid runs (a zombie, dead but not yet reaped, does not). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /s, '')[0] !== 'Z';
  } catch {
    return true; // no /proc (not Linux): kill(0) answered
  }
}

const readPid = (file: string) => {
  try {
    return Number(readFileSync(file, 'utf8').trim());
  } catch {
    return null; // no lock file
  }
};

/** The pid of the live process that holds the folder, or null. */
export function holderOf(dataDir: string): number | null {
  const pid = readPid(lockFileOf(dataDir));
  return pid !== null && isAlive(pid) ? pid : null;
}

/**
 * Takes the folder for this process; throws DataDirLockedError while another live process holds
 * it. Answers the release (also run at process exit).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = lockFileOf(dataDir);
  const mine = `${file}.${process.pid}`;
  for (let attempt = 0; ; attempt++) {
    // written aside and linked in: the lock file appears whole, and only if there is none
    writeFileSync(mine, `${process.pid}\n`);
    try {
      linkSync(mine, file);
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
    } finally {
      unlinkSync(mine);
    }
    const pid = readPid(file);
    if (pid !== null && isAlive(pid)) throw new DataDirLockedError(dataDir, pid);
    if (attempt >= 3) throw new DataDirLockedError(dataDir, pid ?? 0);
    takeOverStale(file);
  }
  const release = () => {
    process.off('exit', release);
    if (readPid(file) === process.pid) unlinkSync(file);
  };
  process.on('exit', release);
  return release;
}

/** Moves a dead owner's lock away; only one of several takers' renames finds it. */
function takeOverStale(file: string) {
  const aside = `${file}.stale-${process.pid}`;
  try {
    renameSync(file, aside);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw e;
  }
  const pid = readPid(aside);
  // another taker locked it in between: give its lock back
  if (pid !== null && isAlive(pid)) {
    try {
      linkSync(aside, file);
    } catch {
      // a third process locked meanwhile; its lock stands
    }
  }
  unlinkSync(aside);
}

/** Waits until no live process holds the folder (e.g. after stopping the API). */
export async function untilDataDirFree(dataDir: string, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const pid = holderOf(dataDir);
    if (pid === null) return;
    if (Date.now() > deadline) throw new DataDirLockedError(dataDir, pid);
    await new Promise((r) => setTimeout(r, 100));
  }
}
