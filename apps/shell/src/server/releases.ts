import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_APPS, type ReleaseDoc } from '@mall/shared-state';
import { serverConfig } from './config';

interface Registry {
  apps: Record<string, { current: string | null; previous: string | null; versions: string[] }>;
}

let cached: { mtimeMs: number; doc: ReleaseDoc } | null = null;

function toDoc(registry: Registry): ReleaseDoc {
  const doc: ReleaseDoc = {};
  for (const app of REMOTE_APPS) {
    const version = registry.apps[app]?.current;
    if (!version) continue;
    const base = `/remotes/${app}/${version}`;
    doc[app] = {
      version,
      entry: `${base}/web/mf-manifest.json`,
      ssrEntry: `${serverConfig.selfUrl}${base}/node/remoteEntry.js`,
    };
  }
  return doc;
}

/** The release document in force now: re-read whenever the registry file changes. */
export function currentReleases(): ReleaseDoc {
  const file = path.join(serverConfig.releasesDir, 'registry.json');
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return cached?.doc ?? {};
  }
  if (cached?.mtimeMs === mtimeMs) return cached.doc;
  try {
    const doc = toDoc(JSON.parse(fs.readFileSync(file, 'utf8')) as Registry);
    cached = { mtimeMs, doc };
    return doc;
  } catch {
    // A half-written or broken registry: keep serving the last good release.
    return cached?.doc ?? {};
  }
}
