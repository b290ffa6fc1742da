import { useState } from 'react';
import { liveApi } from '@mall/api-client';
import { useApi } from '@mall/app-kit';
import { useRequireLogin } from '../common/use-require-login';

/** Follow/unfollow an anchor (a guest gets the login dialog); the fan count is the server's. */
export function useFollowAnchor(anchorId: number, initial: { is_follow: boolean; fans: number }) {
  const api = useApi();
  const requireLogin = useRequireLogin();
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const toggle = async () => {
    if (!requireLogin() || busy) return;
    setBusy(true);
    try {
      const l = liveApi(api);
      setState(await (state.is_follow ? l.unfollow(anchorId) : l.follow(anchorId)));
    } catch {
      // a lost session opens the login dialog (api client)
    } finally {
      setBusy(false);
    }
  };
  return { ...state, busy, toggle };
}
