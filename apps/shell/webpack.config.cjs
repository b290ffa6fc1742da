const path = require('node:path');
const { createAppConfig, runtimeCoreConfig } = require('@mall/mf-config');

const outDir = path.join(__dirname, 'dist/client');
const publicPath = '/assets/shell/';

// The host's browser build: root config + chrome. Remotes are registered at run time.
const config = createAppConfig({
  appDir: __dirname,
  name: 'mall_shell',
  entry: { shell: './src/browser/index.ts' },
  outDir,
  publicPath,
  eagerShared: true,
});
config.name = 'shell';
config.output.filename = '[name].js';
// built after the host (whose `clean` would remove it), into the same folder
module.exports = [config, { ...runtimeCoreConfig({ outDir, publicPath }), name: 'mf-runtime-core', dependencies: ['shell'] }];
