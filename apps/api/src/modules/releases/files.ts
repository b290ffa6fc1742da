import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ApiError } from '../../http/envelope';

interface Entries {
  version: string;
  web_entry: string;
  node_entry: string | null;
}

const refuse = (message: string) => new ApiError(400, message);

/** Entries are paths under releases/ (`<app>/<version>/web/mf-manifest.json`); never outside it. */
function resolveInside(releasesDir: string, relative: string): string {
  const file = path.resolve(releasesDir, relative);
  if (!file.startsWith(path.resolve(releasesDir) + path.sep)) throw refuse(`发布文件路径无效：${relative}`);
  return file;
}

/** A version is promoted only when its browser manifest is there, parses and names its entry. */
export async function checkReleaseFiles(releasesDir: string, app: string, release: Entries) {
  const manifestFile = resolveInside(releasesDir, release.web_entry);
  let manifest: { name?: unknown; metaData?: { remoteEntry?: { name?: unknown } } };
  try {
    manifest = JSON.parse(await readFile(manifestFile, 'utf8')) as typeof manifest;
  } catch (err) {
    const missing = (err as NodeJS.ErrnoException).code === 'ENOENT';
    throw refuse(`${app} ${release.version} 的 manifest ${missing ? '不存在' : '无效'}：${release.web_entry}`);
  }
  const entryName = manifest.metaData?.remoteEntry?.name;
  if (typeof manifest.name !== 'string' || typeof entryName !== 'string') {
    throw refuse(`${app} ${release.version} 的 manifest 无效：缺少 name 或 remoteEntry`);
  }
  const entryFile = path.join(path.dirname(manifestFile), entryName);
  if (!(await exists(entryFile))) throw refuse(`${app} ${release.version} 缺少入口文件 ${entryName}`);
  if (release.node_entry && !(await exists(resolveInside(releasesDir, release.node_entry)))) {
    throw refuse(`${app} ${release.version} 缺少服务端入口 ${release.node_entry}`);
  }
}

async function exists(file: string) {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}
