import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteContainerName, type MallApi, type MallStore } from '@mall/shared-state';

/** Mounts auth's login dialog parcel the first time the login flag turns on. */
export function mountLoginDialogOnDemand(store: MallStore, api: MallApi): void {
  let mounted = false;
  const mountDialog = async () => {
    mounted = true;
    try {
      const parcel = await loadRemote<ParcelConfig>(`${remoteContainerName('auth')}/login-dialog`);
      if (!parcel) throw new Error('auth exposes no login dialog');
      mountRootParcel(parcel, { domElement: document.getElementById('mall-overlay')!, store, api });
    } catch (error) {
      mounted = false;
      console.warn('[mall] login dialog failed to load', error);
      window.location.assign(`/login?back=${encodeURIComponent(location.pathname + location.search)}`);
    }
  };
  if (store.getState().login) void mountDialog();
  store.subscribe((s) => {
    if (s.login && !mounted) void mountDialog();
  });
}
