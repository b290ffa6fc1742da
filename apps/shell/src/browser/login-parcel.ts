import { mountRootParcel, type ParcelConfig } from 'single-spa';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { remoteContainerName, type MallApi, type MallStore, type RouteTable } from '@mall/shared-state';

/**
 * Mounts the login dialog parcel the first time the login flag turns on. The app that owns the
 * login page (/login, where a guest is sent) provides it as `./login-dialog`.
 */
export function mountLoginDialogOnDemand(store: MallStore, api: MallApi, routes: RouteTable): void {
  let mounted = false;
  const mountDialog = async () => {
    mounted = true;
    try {
      const owner = routes.owner('/login')?.app;
      if (!owner) throw new Error('no app owns /login');
      const parcel = await loadRemote<ParcelConfig>(`${remoteContainerName(owner)}/login-dialog`);
      if (!parcel) throw new Error(`${owner} exposes no login dialog`);
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
