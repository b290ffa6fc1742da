import { incompatibilities } from '@mall/release-compat';
import { ApiError } from '../../http/envelope';

/** Refuses a pairing of remote and shell that would break in the browser; `remote` names the remote when it is not the one being promoted. */
export function checkCompatible(required: Record<string, string>, provided: Record<string, string>, remote?: string) {
  const problems = incompatibilities(required, provided);
  if (problems.length === 0) return;
  const subject = remote ? `在线的 ${remote} ` : '';
  throw new ApiError(400, `${subject}共享依赖与商城外壳不兼容：${problems.join('；')}`);
}
