const path = require('node:path');
// Pinned in package.json: webpack 5.101.3 with @module-federation/enhanced 2.9.2 and
// @module-federation/node 2.7.52, a set proven together here. Newer webpack 5 releases break
// MF 2.9.x at load time: "Cannot find module 'webpack/lib/util/extractUrlAndGlobal'".
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { DefinePlugin, NormalModuleReplacementPlugin } = require('webpack');
const { RoutesManifestPlugin } = require('./routes-manifest');
const { sharedConfig } = require('./shared');

const production = process.env.NODE_ENV !== 'development';
/**
 * The browser runtime without the snapshot plugin (DESIGN §9): remotes are registered by their
 * remoteEntry.js, never by mf-manifest.json.
 */
const WEB_OPTIMIZATION = { target: 'web', disableSnapshot: true };
/**
 * No app imports a remote's module at build time (the shell registers and loads the remotes with
 * the runtime API, `registerRemotes` / `loadRemote`), so the containers' bundler runtime leaves
 * out its handler of build-time remotes. Not for the shared runtime core, which loads them.
 */
const CONTAINER_OPTIMIZATION = { ...WEB_OPTIMIZATION, disableRemote: true };
/**
 * The browsers the mall serves run ES2020 (the sources are compiled to it, tsRule): webpack's own
 * runtime code and the minifier's output use it too (arrow functions, const, destructuring…).
 */
const WEB_TARGET = ['web', 'es2020'];
/** axios's fetch adapter (4 KB gzip of the shell), which a browser never uses: see the stand-in. */
const AXIOS_FETCH_ADAPTER = /[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
const AXIOS_WITHOUT_FETCH = path.resolve(__dirname, 'axios-without-fetch-adapter.mjs');
/** hoist-non-react-statics with react-is 16 (1.2 KB gzip of the shell), for emotion's withTheme: see the stand-in. */
const HOIST_STATICS = /[\\/]hoist-non-react-statics[\\/]dist[\\/]hoist-non-react-statics\.cjs\.js$/;
const HOIST_STATICS_SMALL = path.resolve(__dirname, 'hoist-non-react-statics.mjs');
const EMOTION_JSX_RUNTIME = path.resolve(__dirname, '../../app-kit/src/emotion-jsx-runtime.ts');

/** react-router's dist files (see the loader). */
function reactRouterPureRule() {
  return { test: /[\\/]react-router[\\/]dist[\\/].*\.mjs$/, loader: require.resolve('./react-router-pure-loader') };
}

function tsRule() {
  return {
    test: /\.[cm]?[jt]sx?$/,
    exclude: /node_modules/,
    loader: require.resolve('esbuild-loader'),
    options: { target: 'es2020', jsx: 'automatic', jsxImportSource: '@emotion/react' },
  };
}

/**
 * The workspace packages (packages/*: @mall/ui, @mall/api-client, ...) do nothing on import, so
 * a module whose exports an app does not use is dropped, not kept for its module-level code
 * (e.g. the emotion styles of a @mall/ui component the app never renders).
 */
function workspacePackagesRule() {
  return { include: path.resolve(__dirname, '../..'), exclude: /node_modules/, sideEffects: false };
}

/**
 * One webpack config for any app of the mall.
 * target 'web': the browser build (remoteEntry.js + mf-manifest.json).
 * target 'node': the server build for SSR (async-node, commonjs-module).
 */
/**
 * `eagerShared`: for the host, whose shared libraries every page needs at once: they go into its
 * first bundle instead of one request each.
 */
function createAppConfig({
  appDir,
  name,
  exposes = {},
  target = 'web',
  entry,
  outDir,
  publicPath,
  eagerShared = false,
}) {
  const node = target === 'node';
  const federation = {
    name,
    filename: 'remoteEntry.js',
    exposes,
    shared: sharedConfig(appDir, { eager: eagerShared }),
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: node ? false : { fileName: 'mf-manifest.json' },
    // the browser containers share one runtime, loaded by the page first (runtimeCoreConfig);
    // `target: 'web'` drops the runtime's Node script loaders from the browser builds
    experiments: { asyncStartup: true, externalRuntime: !node, ...(!node && { optimization: CONTAINER_OPTIMIZATION }) },
  };
  if (node) {
    federation.library = { type: 'commonjs-module', name };
    federation.runtimePlugins = [require.resolve('@module-federation/node/runtimePlugin')];
    federation.remoteType = 'script';
  }
  return {
    mode: production ? 'production' : 'development',
    devtool: production ? false : 'source-map',
    target: node ? 'async-node' : WEB_TARGET,
    context: appDir,
    entry: entry ?? {},
    output: {
      path: outDir ?? path.join(appDir, 'dist', node ? 'node' : 'web'),
      publicPath: publicPath ?? 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.jsx', '.js', '.mjs', '.json'],
      // emotion's JSX runtime from shared modules only (see @mall/app-kit's emotion-jsx-runtime.ts)
      ...(!node && { alias: { '@emotion/react/jsx-runtime$': EMOTION_JSX_RUNTIME } }),
    },
    module: { rules: [tsRule(), workspacePackagesRule(), ...(node ? [] : [reactRouterPureRule()])] },
    optimization: { minimize: production && !node },
    performance: { hints: false },
    plugins: [
      new ModuleFederationPlugin(federation),
      ...(node
        ? []
        : [
            new NormalModuleReplacementPlugin(AXIOS_FETCH_ADAPTER, AXIOS_WITHOUT_FETCH),
            new NormalModuleReplacementPlugin(HOIST_STATICS, HOIST_STATICS_SMALL),
            new RoutesManifestPlugin(appDir),
          ]),
    ],
    stats: 'errors-warnings',
  };
}

/** The small script that provides the shared Module Federation runtime to every browser container. */
function runtimeCoreConfig({ outDir, publicPath }) {
  return {
    mode: production ? 'production' : 'development',
    devtool: false,
    target: WEB_TARGET,
    entry: { 'mf-runtime-core': require.resolve('./runtime-core-global.mjs') },
    output: { path: outDir, publicPath, filename: '[name].js', clean: false },
    optimization: { minimize: production },
    performance: { hints: false },
    // what ModuleFederationPlugin defines for the containers' copy of the runtime (WEB_OPTIMIZATION)
    plugins: [
      new DefinePlugin({
        ENV_TARGET: JSON.stringify(WEB_OPTIMIZATION.target),
        FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: WEB_OPTIMIZATION.disableSnapshot,
      }),
    ],
    stats: 'errors-warnings',
  };
}

module.exports = { createAppConfig, runtimeCoreConfig };
