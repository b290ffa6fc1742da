import React, { type ComponentType } from 'react';
import ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
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

/** single-spa lifecycles of a remote: hydrates server HTML once, renders fresh after. */
export function createRemoteLifecycles({ app, cacheKey, Root }: RemoteAppOptions) {
  const cache = createAppCache(cacheKey);
  function Wrapped(props: MallAppProps) {
    return (
      <CacheProvider value={cache}>
        <MallProvider store={props.store} api={props.api}>
          <Root {...props} />
        </MallProvider>
      </CacheProvider>
    );
  }
  const lifecycles = singleSpaReact({
    React,
    ReactDOMClient,
    rootComponent: Wrapped,
    domElementGetter: () => container(app),
    // Hydrate only what the server rendered (data-ssr), and only once: a remount renders fresh,
    // and a skeleton or error box the server left is replaced.
    renderType: () => {
      const el = container(app);
      if (el.dataset.ssr !== '1') return 'createRoot';
      delete el.dataset.ssr;
      return 'hydrateRoot';
    },
    errorBoundary: (error: Error) => <ErrorBox message={error.message} onRetry={() => window.location.reload()} />,
  });
  return {
    ...lifecycles,
    // React leaves what it did not render itself in the container (e.g. the image preload links a
    // server render puts before the page): an unmounted app leaves an empty container.
    unmount: async (props: Parameters<typeof lifecycles.unmount>[0]) => {
      await lifecycles.unmount(props);
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
