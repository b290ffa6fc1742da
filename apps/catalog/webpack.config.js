const { createAppConfig } = require('@mall/mf-config');

const exposes = { './app': './src/bootstrap/spa.tsx' };

module.exports = [
  createAppConfig({ appDir: __dirname, name: 'mall_catalog', exposes }),
  createAppConfig({ appDir: __dirname, name: 'mall_catalog', target: 'node', exposes: { './ssr': './src/bootstrap/ssr.tsx' } }),
];
