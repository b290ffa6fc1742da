#!/usr/bin/env node
// pnpm release <command>: the release manager's tool (README "Releases").
//   publish <app>            build that app only, copy it to releases/<app>/<version>/, register it
//   promote <app> <version>  make a registered version current (manifest and singletons checked)
//   rollback <app>           current ← previous
//   status                   apps, current, previous, versions
//   pin <app> <version>      a QA cookie that pins a candidate version for one browser
// The API (API_URL, default http://127.0.0.1:3001) holds the registry; the key comes from
// MALL_RELEASE_KEY or the local key file the API writes (data/release-key).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  buildRelease,
  HOST,
  readRegistry,
  recordBuild,
  REMOTES,
  root,
  writeRegistry,
} from './releases/build-release.mjs';
import { pinCookie } from '../apps/shell/src/server/release-pin.ts';

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:3001';
const APPS = [HOST, ...REMOTES];

function releaseKey() {
  if (process.env.MALL_RELEASE_KEY) return process.env.MALL_RELEASE_KEY;
  const file = process.env.RELEASE_KEY_FILE ?? path.join(root, 'data/release-key');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fail(`没有发布密钥：请设置 MALL_RELEASE_KEY，或先启动一次 API（它会生成 ${file}）`);
  }
}

function fail(message) {
  console.error(`✗ ${message}`);
  process.exit(1);
}

async function call(method, urlPath, body) {
  let res;
  try {
    res = await fetch(`${apiUrl}${urlPath}`, {
      method,
      headers: {
        'content-type': 'application/json',
        'X-Release-Key': releaseKey(),
        'X-Release-Actor':
          os
            .userInfo()
            .username.replace(/[^\w.@-]/g, '')
            .slice(0, 64) || 'unknown',
      },
      body: method === 'GET' ? undefined : JSON.stringify(body ?? {}),
    });
  } catch (err) {
    fail(`无法连接发布注册表 ${apiUrl}：${err.cause?.code ?? err.message}`);
  }
  const answer = await res.json();
  if (answer.status !== 200) fail(answer.message);
  return answer;
}

function appArg(app) {
  if (!APPS.includes(app)) fail(`未知应用 ${app ?? ''}：可选 ${APPS.join(', ')}`);
  return app;
}

const commands = {
  async publish(app) {
    appArg(app);
    const built = spawnSync('pnpm', ['--filter', `@mall/${app}`, 'run', 'build'], { cwd: root, stdio: 'inherit' });
    if (built.status !== 0) fail(`${app} 构建失败`);
    const release = buildRelease(app);
    const registry = readRegistry();
    recordBuild(registry, app, release, { makeCurrent: false });
    writeRegistry(registry);
    const answer = await call('POST', `/api/releases/${app}/versions`, release);
    console.log(
      `✓ ${app} ${release.version} ${answer.message}（上线：pnpm release promote ${app} ${release.version}）`,
    );
  },
  async promote(app, version) {
    appArg(app);
    if (!version) fail('用法：pnpm release promote <app> <version>');
    const { data, message } = await call('POST', `/api/releases/${app}/promote`, { version });
    console.log(`✓ ${app} ${message}：${data.current}（上一个：${data.previous ?? '无'}）`);
  },
  async rollback(app) {
    appArg(app);
    const { data, message } = await call('POST', `/api/releases/${app}/rollback`);
    console.log(`✓ ${app} ${message}：${data.current}（上一个：${data.previous}）`);
  },
  async status() {
    const { data } = await call('GET', '/api/releases/status');
    console.table(
      data.apps.map((a) => ({
        app: a.app,
        current: a.current ?? '-',
        previous: a.previous ?? '-',
        versions: a.versions.length,
      })),
    );
    for (const a of data.apps) console.log(`${a.app}: ${a.versions.join(', ')}`);
  },
  async pin(app, version) {
    appArg(app);
    if (!version) fail('用法：pnpm release pin <app> <version>');
    console.log(pinCookie(app, version, releaseKey()));
  },
};

const [command, ...args] = process.argv.slice(2);
if (!commands[command]) fail(`用法：pnpm release publish|promote|rollback|status|pin …`);
await commands[command](...args);
