const path = require('node:path');
const { createAppConfig } = require('@mall/mf-config');

// The host's browser build: root config + chrome. Remotes are registered at run time.
const config = createAppConfig({
  appDir: __dirname,
  name: 'mall_shell',
  entry: { shell: './src/browser/index.ts' },
  outDir: path.join(__dirname, 'dist/client'),
  publicPath: '/assets/shell/',
});
config.output.filename = '[name].js';
module.exports = config;
