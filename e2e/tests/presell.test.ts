import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { callApi, editStackDatabase, ensureAddress } from '../support/checkout';
import { openPage, settle } from '../support/page';
import { loginToken } from '../support/session';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { screenshot } from '../support/screenshot';

interface Card {
  id: number;
  presell_type: number;
  price: number;
  deposit: number;
  final_price: number;
  stock: number;
}

let stack: TestStack;
let browser: Browser;
let token: string;
let stopRestartedApi: (() => Promise<void>) | null = null;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3970 }, connectBrowser);
  token = await loginToken(stack.apiUrl);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stopRestartedApi?.();
  await stack?.dispose();
});

const api = <T>(url: string) => callApi<T>(stack, token, 'GET', url);

describe('presell (预售)', () => {
  it('pays a presell deposit (定金不退 accepted first), then the final amount by balance', async () => {
    await ensureAddress(stack, token);
    const me = await api<{ now_money: number }>('/api/user');
    const running = await api<{ list: Card[] }>('/api/store/product/presell/lst?type=1&limit=50');
    const goods = running.list.find((g) => g.presell_type === 2 && g.stock > 0 && g.price <= me.now_money);
    expect(goods, 'a running deposit presell the demo balance can pay').toBeDefined();

    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.setViewportSize({ width: 1200, height: 900 });
      await page.goto(`${stack.url}/goods_presell`);
      const tabs = page.getByTestId('presell-tabs');
      expect(await tabs.locator('[aria-current="page"]').innerText()).toBe('正在进行');
      await settle(page);
      await screenshot(page, 'presell-list', { fullPage: true });
      await page.locator(`[data-testid="presell-card"] a[href="/goods_presell_detail/${goods!.id}"].go`).click();
      await page.waitForURL((u) => u.pathname === `/goods_presell_detail/${goods!.id}`);
      const panel = page.getByTestId('buy-panel');
      await panel.waitFor();
      expect(await panel.getByTestId('presell-strip').innerText()).toMatch(/定金预售[\s\S]*距结束/);
      expect(await panel.getByTestId('deposit').innerText()).toMatch(/¥\d+\.\d{2}尾款 ¥\d+\.\d{2}/);
      expect(await panel.getByTestId('presell-times').innerText()).toMatch(/支付定金[\s\S]*支付尾款[\s\S]*发货时间：付尾款后\d+天内发货/);
      const buy = panel.getByTestId('presell-buy');
      expect(await buy.innerText()).toBe('立即支付定金');
      await settle(page);
      expect(await buy.isDisabled()).toBe(true);
      expect(await panel.getByTestId('presell-notice').innerText()).toContain('定金不予退还');
      await screenshot(page, 'presell-detail', { fullPage: true });
      await panel.getByTestId('presell-agree').check();
      await buy.click();

      await page.waitForURL((u) => u.pathname === '/order_confirm' && u.searchParams.get('new') === '1');
      expect(await page.getByTestId('presell-line').innerText()).toMatch(/本次支付定金[\s\S]*尾款[\s\S]*定金不退/);
      await page.getByRole('button', { name: '提交订单' }).click();
      await page.waitForURL((u) => u.pathname === '/payment');
      await page.getByTestId('pay-methods').getByRole('button', { name: /余额支付/ }).click();
      await page.getByRole('button', { name: /^立即支付/ }).click();
      await page.waitForURL((u) => u.pathname === '/user/order_list');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }

    // the final-payment window opens (it follows the deposit window, days away in the seed)
    stopRestartedApi = await editStackDatabase(stack, [
      `update store_presell_order set final_start_time = now() - interval '1 minute' where status = 1`,
    ]);
    const afterDeposit = (await api<{ now_money: number }>('/api/user')).now_money;

    const second = await openPage(browser, { url: stack.url, token });
    try {
      const p = second.page;
      await p.setViewportSize({ width: 1200, height: 900 });
      await p.goto(`${stack.url}/user/presell_order`);
      const order = p.getByTestId('presell-order').first();
      await order.waitFor();
      expect(await order.innerText()).toContain('定金已付，待付尾款');
      await settle(p);
      await screenshot(p, 'presell-user-orders', { fullPage: true });
      await order.getByTestId('pay-final').click();
      await p.waitForURL((u) => u.pathname === '/payment');
      await p.getByTestId('pay-final').waitFor();
      expect(await p.getByTestId('pay-amount').innerText()).toMatch(/\d+\.\d{2}/);
      await p.getByTestId('pay-methods').getByRole('button', { name: /余额支付/ }).click();
      await p.getByRole('button', { name: /^立即支付/ }).click();
      await p.waitForURL((u) => u.pathname === '/user/order_list');
      await p.goto(`${stack.url}/user/presell_order`);
      await p.getByTestId('presell-order').first().waitFor();
      expect(await p.getByTestId('presell-order').first().innerText()).toContain('待发货');
    } finally {
      await second.close();
    }
    const paid = (await api<{ now_money: number }>('/api/user')).now_money;
    expect(afterDeposit - paid).toBe(goods!.final_price);
  });
});
