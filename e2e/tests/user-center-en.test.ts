/**
 * The user centre in English (issue 24 item 1): after the top bar's language switch — no reload —
 * every translated /user page shows no Chinese outside what merchants and the shopper wrote (goods
 * titles, shop names, coupon names, the shopper's address and nickname), the language survives a
 * reload, and the server renders the page in English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { loginToken } from '../support/session';
import { mounted, openPage, pushState, settle } from '../support/page';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { applyRefund, paidOrder, skusOfOneShop } from '../support/after-sales';
import { ensureAddress } from '../support/checkout';
import { chineseLinesIn } from '../support/cjk';
import { screenshot } from '../support/screenshot';

let stack: TestStack;
let browser: Browser;
let token: string;
let unrefunded: number;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3590 }, connectBrowser);
  token = await loginToken(stack.url);
  // the demo shopper is seeded with coupons, favourites, history and ledgers; add an order, a refund, an address
  await ensureAddress(stack, token);
  const order = await paidOrder(stack, token, skusOfOneShop(1));
  await applyRefund(stack, token, order);
  unrefunded = (await paidOrder(stack, token, skusOfOneShop(1, 1))).order_id;
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const ROOT = '#app-user-center';
const appText = (page: Page) => page.locator(ROOT).innerText();
const chinese = (page: Page) => chineseLinesIn(page, ROOT);

const id = (testId: string) => `[data-testid="${testId}"]`;
/** A list's rows, or its empty state, inside one page. */
const rowsOrEmpty = (pageId: string, row: string) => `${id(pageId)} ${row}, ${id(pageId)} ${id('uc-empty')}`;

/** Each page, and what shows that its data has arrived. */
const PAGES: [path: string, ready: string][] = [
  ['/user', id('uc-order-counts')],
  ['/user/order_list', id('order-card')],
  ['/user/refund_list', id('refund-card')],
  ['/user/presell_order', rowsOrEmpty('uc-presell-page', id('presell-order'))],
  ['/user/balance', id('bill-list')],
  ['/user/integral', id('points-list')],
  ['/user/my_coupon', id('coupon-card')],
  ['/user/invoice_list', rowsOrEmpty('uc-invoice-page', id('order-invoices'))],
  ['/user/sign_in', id('sign-rewards')],
  ['/user/vip', `${id('vip-plans')} button`],
  ['/user/collect', id('collect-item')],
  ['/user/collect?tab=shop', id('collect-item')],
  ['/user/followAnchors', rowsOrEmpty('uc-anchors-page', id('uc-anchor'))],
  ['/user/history', id('history-item')],
  ['/user/address_list', id('address-item')],
  ['/user/user_info', id('bound-phone')],
  ['/user/change_pwd', id('uc-password-page')],
  ['/user/settle_record', rowsOrEmpty('uc-settle-page', 'table')],
  ['/user/salesOrder', rowsOrEmpty('uc-sales-page', id('sales-row'))],
  ['/user/brokerage', rowsOrEmpty('uc-brokerage-page', id('withdraw-list'))],
  ['/service?mer_id=0', id('service-messages')],
];

async function visit(page: Page, path: string, ready: string) {
  // client-side, as the menu's links do: no page load
  await pushState(page, path);
  await page.locator(ready).first().waitFor();
  await settle(page);
  // every part of the page has its data: no skeleton left whose text could come later
  await expect.poll(() => page.locator('#app-user-center [aria-busy="true"]').count()).toBe(0);
}

describe('user centre in English', () => {
  it('switches without a reload; every page shows no Chinese but what merchants and the shopper wrote', async () => {
    const { page, errors, loads, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/user`);
      await page.getByTestId('uc-order-counts').waitFor();
      await mounted(page);
      await expect.poll(() => appText(page)).toContain('我的订单');
      // in Chinese the check finds the app's own words
      expect(await chinese(page)).toContain('我的订单');
      const loaded = loads();

      await page.getByTestId('language-switch').click();
      await expect.poll(() => appText(page)).toContain('My orders');
      expect(loads()).toBe(loaded);

      const found: Record<string, string[]> = {};
      for (const [path, ready] of [...PAGES, [`/user/refund_select?orderId=${unrefunded}`, id('refund-only')]]) {
        await visit(page, path, ready);
        const lines = await chinese(page);
        if (lines.length) found[path] = lines;
        if (path === '/user/order_list') await screenshot(page, 'user-center-en-orders', { fullPage: true });
        if (path === '/user/my_coupon') await screenshot(page, 'user-center-en-coupons', { fullPage: true });
        if (path === '/user/balance') await screenshot(page, 'user-center-en-balance', { fullPage: true });
      }
      expect(found).toEqual({});
      expect(loads()).toBe(loaded);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('stays English after a reload, rendered so by the server', async () => {
    const raw = await fetch(`${stack.url}/user/order_list`, { headers: { cookie: `lang=en; token=${token}` } }).then((r) => r.text());
    expect(raw).toMatch(/<html lang="en"/);

    const { page, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/user/address_list`);
      await page.getByTestId('language-switch').click();
      await expect.poll(() => appText(page)).toContain('Addresses');
      await page.reload();
      await page.getByTestId('address-item').first().waitFor();
      await mounted(page);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      await expect.poll(() => appText(page)).toContain('New address');
      expect(await chinese(page)).toEqual([]);

      // and back to Chinese, no reload
      await page.getByTestId('language-switch').click();
      await expect.poll(() => appText(page)).toContain('地址管理');
    } finally {
      await close();
    }
  });
});
