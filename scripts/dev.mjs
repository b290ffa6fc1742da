#!/usr/bin/env node
// pnpm dev <app> [--mall <url>]: one remote in watch mode, served to a running mall from this
// machine; README "Team workflow". Only the browser that opened the printed override URL loads it.
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveRemote } from './dev/serve-remote.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** each remote's fixed port, so an override URL stays valid from one session to the next */
const PORTS = { catalog: 5101, auth: 5102, 'user-center': 5103, checkout: 5104 };

const [app, ...rest] = process.argv.slice(2);
if (!PORTS[app]) {
  console.error(`✗ 用法：pnpm dev <${Object.keys(PORTS).join('|')}> [--mall http://localhost:3000]`);
  process.exit(1);
}
const mallFlag = rest.indexOf('--mall');
const mall = (mallFlag >= 0 ? rest[mallFlag + 1] : process.env.MALL_URL ?? 'http://localhost:3000').replace(/\/$/, '');

// development mode (no minifying, readable chunk names) is read by @mall/mf-config when loaded
process.env.NODE_ENV = 'development';
const appDir = path.join(root, 'apps', app);
const requireFromApp = createRequire(path.join(appDir, 'package.json'));
const webpack = createRequire(path.join(root, 'packages/mf-config/package.json'))('webpack');
const configs = [requireFromApp(path.join(appDir, 'webpack.config.js'))].flat();
// the browser build only, into its own folder: dist/web stays the build that gets published
const outDir = path.join(appDir, 'dist/dev');
const web = configs.filter((c) => c.target === 'web').map((c) => ({ ...c, output: { ...c.output, path: outDir } }));

const server = await serveRemote({ dir: outDir, port: PORTS[app] });
const overrideUrl = `${mall}/__dev/override?app=${app}&url=${encodeURIComponent(server.url)}`;
console.log(`[dev] ${app}: ${server.url}/remoteEntry.js（监听修改，保存即重新构建并刷新浏览器）`);

let first = true;
const watching = webpack(web).watch({ aggregateTimeout: 200 }, (err, stats) => {
  if (err) return console.error(err);
  const info = stats.toString({ preset: 'errors-warnings', colors: true });
  if (info.trim()) console.log(info);
  if (stats.hasErrors()) return console.log(`[dev] ${app} 构建失败，修正后自动重试`);
  const ms = stats.stats.map((s) => s.endTime - s.startTime).join(' + ');
  console.log(`[dev] ${app} 已构建（${ms} ms）`);
  if (first) {
    first = false;
    console.log(`\n  在浏览器打开 / open in your browser:\n  ${overrideUrl}\n  恢复线上版本 / back to the release: ${mall}/__dev/override/clear\n`);
  } else {
    server.built();
  }
});

const stop = () => watching.close(() => server.close().then(() => process.exit(0)));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
