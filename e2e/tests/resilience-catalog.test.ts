import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { loginToken } from '../support/session';
import { openPage, settle } from '../support/page';
import { releasesWithout, startStackAndBrowser, type TestStack } from '../support/stack';
import { NO_RELOAD_AFTER_NAVIGATION_MS, waitForErrorBox } from '../support/resilience';
import { screenshot } from '../support/screenshot';

// The catalog's current release is deleted from a copy of releases/.
let stack: TestStack;
let browser: Browser;
/** The seeded demo user's session: protected pages need it. */
let token: string;
const session = () => ({ url: stack.url, token });

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser(
    { basePort: 3170, releasesDir: (tmp) => releasesWithout(['catalog'], tmp) },
    connectBrowser,
  );
  token = await loginToken(stack.url);
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

describe('catalog release missing', () => {
  it('/ still answers 200 with the chrome and an error box in #app-catalog', async () => {
    const res = await fetch(`${stack.url}/`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<form role="search"[^>]*>.*?<input[^>]*aria-label="搜索"/s);
    expect(html).toContain('<div id="mall-footer">');
    expect(html).toContain('正品保障');
    const catalog = /<div id="app-catalog"[^>]*>([\s\S]*?)<\/div><div id="app-user-center"/.exec(html)?.[1] ?? '';
    expect(catalog).toContain('data-testid="error-box"');
    expect(catalog).toContain('重试');
    expect(html).not.toContain('data-ssr="1"');
  });

  it('in Chromium the error box shows 重试, reloads at most once, and the chrome works', async () => {
    const opened = await openPage(browser, session());
    const { page, loads, close } = opened;
    try {
      await page.goto(`${stack.url}/`, { waitUntil: 'commit' });
      // First load fails to load the catalog and reloads once; the second gives up → error box.
      const box = await waitForErrorBox(opened, 'app-catalog', 2);
      expect(await box.getByRole('button', { name: '重试' }).isVisible()).toBe(true);
      expect(await page.locator('#mall-footer').innerText()).toContain('正品保障');
      await screenshot(page, 'error-box-catalog', { fullPage: true });
      const loadsAfterBox = loads();

      // The header still works: search navigates client-side.
      await page.locator('input[aria-label="搜索"]').fill('手机');
      await page.locator('form[role="search"]').getByRole('button').click();
      await page.waitForURL((u) => u.pathname === '/goods_search');
      expect(new URL(page.url()).searchParams.get('title')).toBe('手机');
      // Other apps are unaffected: the cart link mounts checkout.
      await page.locator('#mall-header a[href="/shopping_cart"]').click();
      await page.locator('#app-checkout [data-testid="cart-page"]').waitFor();
      expect(await page.locator('#app-catalog [data-testid="error-box"]').count()).toBe(0);
      await settle(page);
      await page.waitForTimeout(NO_RELOAD_AFTER_NAVIGATION_MS);
      expect(loads()).toBe(loadsAfterBox);

      // Within the guard's minute a new visit does not reload again.
      await page.goto(`${stack.url}/`, { waitUntil: 'commit' });
      await waitForErrorBox(opened, 'app-catalog', loadsAfterBox + 1);
      // 重试 reloads the page; the box comes back since the release is still missing.
      await page.locator('#app-catalog [data-testid="error-box"]').getByRole('button', { name: '重试' }).click();
      await waitForErrorBox(opened, 'app-catalog', loadsAfterBox + 2);
    } finally {
      await close();
    }
  });
});
