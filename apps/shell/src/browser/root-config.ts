import { registerApplication, setMountMaxTime, start, type LifeCycleFn, type LifeCycles } from 'single-spa';
import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import { createLazyApiClient } from '@mall/api-client/lazy';
import {
  clearSession,
  createMallStore,
  navigateTo,
  onMallEvent,
  rememberSpreadCode,
  remoteContainerName,
  type MallAppProps,
  type ReleaseDoc,
} from '@mall/shared-state';
import { routeTableOf } from '../routing/route-table';
import { releaseChanged } from './release-guard';
import type { BootData } from './boot';
import { chromeApp } from './chrome-app';
import { errorBoxApp, reloadOnceForChunkFailure } from './fallback-app';
import { interceptLinks } from './link-interceptor';
import { manageScroll } from './scroll-restoration';
import { mountLoginDialogOnDemand } from './login-parcel';
import { createLoadingBar, type LoadingBar } from './loading-bar';
import { reloadOnDevBuild } from './dev-reload';

async function loadApp(
  app: string,
  bar: LoadingBar,
  pageReleases: ReleaseDoc | null,
  blocked: string | undefined,
): Promise<LifeCycles<MallAppProps>> {
  if (blocked) {
    console.warn(`[mall] ${blocked}`);
    bar.fail();
    return errorBoxApp(app, new Error(blocked)) as LifeCycles<MallAppProps>;
  }
  try {
    const [changed, mod] = await Promise.all([
      pageReleases ? releaseChanged(app, pageReleases) : false,
      loadRemote<LifeCycles<MallAppProps>>(`${remoteContainerName(app)}/app`),
    ]);
    if (changed) {
      // the URL is already the new page's: a full load gets it with the new release
      location.reload();
      return new Promise(() => {});
    }
    if (!mod) throw new Error(`${app} exposes no app`);
    return withMountFallback(app, mod, bar);
  } catch (error) {
    console.warn(`[mall] ${app} failed to load`, error);
    if (reloadOnceForChunkFailure()) return new Promise(() => {});
    bar.fail();
    return errorBoxApp(app, error) as LifeCycles<MallAppProps>;
  }
}

/**
 * How long an app's mount may take before single-spa reports it as stuck (its default, 3 s, is
 * less than a page's first chunks and data take on a slow computer or connection; the loading
 * bar shows the wait, and a mount that fails shows the error box).
 */
const MOUNT_MAX_MS = 30_000;

type Step = LifeCycleFn<MallAppProps>;
const runAll = async (fns: Step | Step[], props: Parameters<Step>[0]) => {
  for (const fn of Array.isArray(fns) ? fns : [fns]) await fn(props);
};

/**
 * An app whose mount fails (a page chunk it loads while mounting fails to load or throws) shows
 * the error box in its area, as one that fails to load does, instead of leaving it as it was.
 */
function withMountFallback(app: string, mod: LifeCycles<MallAppProps>, bar: LoadingBar): LifeCycles<MallAppProps> {
  let failed: ReturnType<typeof errorBoxApp> | null = null;
  return {
    ...mod,
    mount: async (props) => {
      failed = null;
      try {
        await runAll(mod.mount, props);
      } catch (error) {
        console.warn(`[mall] ${app} failed to mount`, error);
        if (reloadOnceForChunkFailure()) return new Promise(() => {});
        bar.fail();
        failed = errorBoxApp(app, error);
        await failed.mount();
      }
    },
    // the app itself never mounted: only its error box is taken away
    unmount: (props) => (failed ? failed.unmount() : runAll(mod.unmount, props)),
  };
}

