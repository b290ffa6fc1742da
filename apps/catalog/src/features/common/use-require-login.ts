import { useMallState, useMallStore } from '@mall/app-kit';

/** Opens the login dialog for a guest (remembering this page); true when logged in. */
export function useRequireLogin() {
  const store = useMallStore();
  const loggedIn = useMallState((s) => Boolean(s.users));
  return () => {
    if (loggedIn) return true;
    store.getState().openLogin(window.location.pathname + window.location.search);
    return false;
  };
}
