import { useState } from 'react';
import { catalogApi } from '@mall/api-client';
import { useApi } from '@mall/app-kit';
import { useRequireLogin } from './use-require-login';

/** Follow/unfollow a shop (a guest gets the login dialog); the fan count follows. */
export function useFollowShop(merId: number, initial: { on: boolean; fans: number }) {
  const api = useApi();
  const requireLogin = useRequireLogin();
  const [follow, setFollow] = useState(initial);
  const toggle = async () => {
    if (!requireLogin()) return;
    const c = catalogApi(api);
    try {
      await (follow.on ? c.unrelate(10, merId) : c.relate(10, merId));
      setFollow({ on: !follow.on, fans: follow.fans + (follow.on ? -1 : 1) });
    } catch {
      // a lost session opens the login dialog (api client)
    }
  };
  return { ...follow, toggle };
}
