import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { OTHER } from '../support/auth';
import { connectBrowser } from '../support/browser';
import { callApi, editStackDatabase, ensureAddress } from '../support/checkout';
import { openPage, settle } from '../support/page';
import { loginToken } from '../support/session';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { screenshot } from '../support/screenshot';

interface Card {
  id: number;
  people: number;
}
interface Detail {
  product_id: number;
  sku: Record<string, { unique: string }>;
  groups: { id: number; is_member: boolean }[];
}
interface Group {
  status: number;
  left: number;
}

let stack: TestStack;
let browser: Browser;
let leader: string;
let friend: string;
let stopRestartedApi: (() => Promise<void>) | undefined;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3850 }, connectBrowser);
  [leader, friend] = await Promise.all([loginToken(stack.apiUrl), loginToken(stack.apiUrl, OTHER)]);
  await Promise.all([ensureAddress(stack, leader), ensureAddress(stack, friend)]);
}, 240_000);

afterAll(async () => {
  await stopRestartedApi?.();
  await browser?.close();
  await stack?.dispose();
});

const api = <T>(token: string, url: string, method: 'GET' | 'POST' = 'GET', body?: unknown) =>
  callApi<T>(stack, token, method, url, body);

/** A seeded group-buy goods in groups of `people`. */
async function goodsOf(people: number): Promise<Card> {
  const { list } = await api<{ list: Card[] }>(leader, '/api/store/product/group/lst?limit=50');
  const card = list.find((c) => c.people === people);
  if (!card) throw new Error(`no seeded group-buy goods of ${people}`);
  return card;
}

/** The group the viewer is in, on the goods page. */
async function myGroup(token: string, goodsId: number): Promise<number> {
  const d = await api<Detail>(token, `/api/store/product/group/detail/${goodsId}`);
  return d.groups.find((g) => g.is_member)!.id;
}

/** From /order_confirm: submit, pay with the balance or the sandbox WeChat Pay QR (confirmed by the "phone"), land on the group's page. */
async function submitAndPay(page: Page, method: 'balance' | 'weixin') {
  await page.waitForURL((u) => u.pathname === '/order_confirm' && u.searchParams.get('new') === '1');
  await page.getByRole('button', { name: '提交订单' }).click();
  await page.waitForURL((u) => u.pathname === '/payment');
  await page
    .getByTestId('pay-methods')
    .getByRole('button', { name: method === 'balance' ? /余额支付/ : /微信支付/ })
    .click();
  await page.getByRole('button', { name: /^立即支付/ }).click();
  if (method === 'weixin') {
    const code = page.getByTestId('qr-dialog').getByRole('img', { name: '微信支付二维码' });
    await code.waitFor();
    const codeUrl = (await code.getAttribute('data-code-url'))!;
    // the payer's phone: logged in as the same shopper (the sandbox confirms only for the order's owner)
    const token = (await page.context().cookies()).find((c) => c.name === 'token')!.value;
    await fetch(codeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'X-Token': token },
      body: '',
    });
  }
  await page.waitForURL((u) => u.pathname.startsWith('/combination_status/'), { timeout: 15_000 });
}

