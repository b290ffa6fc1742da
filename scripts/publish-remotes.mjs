#!/usr/bin/env node
// After `turbo run build`: every remote's and the shell's fresh build becomes an immutable release
// and the current one in releases/registry.json, which the API imports into the release registry
// at start (see README "Releases").
import { buildRelease, HOST, readRegistry, recordBuild, REMOTES, writeRegistry } from './releases/build-release.mjs';

const registry = readRegistry();
for (const app of [HOST, ...REMOTES]) {
  const release = buildRelease(app);
  recordBuild(registry, app, release, { makeCurrent: true });
  console.log(`[release] ${app} ${release.version}`);
}
writeRegistry(registry);
