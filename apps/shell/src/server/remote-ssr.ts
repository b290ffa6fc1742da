import React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMServer from 'react-dom/server';
import * as JsxRuntime from 'react/jsx-runtime';
import { createInstance } from '@module-federation/enhanced/runtime';
import type { RemoteSsrModule } from '@mall/shared-state';

const reactVersion = React.version;
const singleton = (lib: unknown) => ({
  version: reactVersion,
  lib: () => lib,
  shareConfig: { singleton: true, requiredVersion: `^${reactVersion.split('.')[0]}.0.0` },
});

/** One federation instance for the server; remotes render with the server's own React. */
const federation = createInstance({
  name: 'mall_shell_server',
  remotes: [],
  shared: {
    react: singleton(React),
    'react/jsx-runtime': singleton(JsxRuntime),
    'react-dom': singleton(ReactDOM),
    'react-dom/server': singleton(ReactDOMServer),
  },
});

const registered = new Map<string, string>();

/** Loads `<container>/ssr` from the given node entry, re-registering when the release moved. */
export async function loadSsrModule(container: string, entry: string): Promise<RemoteSsrModule> {
  if (registered.get(container) !== entry) {
    federation.registerRemotes([{ name: container, entry, type: 'commonjs-module' }], { force: registered.has(container) });
    registered.set(container, entry);
  }
  const mod = await federation.loadRemote<RemoteSsrModule>(`${container}/ssr`);
  if (!mod || typeof mod.render !== 'function') throw new Error(`${container}/ssr has no render()`);
  return mod;
}
