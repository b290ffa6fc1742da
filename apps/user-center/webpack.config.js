const { createAppConfig } = require('@mall/mf-config');

module.exports = createAppConfig({ appDir: __dirname, name: 'mall_user_center', exposes: { './app': './src/bootstrap/spa.tsx' } });
