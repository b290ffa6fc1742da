/**
 * One remote at a time for a developer (`pnpm dev <app>`): a browser that opened the override URL
 * loads catalog from a local development server (here a copy of the released build with its home
 * heading changed, served by the same server as `pnpm dev`), reloads when that server announces a
 * build, and clears it again; other browsers, non-local URLs and production mode get none of it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { openPage, settle, type OpenedPage } from '../support/page';
import {
  freePort,
  REPO_ROOT,
  RELEASES_DIR,
  sharedStackAndBrowser,
  startShellWorker,
  type SharedStack,
} from '../support/stack';
import { screenshot } from '../support/screenshot';

interface DevServer {
  url: string;
  built(): void;
  close(): Promise<void>;
}

const RELEASED = '精品推荐';
const DEV_V1 = '开发中的推荐';
const DEV_V2 = '改好了的推荐';

/** The shared stack: its shell runs in production mode. */
let stack: SharedStack;
let browser: Browser;
/** A shell in development mode beside it, on the same API. */
let devShell: { url: string; stop(): Promise<void> };
let devDir: string;
let dev: DevServer;
let developer: OpenedPage;

/** Replaces `from` with `to` in every script of the served build. */
function editBuild(from: string, to: string): void {
  let changed = 0;
  for (const name of fs.readdirSync(devDir).filter((n) => n.endsWith('.js'))) {
    const file = path.join(devDir, name);
    const before = fs.readFileSync(file, 'utf8');
    if (!before.includes(from)) continue;
    fs.writeFileSync(file, before.split(from).join(to));
    changed++;
  }
  if (!changed) throw new Error(`no script of the build says ${from}`);
}

const catalogText = (p: OpenedPage) => p.page.locator('#app-catalog').innerText();

beforeAll(async () => {
  // it changes nothing but the developer's own cookie, which only the development shell honours
  [stack, browser] = await sharedStackAndBrowser(connectBrowser);
  devShell = await startShellWorker(stack, { basePort: 3880, env: { NODE_ENV: 'development' } });
  const registry = JSON.parse(fs.readFileSync(path.join(RELEASES_DIR, 'registry.json'), 'utf8')) as {
    apps: Record<string, { current: string }>;
  };
  devDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'mall-dev-override-')), 'catalog-dev');
  fs.cpSync(path.join(RELEASES_DIR, 'catalog', registry.apps.catalog.current, 'web'), devDir, { recursive: true });
  editBuild(RELEASED, DEV_V1);
  const { serveRemote } = (await import(/* @vite-ignore */ path.join(REPO_ROOT, 'scripts/dev/serve-remote.mjs'))) as {
    serveRemote(o: { dir: string; port: number }): Promise<DevServer>;
  };
  dev = await serveRemote({ dir: devDir, port: await freePort(3890) });
}, 180_000);

afterAll(async () => {
  await developer?.close();
  await devShell?.stop();
  await dev?.close();
  await browser?.close();
  if (devDir) fs.rmSync(path.dirname(devDir), { recursive: true, force: true });
});

describe('developer override of one remote', () => {
  it('refuses an unknown app and a URL that is not a local development origin', async () => {
    const unknown = await fetch(`${devShell.url}/__dev/override?app=payments&url=http://localhost:5101`, {
      redirect: 'manual',
    });
    expect(unknown.status).toBe(400);
    expect(await unknown.text()).toContain('未知应用 payments');
    for (const url of ['https://cdn.example.com/catalog', 'http://192.168.1.5:5101']) {
      const res = await fetch(`${devShell.url}/__dev/override?app=catalog&url=${encodeURIComponent(url)}`, {
        redirect: 'manual',
      });
      expect(res.status).toBe(400);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(await res.text()).toContain('开发版本地址必须是本机开发地址');
    }
  });

  it("serves the developer's build to that browser only, and reloads it on a new build", async () => {
    developer = await openPage(browser);
    const answer = await developer.page.goto(
      `${devShell.url}/__dev/override?app=catalog&url=${encodeURIComponent(dev.url)}`,
    );
    expect(new URL(developer.page.url()).pathname).toBe('/');
    // the page's policy lets it load scripts from the developer's origin (and only this response's)
    expect(answer?.headers()['content-security-policy']).toMatch(new RegExp(`script-src 'self' ${dev.url}(;|$)`));
    await developer.page.getByText(DEV_V1).waitFor();
    await settle(developer.page);
    expect(await catalogText(developer)).not.toContain(RELEASED);
    await expect(developer.page.locator('#mall-dev-override').innerText()).resolves.toContain(
      `开发版本: catalog ← ${dev.url}`,
    );
    await screenshot(developer.page, 'dev-override-home');
    expect(developer.errors).toEqual([]);

    const other = await openPage(browser);
    try {
      const res = await other.page.goto(`${devShell.url}/`);
      expect(res?.headers()['content-security-policy']).not.toContain(dev.url);
      await settle(other.page);
      expect(await catalogText(other)).toContain(RELEASED);
      expect(await catalogText(other)).not.toContain(DEV_V1);
      expect(await other.page.locator('#mall-dev-override').count()).toBe(0);
    } finally {
      await other.close();
    }

    // an edit: the dev server announces the new build and the developer's page loads it
    editBuild(DEV_V1, DEV_V2);
    dev.built();
    await developer.page.getByText(DEV_V2).waitFor();
  });

  it('is refused in production mode, where the cookie is ignored', async () => {
    const refused = await fetch(`${stack.url}/__dev/override?app=catalog&url=${encodeURIComponent(dev.url)}`, {
      redirect: 'manual',
    });
    expect(refused.status).toBe(403);
    expect(await refused.text()).toContain('生产模式');

    const cookies = await developer.context.cookies(devShell.url);
    const override = cookies.find((c) => c.name === 'mall_dev_override');
    expect(override?.httpOnly).toBe(true);
    const page = await fetch(`${stack.url}/`, { headers: { cookie: `mall_dev_override=${override!.value}` } });
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain(RELEASED);
    expect(html).not.toContain(dev.url);
    expect(html).not.toContain('mall-dev-override');
    expect(page.headers.get('content-security-policy')).not.toContain(dev.url);
  });

  it('清除 goes back to the released version', async () => {
    await developer.page.getByRole('link', { name: '清除' }).click();
    await developer.page.waitForURL(`${devShell.url}/`);
    await settle(developer.page);
    expect(await catalogText(developer)).toContain(RELEASED);
    expect(await developer.page.locator('#mall-dev-override').count()).toBe(0);
    expect((await developer.context.cookies(devShell.url)).some((c) => c.name === 'mall_dev_override')).toBe(false);
  });
});
