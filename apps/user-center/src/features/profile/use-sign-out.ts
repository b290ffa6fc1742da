import { useMallStore } from '@mall/app-kit';
import { clearSession, navigateTo } from '@mall/shared-state';

/** Forgets the session in this page (after the server ended it) and goes home as a guest. */
export function useSignOut() {
  const store = useMallStore();
  return () => {
    clearSession();
    store.getState().signOut();
    navigateTo('/');
  };
}
