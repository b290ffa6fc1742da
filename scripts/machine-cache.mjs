// The machine's build cache, shared by every clone on it (CI clones afresh each run): builds whose
// inputs did not change are not made again. MALL_BUILD_CACHE, else $XDG_CACHE_HOME/mall, else
// ~/.cache/mall. Deleting it is always safe: everything in it is built again on demand.
import os from 'node:os';
import path from 'node:path';

export const machineCacheDir = () =>
  process.env.MALL_BUILD_CACHE ?? path.join(process.env.XDG_CACHE_HOME ?? path.join(os.homedir(), '.cache'), 'mall');
