import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { OTHER } from '../support/auth';
import { connectBrowser } from '../support/browser';
import { callApi, ensureAddress } from '../support/checkout';
import { mounted, openPage, settle } from '../support/page';
import { loginToken } from '../support/session';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { screenshot } from '../support/screenshot';

interface Card {
  id: number;
  help_num: number;
  price: number;
}
interface Status {
  price: number;
  ot_price: number;
  help_count: number;
}

let stack: TestStack;
let browser: Browser;
let owner: string;
let friend: string;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3870 }, connectBrowser);
  [owner, friend] = await Promise.all([loginToken(stack.apiUrl), loginToken(stack.apiUrl, OTHER)]);
  await ensureAddress(stack, owner);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const api = <T>(token: string, url: string) => callApi<T>(stack, token, 'GET', url);
const yuan = (fen: number) => (fen / 100).toFixed(2);

describe('bargain (砍价)', () => {
  it('a shopper starts a bargain, a friend helps through the share link, the owner buys at the lowered price', async () => {
    const { list } = await api<{ list: Card[] }>(owner, '/api/store/product/bargain/lst?limit=50');
    // not the seeded goods the demo user is already bargaining on (the first one)
    const goods = list.find((c) => c.help_num === 3)!;
    const opener = await openPage(browser, { url: stack.url, token: owner });
    try {
      const { page, errors } = opener;
      await page.setViewportSize({ width: 1200, height: 900 });
      await page.goto(`${stack.url}/goods_bargain`);
      const cards = page.getByTestId('bargain-list').getByTestId('bargain-card');
      await cards.first().waitFor();
      expect(await cards.count()).toBe(list.length);
      await settle(page);
      await screenshot(page, 'bargain-list', { fullPage: true });

      await page.locator(`[data-testid="bargain-card"] a.go[href="/goods_bargain_detail/${goods.id}"]`).click();
      await page.waitForURL((u) => u.pathname === `/goods_bargain_detail/${goods.id}`);
      const panel = page.getByTestId('buy-panel');
      await panel.waitFor();
      expect(await panel.getByTestId('rules').innerText()).toContain('邀请 3 位好友助力即可砍至底价');
      await mounted(page); // reached by a click: the goods page's apps mounted
      await screenshot(page, 'bargain-detail', { fullPage: true });

      await panel.getByTestId('bargain-start').click();
      await page.waitForURL((u) => u.pathname.startsWith('/bargain_status/'));
      const id = Number(new URL(page.url()).pathname.split('/').pop());
      const status = page.getByTestId('bargain-status');
      await status.waitFor();
      expect(await status.getAttribute('data-status')).toBe('1');
      expect(await page.getByTestId('current-price').innerText()).toContain(yuan(goods.price));
      const link = page.getByTestId('share-link');
      await expect.poll(() => link.inputValue()).toBe(`${stack.url}/bargain_status/${id}`);
      expect(errors).toEqual([]);

      // the friend, in a browser of their own, opens the link and helps once
      const helper = await openPage(browser, { url: stack.url, token: friend });
      try {
        await helper.page.setViewportSize({ width: 1200, height: 900 });
        await helper.page.goto(await link.inputValue());
        await settle(helper.page); // hydrated: the button has its handler
        await helper.page.getByTestId('bargain-help').click();
        await helper.page.getByText(/成功帮TA砍掉 ¥\d+\.\d{2}/).waitFor();
        await helper.page.getByTestId('helped').waitFor();
        expect(await helper.page.getByTestId('helper').count()).toBe(1);
        expect(await helper.page.getByTestId('bargain-help').count()).toBe(0);
        // no wait more for the shot: 'helped' above comes with the status reloaded after the help
        await screenshot(helper.page, 'bargain-status-friend', { fullPage: true });
        expect(helper.errors).toEqual([]);
      } finally {
        await helper.close();
      }

      const after = await api<Status>(owner, `/api/store/product/bargain/status/${id}`);
      expect(after.help_count).toBe(1);
      expect(after.price).toBeLessThan(after.ot_price);
      await page.reload();
      await status.waitFor();
      expect(await page.getByTestId('current-price').innerText()).toContain(yuan(after.price));
      expect(await page.getByTestId('helper').count()).toBe(1);
      await settle(page);
      await screenshot(page, 'bargain-status-owner', { fullPage: true });

      await page.getByTestId('bargain-buy').click();
      await page.waitForURL((u) => u.pathname === '/order_confirm' && u.searchParams.get('new') === '1');
      await page.getByRole('button', { name: '提交订单' }).waitFor();
      await expect.poll(() => page.locator('body').innerText()).toContain(`¥${yuan(after.price)}`);
      expect(await page.locator('body').innerText()).not.toContain(`¥${yuan(after.ot_price)}`);
      await mounted(page); // reached by a click: the order confirm page's apps mounted
      await screenshot(page, 'bargain-order-confirm', { fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await opener.close();
    }
  });
});
