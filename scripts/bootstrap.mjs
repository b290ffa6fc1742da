#!/usr/bin/env node
// Installs what the mall needs on a machine that has only Node 20 and npm:
// pnpm (pinned by package.json), the workspace's dependencies and, for tests (--test),
// Debian's chromium and fonts-noto-cjk when they are missing.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const forTests = process.argv.includes('--test');
const run = (cmd) => execSync(cmd, { stdio: 'inherit', cwd: root });
const has = (cmd) => {
  try {
    execSync(`command -v ${cmd}`, { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

const pnpmVersion = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')).packageManager.split('@')[1];
const currentPnpm = has('pnpm') ? execSync('pnpm --version', { encoding: 'utf8' }).trim() : '';
if (currentPnpm !== pnpmVersion) {
  console.log(`[bootstrap] installing pnpm ${pnpmVersion}`);
  run(`npm install -g pnpm@${pnpmVersion}`);
}

run('pnpm install --frozen-lockfile --prefer-offline');

function debPackageInstalled(name) {
  try {
    return execSync(`dpkg-query -W -f='\${Status}' ${name}`, { encoding: 'utf8' }).includes('install ok installed');
  } catch {
    return false;
  }
}

if (forTests) {
  const missing = [];
  if (!existsSync('/usr/bin/chromium')) missing.push('chromium');
  if (!debPackageInstalled('fonts-noto-cjk')) missing.push('fonts-noto-cjk');
  if (missing.length) {
    console.log(`[bootstrap] installing ${missing.join(' ')} from Debian`);
    const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
    run(`${sudo}apt-get update`);
    run(`${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing.join(' ')}`);
  }
}
