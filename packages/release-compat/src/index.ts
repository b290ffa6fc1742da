import semver from 'semver';

/**
 * What keeps a remote from running on a shell: every singleton both share must be provided by
 * the shell in a version the remote accepts (a remote built for React 20, or for a newer minor of
 * the shared-state contract, cannot run on a shell that ships less). `required`: name → range the
 * remote was built against; `provided`: name → version the shell ships. One Chinese line a problem.
 */
export function incompatibilities(required: Record<string, string>, provided: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const [name, range] of Object.entries(required)) {
    const version = provided[name];
    if (!version) continue;
    if (!semver.validRange(range) || !semver.satisfies(version, range)) {
      problems.push(`${name} 需要 ${range}，商城外壳提供 ${version}`);
    }
  }
  return problems;
}

/** The singletons a Module Federation build's mf-manifest.json shares, by one of its fields. */
export function sharedOfManifest(
  manifest: { shared?: { name: string; version?: string; requiredVersion?: string }[] },
  field: 'version' | 'requiredVersion',
): Record<string, string> {
  return Object.fromEntries(
    (manifest.shared ?? []).filter((s) => s[field]).map((s) => [s.name, s[field] as string]),
  );
}
export { routeCollisions } from './routes';