export function startMall(boot: BootData): void {
  setMountMaxTime(MOUNT_MAX_MS, false, MOUNT_MAX_MS);
  manageScroll();
  if (boot.devOverride) reloadOnDevBuild(boot.devOverride.url);
  // 重试 in an area the server could not render (no inline handlers under the page's CSP)
  document.addEventListener('click', (e) => {
    if ((e.target as Element | null)?.closest?.('[data-reload]')) location.reload();
  });
  rememberSpreadCode(location.search);
  const store = createMallStore(boot.state);
  // axios and the client's code load with the first call (a guest's home page makes none)
  const api = createLazyApiClient({
    baseURL: '',
    getToken: () => store.getState().token,
    // a shopper's page waits out a busy or restarting server rather than showing an error
    busyRetries: 2,
    // Spec §4: remember path and query, clear token and local storage, open the login dialog.
    onLoginRequired: () => {
      clearSession();
      store.getState().signOut();
      store.getState().openLogin(location.pathname + location.search);
    },
  });
  window.__MALL_DATA__ = boot.data;
  // Exposed so tests (and devtools) can check there is exactly one store in the page.
  (window as unknown as { __MALL_STORE__: unknown }).__MALL_STORE__ = store;

  registerRemotes(
    Object.entries(boot.releases).map(([app, release]) => ({
      name: remoteContainerName(app),
      entry: release.entry,
    })),
  );

  // the routes of the versions this page was rendered with (a path added since: the server's page)
  const routes = routeTableOf(boot.releases);
  // The page the server answered with an error page keeps it until the shopper navigates away.
  let errorPath: string | null = boot.errorPage ? location.pathname : null;
  // Spec §6: a guest navigating to a protected route goes to /login with the return path.
  window.addEventListener('single-spa:before-routing-event', (e) => {
    const { newUrl, cancelNavigation } = (e as CustomEvent<{ newUrl: string; cancelNavigation?: () => void }>).detail;
    const target = new URL(newUrl);
    if (!routes.owner(target.pathname)?.protected || store.getState().users) return;
    cancelNavigation?.();
    setTimeout(() => navigateTo(`/login?back=${encodeURIComponent(target.pathname + target.search)}`));
  });
  window.addEventListener('single-spa:before-routing-event', () => {
    if (errorPath && location.pathname !== errorPath) {
      errorPath = null;
      document.getElementById('mall-error')!.innerHTML = '';
    }
    // A path no app owns gets the server's 404 page (once: not when already showing it).
    if (location.pathname !== errorPath && !routes.owner(location.pathname)) location.reload();
  });

  const bar = createLoadingBar();
  window.addEventListener('single-spa:before-routing-event', (e) => {
    const { oldUrl, newUrl } = (e as CustomEvent<{ oldUrl: string; newUrl: string }>).detail;
    if (oldUrl !== newUrl) bar.start();
  });
  window.addEventListener('single-spa:routing-event', (e) => {
    const { oldUrl, newUrl } = (e as CustomEvent<{ oldUrl: string; newUrl: string }>).detail;
    if (oldUrl !== newUrl) bar.done();
  });
  // the path whose apps are mounted (their event handlers live): tests and tools wait for it
  window.addEventListener('single-spa:routing-event', () => {
    document.documentElement.dataset.mallRoute = location.pathname + location.search;
  });
  onMallEvent('shell:route-loading', () => bar.start());
  onMallEvent('shell:route-ready', () => bar.done());

  // the app the server rendered this page for is loaded in the versions it rendered; any other
  // app is checked against the current releases first
  const firstApp = routes.owner(location.pathname)?.app;
  const customProps = { store, api };
  registerApplication({ name: 'chrome', app: chromeApp(boot.chrome), activeWhen: () => true, customProps });
  for (const app of Object.keys(boot.releases)) {
    registerApplication<MallAppProps>({
      name: app,
      app: () => loadApp(app, bar, app === firstApp ? null : boot.releases, boot.releases[app]?.blocked),
      activeWhen: (loc) => loc.pathname !== errorPath && routes.owner(loc.pathname)?.app === app,
      customProps: { store, api } as unknown as MallAppProps,
    });
  }
  interceptLinks(routes);
  mountLoginDialogOnDemand(store, api, routes);
  start({ urlRerouteOnly: true });
}
