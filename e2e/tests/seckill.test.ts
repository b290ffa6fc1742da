import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { callApi, ensureAddress } from '../support/checkout';
import { openPage, settle } from '../support/page';
import { loginToken } from '../support/session';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { screenshot } from '../support/screenshot';

interface Slot {
  start: number;
  stop: number;
  state: number;
  state_text: string;
  start_time: string;
}
interface Slots {
  server_time: number;
  index: number;
  list: Slot[];
}
interface Card {
  id: number;
  price: number;
  stock: number;
  button: string;
}
interface Lst {
  server_time: number;
  list: Card[];
}
interface Detail {
  sku: Record<string, { stock: number }>;
  seckill: { bought: { day: number; total: number } | null };
}

let stack: TestStack;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3830 }, connectBrowser);
  token = await loginToken(stack.apiUrl);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const api = <T>(url: string) => callApi<T>(stack, token, 'GET', url);
/**
 * The slots around the running one, with at least `seconds` of it left: slots are two hours, and
 * a test that begins just before one ends (its countdowns, its 抢购中 tab) waits for the next.
 */
async function slotsWithTimeLeft(seconds = 40): Promise<Slots> {
  const slots = await api<Slots>('/api/store/product/seckill/select');
  const left = slots.list[slots.index].stop - Math.floor(Date.now() / 1000);
  if (left >= seconds) return slots;
  await new Promise((resolve) => setTimeout(resolve, (left + 1) * 1000));
  return api<Slots>('/api/store/product/seckill/select');
}
const lst = (w: Slot, limit = 20) => api<Lst>(`/api/store/product/seckill/lst?start_time=${w.start}&end_time=${w.stop}&limit=${limit}`);


/** The browser's own clock five hours fast: countdowns must not read it. */
const WRONG_CLOCK = `(() => { const now = Date.now.bind(Date); Date.now = () => now() + 5 * 3600 * 1000; })();`;

