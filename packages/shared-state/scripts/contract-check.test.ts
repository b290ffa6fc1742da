import { execFile, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const pkgDir = path.resolve(__dirname, '..');
const root = path.resolve(pkgDir, '../..');
let tmp = '';
let copy = '';

const write = (file: string, edit: (text: string) => string) =>
  fs.writeFileSync(path.join(copy, file), edit(fs.readFileSync(path.join(copy, file), 'utf8')));
const setVersion = (v: string) => write('package.json', (t) => t.replace(/"version": "[^"]+"/, `"version": "${v}"`));
/** The check's problems (its `contract:` lines on stderr); run apart so this worker stays responsive. */
async function run(opts?: { update: boolean }): Promise<string[]> {
  const args = [path.join(__dirname, 'contract-check.mjs'), copy, ...(opts?.update ? ['--update'] : [])];
  const { stderr, code } = await promisify(execFile)(process.execPath, args).then(
    (r) => ({ stderr: r.stderr, code: 0 }),
    (e: { stderr: string; code: number }) => e,
  );
  const problems = stderr
    .split('\n')
    .filter((l) => l.startsWith('contract: '))
    .map((l) => l.slice('contract: '.length));
  expect(code).toBe(problems.length ? 1 : 0);
  return problems;
}

/**
 * A git repository holding a copy of the contract package at 1.0.0, with its report: the committed
 * one, which npm test's contract-version stage keeps current (generating it again here cost an
 * api-extractor run, ~10 CPU-s).
 */
beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-check-'));
  copy = path.join(tmp, 'packages/shared-state');
  fs.mkdirSync(copy, { recursive: true });
  fs.copyFileSync(path.join(root, 'tsconfig.base.json'), path.join(tmp, 'tsconfig.base.json'));
  for (const f of ['src', 'etc', 'package.json', 'tsconfig.json', 'api-extractor.json'])
    fs.cpSync(path.join(pkgDir, f), path.join(copy, f), { recursive: true });
  fs.symlinkSync(path.join(pkgDir, 'node_modules'), path.join(copy, 'node_modules'));
  setVersion('1.0.0');
  const git = (...args: string[]) => execFileSync('git', args, { cwd: tmp, stdio: 'ignore' });
  git('init', '-q');
  git('add', 'packages');
  git('-c', 'user.name=t', '-c', 'user.email=t@t', 'commit', '-qm', 'contract 1.0.0');
});

afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

describe('contract surface check', () => {
  it('fails an added export without a minor bump, passes it with one, asks a major bump for a removed export', async () => {
    write('src/index.ts', (t) => `${t}export const CONTRACT_PROBE = 1;\n`);
    const unbumped = await run();
    expect(unbumped[0]).toBe(
      'The public surface of @mall/shared-state changed since 1.0.0 (an export was added): a minor bump is needed, ' +
        'set "version" in packages/shared-state/package.json to 1.1.0 (now 1.0.0).',
    );
    expect(unbumped[1]).toMatch(/^etc\/shared-state.api.md is not the current surface/);

    setVersion('1.1.0');
    expect(await run({ update: true })).toEqual([]);
    expect(fs.readFileSync(path.join(copy, 'etc/shared-state.api.md'), 'utf8')).toContain(
      'export const CONTRACT_PROBE = 1;',
    );

    write('src/index.ts', (t) => t.replace("export * from './spread';\n", ''));
    expect(await run({ update: true })).toEqual([
      'The public surface of @mall/shared-state changed since 1.0.0 (an export was removed or changed): a major bump is needed, ' +
        'set "version" in packages/shared-state/package.json to 2.0.0 (now 1.1.0).',
    ]);
  }, 180_000);
});
