/** An order left unpaid past its (test-shortened) timeout closes by itself and returns its stock once. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { loginToken } from '../support/session';
import { openPage } from '../support/page';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { buyableSkus, callApi, placeOrder, type SeedSkuRef } from '../support/checkout';

/**
 * Long enough for the payment page to show the open order first: on a busy machine it once took
 * over 6 s, and the order had closed before the page showed it.
 */
const CLOSE_SECONDS = 20;
/** Two more runs of the 1 s close job: long enough to prove a later run does not return the stock again. */
const LATER_JOB_RUNS_MS = 2500;
let stack: TestStack;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser(
    { basePort: 3560, apiEnv: { ORDER_CLOSE_SECONDS: String(CLOSE_SECONDS), ORDER_JOB_INTERVAL_SECONDS: '1' } },
    connectBrowser,
  );
  token = await loginToken(stack.url);
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

async function stockOf(sku: SeedSkuRef): Promise<number> {
  const detail = await callApi<{ sku: Record<string, { unique: string; stock: number }> }>(
    stack,
    token,
    'GET',
    `/api/store/product/detail/${sku.product_id}`,
  );
  return Object.values(detail.sku).find((s) => s.unique === sku.unique)!.stock;
}

describe('unpaid order timeout', () => {
  it('closes the order after the timeout, shows it closed, and gives the stock back exactly once', async () => {
    const sku = buyableSkus(30).find((s) => s.product.once_max_count === 0)!;
    const before = await stockOf(sku);
    const order = await placeOrder(stack, token, [sku]);
    expect(await stockOf(sku)).toBe(before - 1);

    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/payment?result=${order.group_order_id}`);
      await page.getByTestId('payment').waitFor();
      expect(await page.getByTestId('payment').innerText()).toContain('订单提交成功');

      const status = () =>
        callApi<{ status: number }>(stack, token, 'GET', `/api/order/status/${order.group_order_id}`).then(
          (s) => s.status,
        );
      await expect.poll(status, { timeout: (CLOSE_SECONDS + 10) * 1000, interval: 500 }).toBe(-1);
      expect(await stockOf(sku)).toBe(before);

      await page.reload();
      await page.getByTestId('payment').waitFor();
      await expect.poll(() => page.getByTestId('payment').innerText()).toContain('订单已关闭');
      const pay = await fetch(`${stack.apiUrl}/api/order/pay/${order.group_order_id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'X-Token': token },
        body: JSON.stringify({ type: 'balance' }),
      });
      expect(((await pay.json()) as { message: string }).message).toBe('订单已关闭，请重新下单');

      // later job runs do not return the stock a second time
      await page.waitForTimeout(LATER_JOB_RUNS_MS);
      expect(await stockOf(sku)).toBe(before);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
