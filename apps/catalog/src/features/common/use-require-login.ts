import { useEffect, useEffectEvent } from 'react';
import { useMallState, useMallStore } from '@mall/app-kit';
import { rememberAfterLogin, takeAfterLogin } from './after-login';

/**
 * Opens the login dialog for a guest (remembering this page); true when logged in. With an
 * `action`, what the guest was doing is remembered too, for `useResumeAfterLogin` to complete.
 */
export function useRequireLogin() {
  const store = useMallStore();
  const loggedIn = useMallState((s) => Boolean(s.users));
  return (action?: { name: string; data?: unknown }) => {
    if (loggedIn) return true;
    if (action) rememberAfterLogin(action.name, action.data ?? null);
    store.getState().openLogin(window.location.pathname + window.location.search);
    return false;
  };
}

/**
 * Once the shopper is logged in on this page, completes the action `name` they began as a guest
 * (`accept`: whether this part of the page is the one to complete it). `loaded` is what that part
 * has loaded so far (a list fetched after the page mounted, as a comparable key): until the action
 * is taken, it is looked for again each time that changes.
 */
export function useResumeAfterLogin<T>(
  name: string,
  resume: (data: T) => void,
  accept?: (data: T) => boolean,
  loaded?: string,
) {
  const loggedIn = useMallState((s) => Boolean(s.users));
  const onResume = useEffectEvent(resume);
  const onAccept = useEffectEvent((data: T) => accept?.(data) ?? true);
  useEffect(() => {
    if (!loggedIn) return;
    const data = takeAfterLogin<T>(name, onAccept);
    if (data !== null) onResume(data);
  }, [loggedIn, name, loaded]);
}
