import { useState } from 'react';
import { catalogApi } from '@mall/api-client';
import { useApi } from '@mall/app-kit';
import { useRequireLogin, useResumeAfterLogin } from './use-require-login';

/** Follow/unfollow a shop (a guest gets the login dialog); the fan count follows. */
export function useFollowShop(merId: number, initial: { on: boolean; fans: number }) {
  const api = useApi();
  const requireLogin = useRequireLogin();
  const [follow, setFollow] = useState(initial);
  const intent = `follow:${merId}`;
  const toggle = async () => {
    if (!requireLogin({ name: intent })) return;
    const c = catalogApi(api);
    try {
      await (follow.on ? c.unrelate(10, merId) : c.relate(10, merId));
      setFollow({ on: !follow.on, fans: follow.fans + (follow.on ? -1 : 1) });
    } catch {
      // a lost session opens the login dialog (api client)
    }
  };
  useResumeAfterLogin(intent, () => {
    if (!follow.on) void toggle();
  });
  return { ...follow, toggle };
}
