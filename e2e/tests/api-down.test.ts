import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { routes as catalogRoutes } from '../../apps/catalog/src/routes';
import { connectBrowser } from '../support/browser';
import { openPage } from '../support/page';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { screenshot } from '../support/screenshot';

/** How long the shell serves catalog's / page from its cache (catalog declares it). */
const LIST_PAGE_FRESH_MS = catalogRoutes.find((r) => r.prefixes.includes('/'))!.cache!.freshMs;

// Own stack: this file stops its API.
let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3160 }, connectBrowser);
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

describe('API down', () => {
  it('pages answer 200 while the API is up', async () => {
    expect((await fetch(`${stack.url}/`)).status).toBe(200);
  });

  it('pages answer 500 with the 500 page once the API is gone', async () => {
    await stack.stopApi();
    await expect
      .poll(async () => (await fetch(stack.apiUrl + '/api/health').catch(() => null))?.status ?? 'down')
      .toBe('down');

    for (const route of ['/', '/shopping_cart', '/goods_detail/1']) {
      // a guest's page the shell rendered shortly before, and the site data, are served on until
      // their freshness has passed; then the page says the API is gone
      const down = () => fetch(`${stack.url}${route}`, { redirect: 'manual' });
      await expect.poll(async () => (await down()).status, { timeout: LIST_PAGE_FRESH_MS + 5_000 }).toBe(500);
      const res = await down();
      expect(res.status, route).toBe(500);
      const html = await res.text();
      expect(html, route).toContain('data-testid="error-page-500"');
      expect(html, route).toContain('加载失败');
    }

    const { page, close } = await openPage(browser);
    try {
      const res = await page.goto(`${stack.url}/`);
      expect(res?.status()).toBe(500);
      const errorPage = page.locator('[data-testid="error-page-500"]');
      expect(await errorPage.isVisible()).toBe(true);
      expect(await errorPage.innerText()).toContain('加载失败');
      expect(await page.title()).toBe('加载失败');
      await screenshot(page, '500', { fullPage: true });
    } finally {
      await close();
    }
  });
});
