const { createAppConfig } = require('@mall/mf-config');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mall_auth',
  exposes: { './app': './src/bootstrap/spa.tsx', './login-dialog': './src/bootstrap/login-dialog.tsx' },
});
