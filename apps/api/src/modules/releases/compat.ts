import semver from 'semver';
import { ApiError } from '../../http/envelope';

/**
 * A remote fits the shell when every singleton both share is provided by the shell in a version
 * the remote accepts (e.g. a remote built for React 20 cannot run on the shell's React 19).
 * `required`: name → range the remote needs; `provided`: name → version the shell ships.
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

export function checkCompatible(required: Record<string, string>, provided: Record<string, string>) {
  const problems = incompatibilities(required, provided);
  if (problems.length > 0) throw new ApiError(400, `共享依赖与商城外壳不兼容：${problems.join('；')}`);
}
