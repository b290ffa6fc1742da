// ESLint's cache (--cache) keys each file by its absolute path, and CI lints a fresh clone in a new
// folder each run. The machine keeps one cache with the clone's root written as a placeholder
// (machine-cache.mjs); a run gets it with its own root put back and hands it back the same way.
// Unchanged files (by content) and an unchanged config are not linted again.
import fs from 'node:fs';
import path from 'node:path';
import { machineCacheDir } from './machine-cache.mjs';

const ROOT_MARK = '@@MALL_REPO_ROOT@@';
const kept = () => path.join(machineCacheDir(), 'eslint', 'cache.json');
const localCache = (root) => path.join(root, '.cache', 'eslint.json');

/** Puts the machine's cache in the clone; answers the ESLint arguments that use it. */
export function restoreEslintCache(root) {
  const local = localCache(root);
  fs.mkdirSync(path.dirname(local), { recursive: true });
  if (fs.existsSync(kept()))
    fs.writeFileSync(local, fs.readFileSync(kept(), 'utf8').replaceAll(`${ROOT_MARK}/`, `${root}/`));
  return ['--cache', '--cache-strategy', 'content', '--cache-location', local];
}

/** Hands the clone's cache back to the machine (written whole, then renamed: runs side by side). */
export function saveEslintCache(root) {
  const local = localCache(root);
  if (!fs.existsSync(local)) return;
  fs.mkdirSync(path.dirname(kept()), { recursive: true });
  const tmp = `${kept()}.${process.pid}`;
  fs.writeFileSync(tmp, fs.readFileSync(local, 'utf8').replaceAll(`${root}/`, `${ROOT_MARK}/`));
  fs.renameSync(tmp, kept());
}
