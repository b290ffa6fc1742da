import { useEffect, useState } from 'react';
import type { Region } from '@mall/api-client';
import { useAddressApi } from './use-address-api';

/**
 * The children of a region (0: the provinces) from the regions API; null while they load or
 * while the parent is not chosen (`pid` is -1 then), so a list is never shown under the wrong parent.
 */
export function useRegionChildren(pid: number): Region[] | null {
  const address = useAddressApi();
  const [loaded, setLoaded] = useState<{ pid: number; list: Region[] } | null>(null);
  useEffect(() => {
    if (pid < 0) return;
    let live = true;
    address.regions(pid).then(
      (list) => live && setLoaded({ pid, list }),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [address, pid]);
  return loaded && loaded.pid === pid ? loaded.list : null;
}
