/**
 * The singletons every app shares (DESIGN §3). `requiredVersion` is explicit because
 * `workspace:*` yields no range; the ranges are read from the app's own package.json.
 */
const SINGLETONS = ['react', 'react-dom', '@emotion/react', '@emotion/cache', 'zustand', '@mall/shared-state'];
/**
 * Prefix entries so deep imports (react/jsx-runtime, react-dom/client) share too. The browser
 * builds take `@emotion/react/jsx-runtime` from @mall/app-kit, made of shared modules (webpack.js).
 */
const PREFIXED = ['react', 'react-dom'];
/**
 * Singletons for the apps that depend on them, never eager, not even in the host (each loads when
 * first needed):
 * - i18next is the remotes' (the shell's chrome has its own small translator), provided by
 *   whichever loads first, and each app still makes its own instance from its own catalogues
 *   (@mall/app-kit/i18n). react-i18next stays in each bundle: shared it could not be tree-shaken
 *   and `/` grew by 5 KB gzip, more than the 3.5 KB the login dialog saved (measured with Chromium).
 * - @mall/realtime: the shell loads it only when a signed-in shopper's top bar needs its socket;
 *   one copy per page lets the apps share one connection per socket path (`sharedRealtimeClient`).
 */
const SINGLETONS_IF_USED = ['i18next', '@mall/realtime'];

function installedVersion(name, appDir) {
  return require(require.resolve(`${name}/package.json`, { paths: [appDir] })).version;
}

function rangeFor(pkg, name, appDir) {
  const declared = { ...pkg.dependencies, ...pkg.devDependencies }[name];
  if (declared && !declared.startsWith('workspace:')) return declared;
  return `^${installedVersion(name, appDir)}`;
}

function sharedConfig(appDir, { eager = false } = {}) {
  const pkg = require(`${appDir}/package.json`);
  const shared = {};
  for (const name of SINGLETONS) {
    shared[name] = { singleton: true, eager, requiredVersion: rangeFor(pkg, name, appDir) };
  }
  for (const name of PREFIXED) {
    // the package's own version: a deep folder's package.json may have none (@emotion/react/jsx-runtime)
    const version = installedVersion(name, appDir);
    shared[`${name}/`] = { singleton: true, eager, requiredVersion: rangeFor(pkg, name, appDir), version };
  }
  for (const name of SINGLETONS_IF_USED) {
    if (pkg.dependencies?.[name])
      shared[name] = { singleton: true, eager: false, requiredVersion: rangeFor(pkg, name, appDir) };
  }
  return shared;
}

module.exports = { sharedConfig, SINGLETONS };
