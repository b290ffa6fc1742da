const { createAppConfig } = require('@mall/mf-config');

module.exports = createAppConfig({ appDir: __dirname, name: 'mall_checkout', exposes: { './app': './src/bootstrap/spa.tsx' } });
