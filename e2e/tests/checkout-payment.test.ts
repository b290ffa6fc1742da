import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { loginToken } from '../support/session';
import { openPage, settle } from '../support/page';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { buyableSkus, callApi, placeOrder } from '../support/checkout';
import { screenshot } from '../support/screenshot';

let stack: TestStack;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3540 }, connectBrowser);
  token = await loginToken(stack.url);
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const skus = buyableSkus(30).filter((s) => s.product.once_max_count === 0);
const status = (id: number) =>
  callApi<{ status: number; pay_type: string }>(stack, token, 'GET', `/api/order/status/${id}`);

describe('payment page', () => {
  it('pays by the sandbox QR confirmed from a second browser while the page polls', async () => {
    const order = await placeOrder(stack, token, [skus[0]]);
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    const phone = await browser.newContext({ viewport: { width: 420, height: 800 } });
    // the phone is logged in as the same shopper: the sandbox confirms only for the order's owner
    await phone.addCookies([{ name: 'token', value: token, url: stack.url }]);
    try {
      await page.goto(`${stack.url}/payment?result=${order.group_order_id}`);
      await page.getByTestId('payment').waitFor();
      await page
        .getByTestId('pay-methods')
        .getByRole('button', { name: /微信支付/ })
        .click();
      await page.getByRole('button', { name: /^立即支付/ }).click();
      const dialog = page.getByTestId('qr-dialog');
      const code = dialog.getByRole('img', { name: '微信支付二维码' });
      await code.waitFor();
      expect(await dialog.innerText()).toContain('请使用微信扫一扫');
      expect(await dialog.innerText()).toMatch(/二维码 1[78]\d 秒后失效/);
      const codeUrl = (await code.getAttribute('data-code-url'))!;
      await expect.poll(() => code.evaluate((img) => (img as HTMLImageElement).complete)).toBe(true); // the code drawn
      await screenshot(page, 'checkout-payment-qr');

      // nothing is paid before the payer confirms: the page keeps polling (two answers of its status
      // poll, the first one long handled when the second comes) and stays
      const statusPolled = () =>
        page.waitForResponse((r) => new URL(r.url()).pathname === `/api/order/status/${order.group_order_id}`);
      await statusPolled();
      await statusPolled();
      expect((await status(order.group_order_id)).status).toBe(0);
      expect(new URL(page.url()).pathname).toBe('/payment');

      const cashier = await phone.newPage();
      await cashier.goto(codeUrl);
      expect(await cashier.locator('h1').innerText()).toBe('微信支付');
      await cashier.getByRole('button', { name: '确认支付' }).click();

      await page.waitForURL((u) => u.pathname === '/user/order_list' && u.searchParams.get('type') === '1', {
        timeout: 15_000,
      });
      expect(await status(order.group_order_id)).toMatchObject({ status: 1, pay_type: 'weixinQr' });
      expect(errors).toEqual([]);
    } finally {
      await phone.close();
      await close();
    }
  });

  it('covers an expired QR after 180 s; a click fetches a new one', async () => {
    const order = await placeOrder(stack, token, [skus[1]]);
    const { page, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.clock.install();
      await page.goto(`${stack.url}/payment?result=${order.group_order_id}`);
      await page.getByTestId('payment').waitFor();
      await page
        .getByTestId('pay-methods')
        .getByRole('button', { name: /支付宝支付/ })
        .click();
      await page.getByRole('button', { name: /^立即支付/ }).click();
      const code = page.getByTestId('qr-dialog').getByRole('img', { name: '支付宝支付二维码' });
      await code.waitFor();
      const first = await code.getAttribute('data-code-url');
      const expired = page.getByRole('button', { name: '二维码失效，点击重新获取' });
      await page.clock.fastForward('02:50');
      expect(await expired.count()).toBe(0);
      await page.clock.fastForward('00:11');
      await expired.waitFor(); // the shot is of this cover
      await screenshot(page, 'checkout-payment-qr-expired');
      await expired.click();
      await expect.poll(() => code.getAttribute('data-code-url')).not.toBe(first);
      expect(await expired.count()).toBe(0);
      expect((await status(order.group_order_id)).status).toBe(0);
    } finally {
      await close();
    }
  });

  it('blocks the balance when it is short, and shows a cancelled order as closed', async () => {
    const me = await callApi<{ now_money: number }>(stack, token, 'GET', '/api/user');
    const dear = buyableSkus(5).find((s) => s.price > me.now_money && s.product.once_max_count === 0);
    expect(dear, 'a SKU dearer than the balance').toBeDefined();
    const order = await placeOrder(stack, token, [dear!]);
    const { page, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/payment?result=${order.group_order_id}`);
      const balance = page.getByTestId('pay-methods').getByRole('button', { name: /余额支付/ });
      await balance.waitFor();
      await expect.poll(() => balance.isDisabled()).toBe(true);
      expect(await page.getByTestId('balance').innerText()).toContain('余额不足');
      // another method is picked for the shopper
      await expect.poll(() => balance.getAttribute('aria-pressed')).toBe('false');
      expect(await page.getByTestId('pay-methods').locator('button[aria-pressed="true"]').count()).toBe(1);

      await callApi(stack, token, 'POST', `/api/order/cancel/${order.group_order_id}`);
      await page.reload();
      await page.getByTestId('payment').waitFor();
      expect(await page.getByTestId('payment').innerText()).toContain('订单已关闭');
      expect(await page.getByTestId('pay-methods').count()).toBe(0);
      expect(await page.getByRole('link', { name: '查看我的订单' }).getAttribute('href')).toBe(
        '/user/order_list?type=1',
      );
    } finally {
      await close();
    }
  });

  it('shows an unpaid order on /order_stay_detail with its deadline; 立即付款 goes to payment, 取消订单 closes it', async () => {
    const order = await placeOrder(stack, token, [skus[2], skus[3]]);
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/order_stay_detail?orderId=${order.group_order_id}`);
      const stay = page.getByTestId('order-stay');
      await stay.waitFor();
      const detail = await callApi<{ expires_at: string; group_order_sn: string; orderList: unknown[] }>(
        stack,
        token,
        'GET',
        `/api/order/group_order_detail/${order.group_order_id}`,
      );
      const deadline = new Date(detail.expires_at)
        .toLocaleString('zh-CN', {
          timeZone: 'Asia/Shanghai',
          hour12: false,
          year: 'numeric',
          month: '2-digit',
          day: '2-digit',
          hour: '2-digit',
          minute: '2-digit',
          second: '2-digit',
        })
        .replace(/\//g, '-');
      expect(await page.getByTestId('stay-deadline').innerText()).toContain(
        `请在${deadline}前完成支付,超时订单将自动取消`,
      );
      expect(await stay.innerText()).toContain('订单状态：待付款');
      expect(await page.getByTestId('stay-sn').innerText()).toBe(detail.group_order_sn);
      expect(await page.getByTestId('stay-shop').count()).toBe(detail.orderList.length);
      for (const s of [skus[2], skus[3]]) expect(await stay.innerText()).toContain(s.product.store_name);
      expect(await page.getByTestId('stay-pay-price').innerText()).toBe(
        `¥${Math.floor(order.pay_price / 100)}.${String(order.pay_price % 100).padStart(2, '0')}`,
      );
      await settle(page); // opened by a full load: network idle (the goods pictures in) and the apps mounted
      await screenshot(page, 'checkout-order-stay', { fullPage: true });

      await page.getByRole('button', { name: '立即付款' }).click();
      await page.waitForURL((u) => u.pathname === '/payment');
      expect(new URL(page.url()).searchParams.get('result')).toBe(String(order.group_order_id));
      await page.getByTestId('payment').waitFor();
      await page.goBack();
      await stay.waitFor();

      await page.getByRole('button', { name: '取消订单' }).click();
      await page.getByTestId('confirm-dialog').getByRole('button', { name: '取消订单' }).click();
      await expect.poll(() => stay.innerText()).toContain('订单状态：已关闭');
      expect(await stay.innerText()).toContain('订单已取消');
      expect((await status(order.group_order_id)).status).toBe(-1);
      expect(await page.getByRole('button', { name: '立即付款' }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
