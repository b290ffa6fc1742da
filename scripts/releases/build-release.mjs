// Turns an app's fresh build into an immutable release folder and its descriptor (the data the
// release registry stores): releases/<app>/<version>/{web,node}, version = package version +
// short git sha + content hash, never overwritten.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const REMOTES = ['auth', 'catalog', 'user-center', 'checkout'];
export const HOST = 'shell';

export function defaultReleasesDir() {
  return process.env.RELEASES_DIR ?? path.join(root, 'releases');
}

export function gitSha() {
  try {
    return execSync('git rev-parse --short=7 HEAD', {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'nogit';
  }
}

function treeHash(dir) {
  const hash = createHash('sha256');
  const walk = (d) => {
    for (const name of fs.readdirSync(d).sort()) {
      const file = path.join(d, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else hash.update(path.relative(dir, file)).update(fs.readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/** The singletons a build shares: what a remote requires, or what the shell provides. */
function sharedOf(manifestFile, field) {
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  return Object.fromEntries((manifest.shared ?? []).filter((s) => s[field]).map((s) => [s.name, s[field]]));
}

/** The routes a remote's build declares (web/routes.json, from its src/routes.ts); null for the shell. */
function routesOf(webDir) {
  const file = path.join(webDir, 'routes.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : null;
}

/**
 * Copies the app's dist into the releases folder (atomically; an existing version is kept) and
 * returns its descriptor. The shell's client build is recorded too: its shared versions are what
 * every remote is checked against.
 */
export function buildRelease(app, { releasesDir = defaultReleasesDir(), sha = gitSha() } = {}) {
  const appDir = path.join(root, 'apps', app);
  const dist = app === HOST ? path.join(appDir, 'dist/client') : path.join(appDir, 'dist');
  if (!fs.existsSync(dist)) throw new Error(`${app} has no build at ${dist}: build it first`);
  const { version: pkgVersion } = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const contentHash = treeHash(dist);
  // The content hash keeps two different builds of one commit (a dirty tree) apart.
  const version = `${pkgVersion}-${sha}-${contentHash.slice(0, 8)}`;
  const target = path.join(releasesDir, app, version);
  if (!fs.existsSync(target)) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const tmp = `${target}.tmp-${process.pid}`;
    fs.cpSync(dist, app === HOST ? path.join(tmp, 'web') : tmp, { recursive: true });
    fs.renameSync(tmp, target);
  }
  const web = path.join(target, 'web/mf-manifest.json');
  const node = path.join(target, 'node/remoteEntry.js');
  return {
    version,
    content_hash: contentHash,
    commit: sha,
    built_at: fs.statSync(target).mtime.toISOString(),
    web_entry: `${app}/${version}/web/mf-manifest.json`,
    node_entry: fs.existsSync(node) ? `${app}/${version}/node/remoteEntry.js` : null,
    shared: sharedOf(web, app === HOST ? 'version' : 'requiredVersion'),
    routes: routesOf(path.dirname(web)),
  };
}

export function readRegistry(releasesDir = defaultReleasesDir()) {
  const file = path.join(releasesDir, 'registry.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : { apps: {} };
}

/** Atomic write: readers never see a half-written registry. */
export function writeRegistry(registry, releasesDir = defaultReleasesDir()) {
  fs.mkdirSync(releasesDir, { recursive: true });
  const file = path.join(releasesDir, 'registry.json');
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(tmp, file);
}

/** Records a build in the file registry the API imports at start; `current` marks the newest build. */
export function recordBuild(registry, app, descriptor, { makeCurrent }) {
  const entry = (registry.apps[app] ??= { current: null, previous: null, versions: [], releases: {} });
  entry.releases ??= {};
  const { version, ...rest } = descriptor;
  entry.releases[version] = rest;
  if (!entry.versions.includes(version)) entry.versions.push(version);
  if (makeCurrent && entry.current !== version) {
    entry.previous = entry.current;
    entry.current = version;
  }
}
