/**
 * The main pages at common desktop widths (issue 24): no horizontal scrollbar, and no button or
 * price-box label broken over two lines.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { horizontalOverflow, wrappedLabels } from '../support/layout';
import { openPage } from '../support/page';
import { loginToken } from '../support/session';
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

const PAGES = [
  '/',
  `/goods_search?title=${encodeURIComponent('手机')}`,
  '/goods_detail/1',
  '/goods_presell?type=1',
  '/goods_bargain',
  '/store?id=1',
  '/shop_street',
  '/shopping_cart',
];
const LABELS = 'button, a[role="button"], .buttons a, .pricebox > *, .row > .label';

describe('layout at 1280, 1440 and 1920 px', () => {
  it.each([1280, 1440, 1920])('%i px: no horizontal overflow and no wrapped label on the main pages', async (width) => {
    const token = await loginToken(stack.url);
    const { page, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.setViewportSize({ width, height: 900 });
      for (const path of PAGES) {
        await page.goto(stack.url + path, { waitUntil: 'load' });
        await page.locator('[aria-busy="true"]').first().waitFor({ state: 'detached' }).catch(() => undefined);
        await page.waitForLoadState('networkidle');
        expect(await horizontalOverflow(page), `${path} at ${width}`).toEqual([]);
        expect(await wrappedLabels(page, LABELS), `${path} at ${width}`).toEqual([]);
        if (width === 1280) await screenshot(page, `layout-${path.split(/[/?]/)[1] || 'home'}`);
      }
    } finally {
      await close();
    }
  });
});
