import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { openPage, settle, textOfHtml } from '../support/page';
import { sharedStackAndBrowser, type SharedStack } from '../support/stack';
import { screenshot } from '../support/screenshot';

let stack: SharedStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await sharedStackAndBrowser(connectBrowser);
});

afterAll(async () => {
  await browser?.close();
});

describe('home page', () => {
  it('is server-rendered with the catalog content and the SEO head', async () => {
    const res = await fetch(`${stack.url}/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    const html = await res.text();
    const text = textOfHtml(html);

    // SEO head from the site config.
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1];
    expect(title?.trim()).toBeTruthy();
    expect(html).toMatch(/<meta name="keywords" content="[^"]+">/);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);

    // The catalog is rendered on the server, inside its container, marked for hydration.
    const catalog = /<div id="app-catalog" data-ssr="1">([\s\S]*?)<\/div><div id="app-user-center"/.exec(html);
    expect(catalog, 'the #app-catalog container with data-ssr="1"').not.toBeNull();
    const catalogText = textOfHtml(catalog![1]);
    expect(catalogText).toContain('精品推荐');
    expect(catalogText).toMatch(/¥\d+\.\d{2}/);
    expect(catalogText).toMatch(/href="\/goods_detail\/\d+"/);

    // The chrome is server-rendered too, and the boot data is there for the browser.
    expect(text).toContain('id="mall-header"');
    expect(text).toMatch(/<form role="search"/);
    expect(text).toContain('正品保障');
    expect(html).toContain('<script type="application/json" id="mall-boot">');
  });

  it('hydrates in Chromium without console errors, page errors or client re-render', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      // Tag the server-rendered nodes before any script runs: `interactive` fires after parsing
      // and before deferred scripts. A hydration mismatch makes React replace them.
      await page.addInitScript(() => {
        document.addEventListener('readystatechange', () => {
          if (document.readyState !== 'interactive') return;
          const tag = (sel: string) => {
            const el = document.querySelector(sel) as (Element & { __fromServer?: boolean }) | null;
            if (el) el.__fromServer = true;
          };
          tag('#app-catalog section[data-page="home"]');
          tag('#mall-header header');
          tag('#mall-footer footer');
        });
      });
      const res = await page.goto(`${stack.url}/`, { waitUntil: 'load' });
      expect(res?.status()).toBe(200);
      await settle(page);

      await expect.poll(() => page.locator('#app-catalog').getAttribute('data-ssr')).toBeNull(); // hydrated
      const kept = await page.evaluate(() =>
        ['#app-catalog section[data-page="home"]', '#mall-header header', '#mall-footer footer'].map(
          (sel) =>
            [
              sel,
              (document.querySelector(sel) as (Element & { __fromServer?: boolean }) | null)?.__fromServer === true,
            ] as const,
        ),
      );
      expect(Object.fromEntries(kept)).toEqual({
        '#app-catalog section[data-page="home"]': true,
        '#mall-header header': true,
        '#mall-footer footer': true,
      });
      expect(await page.locator('#app-catalog').innerText()).toContain('精品推荐');
      expect(await page.locator('#app-catalog').innerText()).toMatch(/¥\d+\.\d{2}/);
      await screenshot(page, 'home', { fullPage: true });
      expect(errors).toEqual([]);

      // The hydrated chrome is live: the search form is handled by React (a pushState, not a
      // native form submission reloading the page).
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));
      await page.locator('input[aria-label="搜索"]').fill('手机');
      await page.locator('form[role="search"]').getByRole('button').click();
      await page.waitForURL((u) => u.pathname === '/goods_search');
      expect(new URL(page.url()).searchParams.get('title')).toBe('手机');
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);
      await settle(page);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
  it('switches the chrome to English without a reload, and the choice survives a reload', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto(`${stack.url}/`, { waitUntil: 'load' });
      await settle(page);
      const topBar = page.locator('#mall-header');
      await expect.poll(() => topBar.innerText()).toContain('登录');
      await page.evaluate(() => ((window as unknown as { __marker: number }).__marker = 1));

      await page.getByTestId('language-switch').click();
      await expect.poll(() => topBar.innerText()).toContain('Log in');
      expect(await page.locator('#mall-footer').innerText()).toContain('Genuine goods');
      expect(await page.evaluate(() => (window as unknown as { __marker?: number }).__marker)).toBe(1);

      await page.reload({ waitUntil: 'load' });
      await settle(page);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await topBar.innerText()).toContain('Log in');
      // The catalog page follows the chrome (catalog-en.test.ts walks it).
      expect(await page.locator('#app-catalog').innerText()).toContain('Top picks');

      await page.getByTestId('language-switch').click();
      await expect.poll(() => topBar.innerText()).toContain('登录');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
