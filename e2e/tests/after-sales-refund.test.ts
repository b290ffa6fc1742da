import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { OTHER } from '../support/auth';
import { loginToken } from '../support/session';
import { openPage, settle } from '../support/page';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { applyRefund, decideRefund, paidOrder, shipOrder, skusOfOneShop, yuan, type PaidOrder } from '../support/after-sales';
import { screenshot } from '../support/screenshot';

let stack: TestStack;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3760 }, connectBrowser);
  token = await loginToken(stack.url);
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const refundBanner = (page: Page) => page.getByTestId('refund-banner');

/** Order detail → 申请退款 on the first line → 申请售后 → the chosen kind → 申请退款 with the first reason. */
async function applyInPage(page: Page, order: PaidOrder, kind: 'refund-only' | 'refund-return') {
  await page.goto(`${stack.url}/order_detail?orderId=${order.order_id}`);
  await page.getByTestId('detail-line').first().getByRole('link', { name: '申请退款' }).click();
  await page.waitForURL((u) => u.pathname === '/user/refund_select');
  await page.getByTestId(kind).click();
  await page.waitForURL((u) => u.pathname === '/refund_confirm');
  await page.getByLabel('退款原因').locator('option').nth(1).waitFor({ state: 'attached' });
  await page.getByLabel('退款原因').selectOption({ index: 1 });
  await page.getByRole('button', { name: '提交申请' }).click();
  await page.waitForURL((u) => u.pathname === '/refund_detail');
  await expect.poll(() => refundBanner(page).innerText()).toBe('审核中');
  return Number(new URL(page.url()).searchParams.get('id'));
}

describe('refunds in Chromium', () => {
  it('returns the goods with a tracking number; the merchant confirms and the money comes back', async () => {
    const order = await paidOrder(stack, token, skusOfOneShop(1, 1));
    await shipOrder(stack, order);
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      const refundId = await applyInPage(page, order, 'refund-return');
      await decideRefund(stack, order.mer_id, refundId, 'agree');
      await page.reload();
      await expect.poll(() => refundBanner(page).innerText()).toBe('请退货并填写物流信息');
      expect(await page.getByTestId('return-address').innerText()).toMatch(/退货地址：\S+/);

      await page.getByTestId('back-goods').click();
      await page.waitForURL((u) => u.pathname === '/refund_goods');
      await page.getByLabel('快递公司').locator('option').nth(1).waitFor({ state: 'attached' });
      await page.getByRole('button', { name: '提交' }).click();
      expect(await page.getByTestId('return-error').innerText()).toBe('请选择快递公司');
      await page.getByLabel('快递公司').selectOption({ index: 1 });
      await page.getByLabel('快递单号').fill('12 3');
      await page.getByLabel('联系电话').fill('13800138000');
      await page.getByRole('button', { name: '提交' }).click();
      expect(await page.getByTestId('return-error').innerText()).toBe('请填写正确的快递单号（6-30位字母或数字）');
      expect(await page.getByLabel('联系电话').inputValue()).toBe('13800138000');
      await page.getByLabel('快递单号').fill('YT9876543210');
      await page.getByRole('button', { name: '提交' }).click();

      await page.waitForURL((u) => u.pathname === '/refund_detail');
      await expect.poll(() => refundBanner(page).innerText()).toBe('请等待商家收货并退款');
      await page.getByRole('link', { name: '查看物流' }).click();
      await page.waitForURL((u) => u.pathname === '/refund_logistics');
      await expect.poll(() => page.getByTestId('tracking-number').innerText()).toBe('YT9876543210');

      await decideRefund(stack, order.mer_id, refundId, 'receive');
      await page.goto(`${stack.url}/refund_detail?id=${refundId}`);
      // shipped: the goods come back, the postage does not
      await expect.poll(() => refundBanner(page).innerText()).toBe(`退款成功 ¥${yuan(order.orderProduct[0].pay_price)}`);
      await page.goto(`${stack.url}/order_detail?orderId=${order.order_id}`);
      await expect.poll(() => page.getByTestId('order-banner').innerText()).toBe('已退款');
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows a refused refund with its reason and lets the shopper apply again', async () => {
    const order = await paidOrder(stack, token, skusOfOneShop(1, 2));
    const refund_order_id = await applyRefund(stack, token, order);
    await decideRefund(stack, order.mer_id, refund_order_id, 'refuse', '商品已在打包，无法退款');
    const { page, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/refund_detail?id=${refund_order_id}`);
      await expect.poll(() => refundBanner(page).innerText()).toBe('商家拒绝退款');
      expect(await page.getByTestId('refuse-reason').innerText()).toBe('拒绝原因：商品已在打包，无法退款');

      await page.goto(`${stack.url}/order_detail?orderId=${order.order_id}`);
      await expect.poll(() => page.getByTestId('refused-reason').innerText()).toContain('商家拒绝退款：商品已在打包，无法退款');

      await page.goto(`${stack.url}/refund_detail?id=${refund_order_id}`);
      await page.getByTestId('reapply').click();
      await page.waitForURL((u) => u.pathname === '/user/refund_select');
      await page.getByTestId('refund-only').click();
      await page.waitForURL((u) => u.pathname === '/refund_confirm');
      await page.getByLabel('退款原因').locator('option').nth(1).waitFor({ state: 'attached' });
      await page.getByLabel('退款原因').selectOption({ index: 1 });
      await page.getByRole('button', { name: '提交申请' }).click();
      await page.waitForURL((u) => u.pathname === '/refund_detail');
      await expect.poll(() => refundBanner(page).innerText()).toBe('审核中');
      expect(Number(new URL(page.url()).searchParams.get('id'))).not.toBe(refund_order_id);

      // the refused one is finished: it can be deleted from the list
      await page.goto(`${stack.url}/user/refund_list?type=2`);
      const card = page.locator(`[data-testid="refund-card"][data-refund-id="${refund_order_id}"]`);
      await card.waitFor();
      expect(await card.getByTestId('refund-state').innerText()).toBe('审核未通过');
      await settle(page);
      await screenshot(page, 'after-sales-refund-list', { fullPage: true });
      await card.getByRole('button', { name: '删除记录' }).click();
      await page.getByTestId('confirm-dialog').getByRole('button', { name: '删除' }).click();
      await card.waitFor({ state: 'detached' });
    } finally {
      await close();
    }
  });

  it("gives another shopper the 404 page for someone's order and refund, never their data", async () => {
    const order = await paidOrder(stack, token, skusOfOneShop(1, 3));
    const refund_order_id = await applyRefund(stack, token, order);
    const other = await loginToken(stack.url, OTHER);
    const { page, close } = await openPage(browser, { url: stack.url, token: other });
    try {
      for (const path of [
        `/order_detail?orderId=${order.order_id}`,
        `/logistics?orderId=${order.order_id}`,
        `/refund_detail?id=${refund_order_id}`,
        `/refund_confirm?orderId=${order.order_id}&ids=${order.orderProduct[0].id}&type=1&refund_type=1`,
        `/user/refund_select?orderId=${order.order_id}&ids=${order.orderProduct[0].id}`,
        `/payment?result=${order.group_order_id}`,
        `/order_stay_detail?orderId=${order.group_order_id}`,
      ]) {
        await page.goto(`${stack.url}${path}`);
        const notFound = page.getByTestId('error-page-404');
        await notFound.waitFor();
        expect(await notFound.innerText()).toContain('抱歉，您访问的页面出错了');
        expect(await page.locator('body').innerText()).not.toContain(order.order_sn);
      }
    } finally {
      await close();
    }
  });
});

