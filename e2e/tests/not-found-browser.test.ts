import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { openPage } from '../support/page';
import { screenshotPath, startTestStack, type TestStack } from '../support/stack';

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await Promise.all([startTestStack({ basePort: 3190 }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

describe('404 for a path no app owns, in Chromium', () => {
  it('the 404 page is shown once and stays (no reload loop)', async () => {
    const { page, loads, close } = await openPage(browser);
    try {
      const res = await page.goto(`${stack.url}/definitely-not-a-page`, { waitUntil: 'commit' });
      expect(res?.status()).toBe(404);
      await page.waitForTimeout(3000);
      expect(loads()).toBe(1);
      const notFound = page.locator('[data-testid="error-page-404"]');
      expect(await notFound.innerText()).toContain('抱歉，您访问的页面出错了');
      await page.screenshot({ path: screenshotPath('404-unowned'), fullPage: true });
    } finally {
      await close();
    }
  });

  it('client navigation to an unknown path ends on the 404 page after one reload', async () => {
    const { page, loads, close } = await openPage(browser);
    try {
      await page.goto(`${stack.url}/`);
      await page.evaluate(() => history.pushState(null, '', '/definitely-not-a-page'));
      await page.waitForTimeout(3000);
      expect(loads()).toBe(2);
      expect(await page.locator('[data-testid="error-page-404"]').isVisible()).toBe(true);
    } finally {
      await close();
    }
  });
});
