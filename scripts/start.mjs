#!/usr/bin/env node
// `npm start`: runs the whole mall on the embedded database with demo data.
// `--dev`: the shell out of production mode, so that `pnpm dev <app>` can override one remote.
import { startStack } from './stack.mjs';

const port = Number(process.env.PORT ?? 3000);
const dev = process.argv.includes('--dev');
console.log('[start] starting the API (first start migrates and seeds the demo mall) and the shell…');
const stack = await startStack({
  port,
  apiPort: Number(process.env.API_PORT ?? 3001),
  ...(dev && { shellEnv: { NODE_ENV: 'development' } }),
});
console.log(`\n  商城已启动 / The mall is running: http://localhost:${port}\n`);
if (dev) console.log('  开发路由已开启 / dev routes on: pnpm dev <catalog|auth|user-center|checkout>\n');
const shutdown = async () => {
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
