import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client';
import { DataDirLockedError, lockDataDir, lockFileOf } from './data-dir-lock';

const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'mall-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A process that has exited and been reaped: its pid is dead. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid!;

describe('one owner per embedded data folder', () => {
  it('a second opener is refused with the folder and the holding pid', async () => {
    const dataDir = newDataDir();
    const holder = spawn('sleep', ['30']);
    try {
      writeFileSync(lockFileOf(dataDir), `${holder.pid}\n`);
      expect(() => lockDataDir(dataDir)).toThrow(
        `数据目录 ${dataDir} 正被进程 ${holder.pid} 使用 (the data folder is held by pid ${holder.pid})`,
      );
      await expect(openDatabase({ dataDir })).rejects.toBeInstanceOf(DataDirLockedError);
    } finally {
      holder.kill();
    }
  });

  it('a lock left by a dead process is taken over, and released again', () => {
    const dataDir = newDataDir();
    writeFileSync(lockFileOf(dataDir), `${deadPid()}\n`);
    const release = lockDataDir(dataDir);
    expect(readFileSync(lockFileOf(dataDir), 'utf8')).toBe(`${process.pid}\n`);
    expect(() => lockDataDir(dataDir)).toThrow(`正被进程 ${process.pid} 使用`);
    release();
    lockDataDir(dataDir)();
  });

  it('a folder PGlite cannot open: the API exits naming the folder, the problem and the way out', async () => {
    const dataDir = newDataDir();
    // an existing folder whose control file is garbage
    mkdirSync(path.join(dataDir, 'global'), { recursive: true });
    writeFileSync(path.join(dataDir, 'PG_VERSION'), '17\n');
    writeFileSync(path.join(dataDir, 'global/pg_control'), Buffer.alloc(8192, 7));

    const { DATABASE_URL: _pg, ...env } = process.env;
    const api = spawnSync(path.resolve('node_modules/.bin/tsx'), ['src/main.ts'], {
      env: { ...env, DATA_DIR: dataDir, API_PORT: '0', LOG_LEVEL: 'silent' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(api.status).toBe(1);
    const lines = api.stderr.trim().split('\n');
    expect(lines.at(-1)).toMatch(new RegExp(`^数据目录 ${dataDir} 无法打开 .*pnpm mall restore <file>.*mv ${dataDir} `));
    expect(lines.at(-1)).toContain('PGlite aborted');
    expect(api.stderr).not.toMatch(/^\s+at /m);
    // the failed start left the folder free for a restore
    lockDataDir(dataDir)();
  }, 60_000);
});