describe('seckill (秒杀)', () => {
  it('home strip: the running slot, a countdown by the server clock, goods with 已抢N%', async () => {
    const slots = await slotsWithTimeLeft();
    const current = slots.list[slots.index];
    const goods = await lst(current, 5);
    const { context, page, close } = await openPage(browser);
    try {
      await context.addInitScript(WRONG_CLOCK);
      await page.setViewportSize({ width: 1200, height: 900 });
      await page.goto(stack.url + '/');
      const strip = page.getByTestId('seckill-strip');
      await strip.waitFor();
      expect(await strip.getAttribute('data-state')).toBe('1');
      const text = await strip.innerText();
      expect(text).toContain('限时秒杀');
      expect(text).toContain(`${current.start_time}场 · 抢购中`);
      expect(text).toContain('距结束');
      expect(await strip.getByTestId('seckill-strip-goods').count()).toBe(goods.list.length);
      expect(await strip.getByTestId('progress').first().innerText()).toMatch(/已抢\d+%/);

      const clock = strip.getByTestId('countdown');
      const left = Number(await clock.getAttribute('data-seconds'));
      const expected = current.stop - Math.floor(Date.now() / 1000);
      expect(Math.abs(left - expected)).toBeLessThanOrEqual(5);
      await expect.poll(async () => Number(await clock.getAttribute('data-seconds')), { timeout: 5_000 }).toBeLessThan(left);

      await strip.scrollIntoViewIfNeeded();
      await settle(page);
      await screenshot(strip, 'seckill-home-strip');
      await strip.getByRole('link', { name: /更多秒杀/ }).click();
      await page.waitForURL((u) => u.pathname === '/goods_seckill');
    } finally {
      await close();
    }
  });

  it('a home page shown from a cache minutes after its render counts down by the server clock, asked once', async () => {
    const slots = await slotsWithTimeLeft();
    const current = slots.list[slots.index];
    const { context, page, close } = await openPage(browser);
    try {
      await context.addInitScript(WRONG_CLOCK);
      // the page as a cache keeps it: the server's clock answers 2 minutes past the page's data
      let asked = 0;
      // two minutes, or less when the slot ends sooner: the countdown must not reach its end
      const late = Math.min(120, current.stop - Math.floor(Date.now() / 1000) - 30);
      await page.route('**/api/time', async (route) => {
        asked++;
        const now = Date.now() + late * 1000;
        await route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: 200, message: 'success', data: { now } }) });
      });
      await page.goto(stack.url + '/');
      const clock = page.getByTestId('seckill-strip').getByTestId('countdown');
      const expected = current.stop - Math.floor(Date.now() / 1000) - late;
      await expect
        .poll(async () => Math.abs(Number(await clock.getAttribute('data-seconds')) - expected), { timeout: 5_000 })
        .toBeLessThanOrEqual(5);
      expect(asked).toBe(1);
    } finally {
      await close();
    }
  });

  it('/goods_seckill: server-rendered tabs 已结束 / 抢购中 / 即将开始 and the goods of each with their buttons', async () => {
    const html = await (await fetch(stack.url + '/goods_seckill')).text();
    expect(html).toContain('data-page="goods-seckill"');
    expect(html).toMatch(/<title>限时秒杀/);

    const slots = await slotsWithTimeLeft();
    const { page, errors, close } = await openPage(browser);
    try {
      await page.setViewportSize({ width: 1200, height: 900 });
      await page.goto(stack.url + '/goods_seckill');
      const tabs = page.getByTestId('seckill-tabs').getByRole('link');
      await tabs.first().waitFor();
      expect(await tabs.allInnerTexts()).toEqual(slots.list.map((w) => `${w.start_time}\n${w.state_text}`));
      expect(await page.getByTestId('seckill-tabs').locator('[aria-current="page"]').innerText()).toContain('抢购中');

      const cards = page.getByTestId('seckill-card');
      const current = await lst(slots.list[slots.index], 50);
      expect(await cards.count()).toBe(current.list.length);
      const buttons = await cards.locator('a.go').allInnerTexts();
      expect(buttons).toContain('去抢购');
      expect(buttons).toContain('已抢光'); // the seed sells out one goods of every slot
      expect(await page.getByTestId('slot-bar').innerText()).toContain('距结束');
      await settle(page);
      await screenshot(page, 'seckill-list', { fullPage: true });

      await tabs.nth(slots.index + 1).click();
      await page.waitForURL((u) => u.searchParams.get('start') === String(slots.list[slots.index + 1].start));
      await expect.poll(() => page.getByTestId('slot-bar').innerText()).toContain('距开始');
      expect(new Set(await cards.locator('a.go').allInnerTexts())).toEqual(new Set(['未开始']));

      await tabs.first().click();
      await expect.poll(() => page.getByTestId('slot-bar').innerText()).toContain('本场已结束');
      expect(new Set(await cards.locator('a.go').allInnerTexts())).toEqual(new Set(['已结束']));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('buys a seckill goods end to end: 立即抢购 → confirm → pay by balance; its seckill stock goes down by one', async () => {
    await ensureAddress(stack, token);
    const me = await api<{ now_money: number }>('/api/user');
    const slots = await slotsWithTimeLeft();
    const goods = (await lst(slots.list[slots.index], 50)).list.find((g) => g.button === 'buy' && g.price <= me.now_money);
    expect(goods, 'a seckill goods the demo balance can pay').toBeDefined();
    const before = await api<Detail>(`/api/store/product/seckill/detail/${goods!.id}`);
    const stockBefore = Object.values(before.sku).reduce((a, s) => a + s.stock, 0);

    const { page, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/goods_seckill`);
      // a click before the page has hydrated would be handled by the server's HTML
      await settle(page);
      await page.locator(`[data-testid="seckill-card"] a[href="/goods_seckill_detail/${goods!.id}"].go`).click();
      await page.waitForURL((u) => u.pathname === `/goods_seckill_detail/${goods!.id}`);
      const panel = page.getByTestId('buy-panel');
      await panel.waitFor();
      expect(await panel.getByTestId('seckill-strip-bar').innerText()).toMatch(/限时秒杀[\s\S]*距结束/);
      expect(await panel.getByTestId('limits').innerText()).toContain('每人每天限购 2');
      expect(await page.getByRole('button', { name: '加入购物车' }).count()).toBe(0);
      await expect.poll(() => page.locator('[data-page="goods-seckill"]').count()).toBe(0);
      await settle(page);
      await screenshot(page, 'seckill-detail', { fullPage: true });

      await page.getByTestId('seckill-buy').click();
      await page.waitForURL((u) => u.pathname === '/order_confirm' && u.searchParams.get('new') === '1');
      await page.getByRole('button', { name: '提交订单' }).click();
      await page.waitForURL((u) => u.pathname === '/payment');
      await page.getByTestId('pay-methods').getByRole('button', { name: /余额支付/ }).click();
      await page.getByRole('button', { name: /^立即支付/ }).click();
      await page.waitForURL((u) => u.pathname === '/user/order_list' && u.searchParams.get('type') === '1');
    } finally {
      await close();
    }
    const after = await api<Detail>(`/api/store/product/seckill/detail/${goods!.id}`);
    expect(Object.values(after.sku).reduce((a, s) => a + s.stock, 0)).toBe(stockBefore - 1);
    expect(after.seckill.bought).toEqual({ day: 1, total: 1 });
    expect((await api<{ now_money: number }>('/api/user')).now_money).toBeLessThan(me.now_money);
  });
});
