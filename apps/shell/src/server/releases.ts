import fs from 'node:fs';
import path from 'node:path';
import type { ReleaseDoc, RouteDecl } from '@mall/shared-state';
import { serverConfig } from './config';
import { devOverridesAllowed, readOverride, type DevOverride } from './dev-override';
import { readPin } from './release-pin';
import { blockedReason } from './remote-compat';

/** How often the registry is asked for changes (an ETag request: 304 while nothing changed). */
const POLL_MS = 1000;
/** The registry's name for this shell's own builds: every other app of the registry is a remote. */
const HOST_APP = 'shell';

interface RegistryRelease {
  version: string;
  web_entry: string;
  node_entry: string | null;
  /** the routes the version declares (a build from before remotes declared them: none) */
  routes?: RouteDecl[] | null;
}
interface RegistryDoc {
  apps: Record<string, { current: RegistryRelease | null }>;
}

let polled: { etag: string; doc: ReleaseDoc } | null = null;
let registryAnswered = false;
let fileCache: { mtimeMs: number; doc: ReleaseDoc } | null = null;

function entryUrls(app: string, release: RegistryRelease) {
  const blocked = blockedReason(app, release.version);
  return {
    version: release.version,
    ...(blocked && { blocked }),
    // the registry names a build by its mf-manifest.json; the browser's runtime has no snapshot
    // plugin (@mall/mf-config) and loads the remoteEntry.js next to it
    entry: `/remotes/${path.posix.join(path.posix.dirname(release.web_entry), 'remoteEntry.js')}`,
    ...(release.node_entry && { ssrEntry: `${serverConfig.selfUrl}/remotes/${release.node_entry}` }),
    routes: release.routes ?? [],
  };
}

function toDoc(registry: RegistryDoc): ReleaseDoc {
  const doc: ReleaseDoc = {};
  for (const [app, { current }] of Object.entries(registry.apps)) {
    if (current && app !== HOST_APP) doc[app] = entryUrls(app, current);
  }
  return doc;
}

/** One poll of the release registry; on any failure the last known release stays in force. */
export async function pollReleases(): Promise<void> {
  try {
    const res = await fetch(`${serverConfig.apiUrl}/api/releases`, {
      headers: polled ? { 'If-None-Match': polled.etag } : {},
      signal: AbortSignal.timeout(2000),
    });
    if (res.status === 304 || !res.ok) return;
    const body = (await res.json()) as { status: number; data: RegistryDoc };
    const etag = res.headers.get('etag');
    if (body.status !== 200 || !etag) return;
    registryAnswered = true;
    const doc = toDoc(body.data);
    // an empty registry (API started without builds) must not hide the published files
    if (Object.keys(doc).length > 0) polled = { etag, doc };
  } catch {
    // registry unreachable: keep serving what we knew
  }
}

/** Polls the registry in the background; every server process sees a promotion within ~1 s. */
export function watchReleases(): () => void {
  let stopped = false;
  const loop = async () => {
    while (!stopped) {
      await pollReleases();
      await new Promise((r) => setTimeout(r, POLL_MS).unref());
    }
  };
  void loop();
  return () => {
    stopped = true;
  };
}

/**
 * The releases folder's own registry, used until the API's registry has answered once: the
 * shell can start (and keep serving) before the API is up.
 */
function fileReleases(): ReleaseDoc {
  const file = path.join(serverConfig.releasesDir, 'registry.json');
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return fileCache?.doc ?? {};
  }
  if (fileCache?.mtimeMs === mtimeMs) return fileCache.doc;
  try {
    const registry = JSON.parse(fs.readFileSync(file, 'utf8')) as {
      apps: Record<string, { current: string | null; releases?: Record<string, Omit<RegistryRelease, 'version'>> }>;
    };
    const apps: RegistryDoc['apps'] = {};
    for (const [app, entry] of Object.entries(registry.apps)) {
      const version = entry.current;
      const release = version ? entry.releases?.[version] : undefined;
      apps[app] = {
        current: version
          ? {
              version,
              web_entry: release?.web_entry ?? `${app}/${version}/web/mf-manifest.json`,
              node_entry: release ? release.node_entry : `${app}/${version}/node/remoteEntry.js`,
              routes: release?.routes,
            }
          : null,
      };
    }
    fileCache = { mtimeMs, doc: toDoc({ apps }) };
    return fileCache.doc;
  } catch {
    // A half-written or broken registry: keep serving the last good release.
    return fileCache?.doc ?? {};
  }
}

/** Whether the API's release registry has been read since the server started (readiness). */
export function registryRead(): boolean {
  return registryAnswered;
}

/** The release document in force now. */
export function currentReleases(): ReleaseDoc {
  return polled?.doc ?? fileReleases();
}

/** The release managers' key (shared with the API) that signs QA pins and developer overrides. */
export function releaseKey(): string {
  if (process.env.MALL_RELEASE_KEY) return process.env.MALL_RELEASE_KEY;
  try {
    return fs.readFileSync(serverConfig.releaseKeyFile, 'utf8').trim();
  } catch {
    return '';
  }
}

/** The developer build a request's cookie validly names, outside production mode only. */
export function devOverrideFor(cookieValue: string | undefined): DevOverride | null {
  return devOverridesAllowed() ? readOverride(cookieValue, releaseKey()) : null;
}

/**
 * The developer's build in place of the app's release: loaded by their browser from their machine
 * (the server cannot reach it, so it has no server render); its routes stay the released ones.
 */
export function withDevOverride(doc: ReleaseDoc, dev: DevOverride | null): ReleaseDoc {
  if (!dev || !doc[dev.app]) return doc;
  return { ...doc, [dev.app]: { version: 'dev', entry: `${dev.url}/remoteEntry.js`, routes: doc[dev.app].routes } };
}

/**
 * The releases for one request: the current ones, with a candidate version in place of the
 * current one when the browser carries a validly signed QA pin for a published version.
 */
export function releasesFor(pinCookieValue: string | undefined): ReleaseDoc {
  const doc = currentReleases();
  const pin = readPin(pinCookieValue, releaseKey());
  if (!pin || !doc[pin.app]) return doc;
  const dir = path.join(serverConfig.releasesDir, pin.app, pin.version);
  if (!fs.existsSync(path.join(dir, 'web/mf-manifest.json'))) return doc;
  const hasNode = fs.existsSync(path.join(dir, 'node/remoteEntry.js'));
  return {
    ...doc,
    [pin.app]: entryUrls(pin.app, {
      version: pin.version,
      web_entry: `${pin.app}/${pin.version}/web/mf-manifest.json`,
      node_entry: hasNode ? `${pin.app}/${pin.version}/node/remoteEntry.js` : null,
      routes: pinnedRoutes(dir),
    }),
  };
}

// a published version's files never change
const pinnedRoutesCache = new Map<string, RouteDecl[] | null>();
/** The routes a pinned version declares: its build's web/routes.json. */
function pinnedRoutes(dir: string): RouteDecl[] | null {
  if (!pinnedRoutesCache.has(dir)) {
    try {
      pinnedRoutesCache.set(dir, JSON.parse(fs.readFileSync(path.join(dir, 'web/routes.json'), 'utf8')) as RouteDecl[]);
    } catch {
      pinnedRoutesCache.set(dir, null);
    }
  }
  return pinnedRoutesCache.get(dir) ?? null;
}
