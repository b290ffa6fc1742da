#!/usr/bin/env node
// Copies each remote's fresh build into releases/<app>/<version>/ (never overwriting a release)
// and makes it the current version in releases/registry.json.
import { execSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const releasesDir = process.env.RELEASES_DIR ?? path.join(root, 'releases');
const REMOTES = ['auth', 'catalog', 'user-center', 'checkout'];

function gitSha() {
  try {
    return execSync('git rev-parse --short=7 HEAD', { cwd: root, encoding: 'utf8' }).trim();
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
  return hash.digest('hex').slice(0, 8);
}

export function readRegistry() {
  const file = path.join(releasesDir, 'registry.json');
  return fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : { apps: {} };
}

/** Atomic write: readers never see a half-written registry. */
export function writeRegistry(registry) {
  fs.mkdirSync(releasesDir, { recursive: true });
  const file = path.join(releasesDir, 'registry.json');
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, `${JSON.stringify(registry, null, 2)}\n`);
  fs.renameSync(tmp, file);
}

function publish(app, sha) {
  const appDir = path.join(root, 'apps', app);
  const dist = path.join(appDir, 'dist');
  const { version: pkgVersion } = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  // The content hash keeps two different builds of one commit (a dirty tree) apart.
  const version = `${pkgVersion}-${sha}-${treeHash(dist)}`;
  const target = path.join(releasesDir, app, version);
  if (!fs.existsSync(target)) {
    fs.mkdirSync(path.dirname(target), { recursive: true });
    const tmp = `${target}.tmp-${process.pid}`;
    fs.cpSync(dist, tmp, { recursive: true });
    fs.renameSync(tmp, target);
  }
  return version;
}

const sha = gitSha();
const registry = readRegistry();
for (const app of REMOTES) {
  const version = publish(app, sha);
  const entry = (registry.apps[app] ??= { current: null, previous: null, versions: [] });
  if (!entry.versions.includes(version)) entry.versions.push(version);
  if (entry.current !== version) {
    entry.previous = entry.current;
    entry.current = version;
  }
  console.log(`[release] ${app} ${version}`);
}
writeRegistry(registry);
