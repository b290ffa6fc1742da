import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { openPage } from '../support/page';
import { screenshotPath, startStackAndBrowser, type TestStack } from '../support/stack';

// Own stack: this file stops its API.
let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3160 }, launchBrowser);
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
      const res = await fetch(`${stack.url}${route}`, { redirect: 'manual' });
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
      await page.screenshot({ path: screenshotPath('500'), fullPage: true });
    } finally {
      await close();
    }
  });
});