describe('group buy (拼团)', () => {
  it('one shopper opens a group from the goods page, a friend joins it through the share link, the group succeeds', async () => {
    const goods = await goodsOf(2);
    const opener = await openPage(browser, { url: stack.url, token: leader });
    try {
      const { page, errors } = opener;
      await page.setViewportSize({ width: 1200, height: 900 });
      await page.goto(`${stack.url}/goods_combination`);
      const list = page.getByTestId('group-buy-list');
      await list.waitFor();
      expect(await list.getByTestId('group-buy-card').count()).toBeGreaterThanOrEqual(8);
      await settle(page);
      await screenshot(page, 'group-buy-list', { fullPage: true });

      await page.locator(`[data-testid="group-buy-card"] a.go[href="/goods_combination_detail/${goods.id}"]`).click();
      await page.waitForURL((u) => u.pathname === `/goods_combination_detail/${goods.id}`);
      const panel = page.getByTestId('buy-panel');
      await panel.waitFor();
      expect(await panel.getByTestId('group-strip').innerText()).toMatch(/2人团[\s\S]*活动截止 \d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
      expect(await panel.getByTestId('group-rules').innerText()).toContain('2人成团');
      // the seeded group of 2 waiting for its second member is offered
      expect(await panel.getByTestId('open-group').count()).toBeGreaterThanOrEqual(1);
      await settle(page);
      await screenshot(page, 'group-buy-detail', { fullPage: true });
      expect(errors).toEqual([]);

      await panel.getByTestId('start-group').click();
      await submitAndPay(page, 'balance');
      const groupId = await myGroup(leader, goods.id);
      expect(new URL(page.url()).pathname).toBe(`/combination_status/${groupId}`);
      const status = page.getByTestId('group-status');
      await status.waitFor();
      expect(await status.getAttribute('data-status')).toBe('0');
      expect(await status.innerText()).toMatch(/拼团中[\s\S]*还差\s*1\s*人拼成/);
      const link = page.getByTestId('share-link');
      await expect.poll(() => link.inputValue()).toBe(`${stack.url}/combination_status/${groupId}`);
      await settle(page);
      await screenshot(page, 'group-buy-status', { fullPage: true });

      // the leader's paid order waits for the group: 拼团中 on its page, not closed
      const orders = await api<{ list: { order_id: number; status: number }[] }>(leader, '/api/order/list?status=-2&limit=1');
      expect(orders.list[0].status).toBe(9);
      await page.goto(`${stack.url}/order_detail?orderId=${orders.list[0].order_id}`);
      const banner = page.getByTestId('order-banner');
      await expect.poll(() => banner.innerText()).toBe('拼团中');
      expect(await page.getByTestId('order-detail').innerText()).toContain('拼团失败将原路退款');
      await settle(page);
      await screenshot(page, 'group-buy-order-detail', { fullPage: true });

      // the friend opens the shared link, 我要参团 → the goods page in join mode → pays by WeChat Pay
      const joiner = await openPage(browser, { url: stack.url, token: friend });
      try {
        await joiner.page.goto(`${stack.url}/combination_status/${groupId}`);
        await joiner.page.getByTestId('join').click();
        await joiner.page.waitForURL((u) => u.searchParams.get('group') === String(groupId));
        await joiner.page.getByTestId('join-group').click();
        await submitAndPay(joiner.page, 'weixin');
        expect(new URL(joiner.page.url()).pathname).toBe(`/combination_status/${groupId}`);
        const done = joiner.page.getByTestId('group-status');
        await done.waitFor();
        expect(await done.getAttribute('data-status')).toBe('10');
        expect(await done.innerText()).toContain('拼团成功');
        expect(await done.getByTestId('member-avatar').count()).toBe(2);
        await settle(joiner.page);
        await screenshot(joiner.page, 'group-buy-success', { fullPage: true });
        expect(joiner.errors).toEqual([]);
      } finally {
        await joiner.close();
      }
      expect(await api<Group>(leader, `/api/store/product/group/get/${groupId}`)).toMatchObject({ status: 10, left: 0 });
    } finally {
      await opener.close();
    }
  });

  it('a group that runs out of time fails and its paid member gets the money back', async () => {
    const goods = await goodsOf(5);
    const detail = await api<Detail>(leader, `/api/store/product/group/detail/${goods.id}`);
    const before = (await api<{ now_money: number }>(leader, '/api/user')).now_money;
    const cart = await api<{ cart_id: number }>(leader, '/api/user/cart/create', 'POST', {
      product_id: detail.product_id,
      product_attr_unique: Object.values(detail.sku)[0].unique,
      cart_num: 1,
      is_new: 1,
      product_type: 4,
      activity_ref: 0,
    });
    const address_id = await ensureAddress(stack, leader);
    const { key } = await api<{ key: string }>(leader, '/api/v2/order/check', 'POST', { cart_id: [cart.cart_id], address_id });
    const order = await api<{ group_order_id: number; pay_price: number }>(leader, '/api/v2/order/create', 'POST', { key, address_id });
    await api(leader, `/api/order/pay/${order.group_order_id}`, 'POST', { type: 'balance' });
    expect((await api<{ now_money: number }>(leader, '/api/user')).now_money).toBe(before - order.pay_price);
    const groupId = await myGroup(leader, goods.id);

    // its time is up; the restarted API runs the jobs at once
    stopRestartedApi = await editStackDatabase(stack, [
      `update store_combination_group set ends_at = now() - interval '1 second' where id = ${groupId}`,
    ]);
    await expect
      .poll(async () => (await api<Group>(leader, `/api/store/product/group/get/${groupId}`)).status, { timeout: 20_000 })
      .toBe(-1);
    expect((await api<{ now_money: number }>(leader, '/api/user')).now_money).toBe(before);

    const { page, errors, close } = await openPage(browser, { url: stack.url, token: leader });
    try {
      await page.setViewportSize({ width: 1200, height: 900 });
      await page.goto(`${stack.url}/combination_status/${groupId}`);
      const status = page.getByTestId('group-status');
      await status.waitFor();
      expect(await status.innerText()).toMatch(/拼团失败[\s\S]*已付款项将原路退回/);
      await settle(page);
      await screenshot(page, 'group-buy-failed', { fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
