import fs from 'node:fs';
import path from 'node:path';
import { incompatibilities, sharedOfManifest } from '@mall/release-compat';
import { serverConfig } from './config';

type Manifest = Parameters<typeof sharedOfManifest>[0];

function readManifest(file: string): Manifest | null {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    return null;
  }
}

let provided: Record<string, string> | null = null;
/** The singletons (and the shared-state contract) this shell's browser build ships. */
function shellProvides(): Record<string, string> {
  provided ??= sharedOfManifest(readManifest(path.join(serverConfig.shellAssetsDir, 'mf-manifest.json')) ?? {}, 'version');
  return provided;
}

// a published version's files never change: its verdict is kept
const verdicts = new Map<string, string | null>();

/**
 * Why this shell must not mount `app`@`version` (a remote built against a contract or a library
 * the shell does not ship, e.g. promoted by force or pinned by a stale cookie), or null when it fits.
 */
export function blockedReason(app: string, version: string): string | null {
  const key = `${app}@${version}`;
  if (!verdicts.has(key)) {
    const manifest = readManifest(path.join(serverConfig.releasesDir, app, version, 'web/mf-manifest.json'));
    const problems = manifest ? incompatibilities(sharedOfManifest(manifest, 'requiredVersion'), shellProvides()) : [];
    verdicts.set(key, problems.length ? `${app} ${version} 与商城外壳不兼容：${problems.join('；')}` : null);
  }
  return verdicts.get(key) ?? null;
}
