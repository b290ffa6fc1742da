import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { openPage } from '../support/page';
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

/**
 * Marks in each document of `page` when single-spa has routed it, and whether the document is
 * being left (a reload starts with beforeunload): the shell's 404 reload happens before routing.
 */
const watchRouting = (page: Page) =>
  page.addInitScript(() => {
    const w = window as unknown as { routed?: boolean; leaving?: boolean };
    addEventListener('single-spa:routing-event', () => (w.routed = true));
    addEventListener('beforeunload', () => (w.leaving = true));
  });

/** Waits until this document has routed; true when it stays (does not reload itself). */
async function routedAndStays(page: Page): Promise<boolean> {
  await page.waitForFunction(() => (window as unknown as { routed?: boolean }).routed === true);
  return page.evaluate(() => !(window as unknown as { leaving?: boolean }).leaving);
}

describe('404 for a path no app owns, in Chromium', () => {
  it('the 404 page is shown once and stays (no reload loop)', async () => {
    const { page, loads, close } = await openPage(browser);
    try {
      await watchRouting(page);
      const res = await page.goto(`${stack.url}/definitely-not-a-page`, { waitUntil: 'commit' });
      expect(res?.status()).toBe(404);
      expect(await routedAndStays(page)).toBe(true);
      expect(loads()).toBe(1);
      const notFound = page.locator('[data-testid="error-page-404"]');
      expect(await notFound.innerText()).toContain('抱歉，您访问的页面出错了');
      await screenshot(page, '404-unowned', { fullPage: true });
    } finally {
      await close();
    }
  });

  it('client navigation to an unknown path ends on the 404 page after one reload', async () => {
    const { page, loads, close } = await openPage(browser);
    try {
      await watchRouting(page);
      await page.goto(`${stack.url}/`);
      expect(await routedAndStays(page)).toBe(true);
      await page.evaluate(() => history.pushState(null, '', '/definitely-not-a-page'));
      await expect.poll(loads).toBe(2);
      expect(await routedAndStays(page)).toBe(true);
      expect(loads()).toBe(2);
      expect(await page.locator('[data-testid="error-page-404"]').isVisible()).toBe(true);
    } finally {
      await close();
    }
  });
});
