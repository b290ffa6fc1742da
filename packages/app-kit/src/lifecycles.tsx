import { Component, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { CacheProvider } from '@emotion/react';
import { containerId, type MallAppProps } from '@mall/shared-state';
import { ErrorBox } from '@mall/ui';
import { MallProvider } from './context';
import { createAppCache } from './emotion';

export interface RemoteAppOptions {
  app: string;
  cacheKey: string;
  Root: ComponentType<MallAppProps>;
}

function container(app: string): HTMLElement {
  const el = document.getElementById(containerId(app));
  if (!el) throw new Error(`container #${containerId(app)} is missing`);
  return el;
}

/**
 * The app's root once React has committed it: its mount (or update) is done on the task after,
 * as single-spa-react had it.
 */
class Committed extends Component<{ done: () => void; children: ReactNode }> {
  componentDidMount() {
    setTimeout(this.props.done);
  }
  componentDidUpdate() {
    setTimeout(this.props.done);
  }
  render() {
    return this.props.children;
  }
}

/** What a render error inside the app leaves in its area: the error box, with a retry. */
class AppErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  state = { error: null as Error | null };
  componentDidCatch(error: Error) {
    this.setState({ error });
  }
  render() {
    const { error } = this.state;
    return error ? <ErrorBox message={error.message} onRetry={() => window.location.reload()} /> : this.props.children;
  }
}

/**
 * single-spa lifecycles of a remote: hydrates server HTML once, renders fresh after. Written here
 * rather than made with single-spa-react, whose options for React 15 to 18, parcels and context
 * this mall does not use: 2.2 KB gzip less on every page that mounts a remote (measured on `/`).
 */
export function createRemoteLifecycles({ app, cacheKey, Root }: RemoteAppOptions) {
  const cache = createAppCache(cacheKey);
  let root: Root | null = null;
  const element = (props: MallAppProps, done: () => void) => (
    <Committed done={done}>
      <AppErrorBoundary>
        <CacheProvider value={cache}>
          <MallProvider store={props.store} api={props.api}>
            <Root {...props} />
          </MallProvider>
        </CacheProvider>
      </AppErrorBoundary>
    </Committed>
  );
  return {
    bootstrap: async () => {},
    mount: (props: MallAppProps) =>
      new Promise<void>((resolve) => {
        const el = container(app);
        // Hydrate only what the server rendered (data-ssr), and only once: a remount renders fresh,
        // and a skeleton or error box the server left is replaced.
        if (el.dataset.ssr === '1') {
          delete el.dataset.ssr;
          root = hydrateRoot(el, element(props, resolve));
        } else {
          root = createRoot(el);
          root.render(element(props, resolve));
        }
      }),
    update: (props: MallAppProps) => new Promise<void>((resolve) => root?.render(element(props, resolve))),
    // React leaves what it did not render itself in the container (e.g. the image preload links a
    // server render puts before the page): an unmounted app leaves an empty container.
    unmount: async () => {
      root?.unmount();
      root = null;
      container(app).replaceChildren();
    },
  };
}

/** Lifecycles of a client-rendered remote whose pages are plain <Routes> under a BrowserRouter. */
export function createRoutedRemoteLifecycles({ app, cacheKey, Routes }: Omit<RemoteAppOptions, 'Root'> & { Routes: ComponentType }) {
  function Root() {
    return (
      <BrowserRouter>
        <Routes />
      </BrowserRouter>
    );
  }
  return createRemoteLifecycles({ app, cacheKey, Root });
}
