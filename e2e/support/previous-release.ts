/**
 * The mall's previous release (scripts/releases/previous-release.json), built from its own commit
 * by scripts/releases/build-previous.mjs (once per commit and machine: the tree is kept in
 * ~/.cache/mall/), and its builds registered beside the current ones for the version-skew tests.
 */
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, releasesWithout } from './stack';

export interface PreviousRelease {
  commit: string;
  /** the release's exported and built tree (its shell server runs from there) */
  dir: string;
  /** its builds as releases: registry.json and <app>/<version>/ */
  releasesDir: string;
}

interface Registry {
  apps: Record<string, { current: string | null; releases: Record<string, object> }>;
}

/** scripts/releases/build-release.mjs: plain JS, imported by path like scripts/stack.mjs. */
interface ReleaseTool {
  readRegistry(dir: string): Registry;
  writeRegistry(registry: Registry, dir: string): void;
  recordBuild(registry: Registry, app: string, descriptor: object, opts: { makeCurrent: boolean }): void;
}

const importScript = <T>(file: string) => import(/* @vite-ignore */ path.join(REPO_ROOT, file)) as Promise<T>;

/** Builds the previous release unless it is built already (minutes the first time, nothing after). */
export async function previousRelease(): Promise<PreviousRelease> {
  const { buildPrevious } = await importScript<{ buildPrevious(): Promise<PreviousRelease> }>(
    'scripts/releases/build-previous.mjs',
  );
  return buildPrevious();
}

/**
 * The current releases copied to a temp dir, with the previous release's build of each of `apps`
 * copied and registered beside them (not current: a release manager promotes it). Answers the dir
 * and the previous version of each app.
 */
export async function releasesWithPrevious(
  previous: PreviousRelease,
  apps: string[],
  tmpDir: string,
): Promise<{ dir: string; versions: Record<string, string> }> {
  const tool = await importScript<ReleaseTool>('scripts/releases/build-release.mjs');
  const dir = releasesWithout([], tmpDir);
  const registry = tool.readRegistry(dir);
  const old = tool.readRegistry(previous.releasesDir);
  const versions: Record<string, string> = {};
  for (const app of apps) {
    const version = old.apps[app]?.current;
    if (!version) throw new Error(`the previous release has no build of ${app}`);
    fs.cpSync(path.join(previous.releasesDir, app, version), path.join(dir, app, version), { recursive: true });
    tool.recordBuild(registry, app, { version, ...old.apps[app].releases[version] }, { makeCurrent: false });
    versions[app] = version;
  }
  tool.writeRegistry(registry, dir);
  return { dir, versions };
}
