import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { shipOrder, skusOfOneShop } from '../support/after-sales';
import {
  accountLogin,
  DEMO,
  dialog,
  expectToast,
  field,
  goPanel,
  loginPage,
  newPhone,
  openDialog,
  OTHER,
  realErrors,
  sendSmsCode,
  submit,
} from '../support/auth';
import { connectBrowser } from '../support/browser';
import { callApi } from '../support/checkout';
import { openPage, settle } from '../support/page';
import { loginToken } from '../support/session';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { screenshot } from '../support/screenshot';

let stack: TestStack;
let browser: Browser;
let token: string;

beforeAll(async () => {
  // received orders leave their after-sales window and brokerage thaws within seconds (distribution test)
  const apiEnv = { AFTER_SALES_SECONDS: '1', SPREAD_FREEZE_SECONDS: '1', ORDER_JOB_INTERVAL_SECONDS: '1' };
  [stack, browser] = await startStackAndBrowser({ basePort: 3760, apiEnv }, connectBrowser);
  token = await loginToken(stack.url);
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const menu = (page: Page) => page.getByRole('navigation', { name: '个人中心菜单' });
const heading = (page: Page) => page.locator('#app-user-center main h1').first();

/** A screenshot of the settled page. */
async function shoot(page: Page, name: string) {
  await settle(page);
  await screenshot(page, `user-center-${name}`, { fullPage: true });
}

async function api<T>(urlPath: string, body?: unknown): Promise<T> {
  const res = await fetch(`${stack.url}${urlPath}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Form-type': 'pc', 'X-Token': token, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const json = (await res.json()) as { status: number; message: string; data: T };
  if (json.status !== 200) throw new Error(`${urlPath}: ${json.message}`);
  return json.data;
}

describe('user centre', () => {
  it('a guest opening /user/collect logs in and lands there', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto(`${stack.url}/user/collect`, { waitUntil: 'load' });
      const root = loginPage(page);
      await root.getByTestId('login-panels').waitFor();
      await accountLogin(root, DEMO);
      await page.waitForURL((u) => u.pathname === '/user/collect');
      await page.getByTestId('uc-collect-page').waitFor();
      expect(await menu(page).locator('[aria-current="page"]').innerText()).toBe('商品收藏');
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('every menu entry shows its page with the seeded data; reload and back keep the page', async () => {
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.setViewportSize({ width: 1200, height: 900 });
      await page.goto(`${stack.url}/user?type=0`, { waitUntil: 'load' });
      await page.getByTestId('uc-nickname').waitFor();
      expect(await page.getByTestId('uc-nickname').innerText()).toContain(DEMO.nickname);
      await expect.poll(() => page.getByTestId('uc-balance').innerText()).toContain('1000.00');
      await expect.poll(() => page.getByTestId('uc-points').innerText()).toContain('1200');
      await shoot(page, 'overview');

      const groups = await menu(page).locator('h2').allInnerTexts();
      expect(groups).toEqual(['订单中心', '我的资产', '会员权益', '我的关注', '账户设置', '商家入驻', '推广中心']);

      const entries: [string, string, string][] = [
        ['我的余额', '/user/balance', '我的余额'],
        ['我的积分', '/user/integral', '我的积分'],
        ['我的优惠券', '/user/my_coupon', '我的优惠券'],
        ['发票管理', '/user/invoice_list', '发票管理'],
        ['每日签到', '/user/sign_in', '每日签到'],
        ['SVIP会员', '/user/vip', 'SVIP会员'],
        ['商品收藏', '/user/collect', '我的关注'],
        ['店铺关注', '/user/collect', '我的关注'],
        ['关注主播', '/user/followAnchors', '关注主播'],
        ['浏览记录', '/user/history', '浏览记录'],
        ['个人资料', '/user/user_info', '个人资料'],
        ['地址管理', '/user/address_list', '地址管理'],
        ['修改密码', '/user/change_pwd', '修改密码'],
        ['商家入驻记录', '/user/settle_record', '商家入驻记录'],
        ['推广订单', '/user/salesOrder', '推广订单'],
        ['我的佣金', '/user/brokerage', '我的佣金'],
        ['预售订单', '/user/presell_order', '预售订单'],
        ['我的订单', '/user/order_list', '我的订单'],
      ];
      for (const [label, pathname, title] of entries) {
        await menu(page).getByRole('link', { name: label, exact: true }).click();
        await page.waitForURL((u) => u.pathname === pathname);
        await expect.poll(() => heading(page).innerText(), { message: label }).toContain(title);
        expect(await menu(page).locator('[aria-current="page"]').innerText()).toBe(label);
      }

      // seeded data on the pages
      await page.goto(`${stack.url}/user/balance?type=3`, { waitUntil: 'load' });
      await page.getByTestId('bill-list').waitFor();
      await expect.poll(() => page.getByTestId('balance-now').innerText()).toBe('1000.00');
      expect(await page.getByTestId('bill-list').innerText()).toContain('+1000.00');
      await shoot(page, 'balance');
      await page.getByRole('button', { name: '支出' }).click();
      await page.waitForURL((u) => u.searchParams.get('tab') === '1');
      await page.reload({ waitUntil: 'load' });
      await expect.poll(() => page.getByRole('button', { name: '支出' }).getAttribute('aria-current')).toBe('page');
      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/user/balance' && !u.searchParams.has('tab'));

      await menu(page).getByRole('link', { name: '我的积分' }).click();
      await page.getByTestId('points-list').waitFor();
      await expect.poll(() => page.getByTestId('points-total').innerText()).toBe('1200');
      await expect.poll(() => page.getByTestId('points-expiring').innerText()).toContain('500');
      expect(await page.getByTestId('points-list').innerText()).toMatch(/每日签到[\s\S]*积分过期/);

      await menu(page).getByRole('link', { name: '我的优惠券' }).click();
      await expect.poll(() => page.getByTestId('coupon-card').count()).toBeGreaterThan(3);
      const first = await page.getByTestId('coupon-card').first().innerText();
      expect(first).toMatch(/满\d+可用|无门槛/);
      expect(first).toContain('去使用');
      await shoot(page, 'coupons');
      await page.getByRole('button', { name: /已过期/ }).click();
      await expect.poll(() => page.getByTestId('coupon-card').count()).toBe(1);

      await menu(page).getByRole('link', { name: '店铺关注' }).click();
      await expect.poll(() => page.getByTestId('collect-item').count()).toBe(2);
      await menu(page).getByRole('link', { name: '浏览记录' }).click();
      await expect.poll(() => page.getByTestId('history-item').count()).toBe(8);
      // the newest visit was seeded at start-up: 昨天 when China's midnight has passed since
      const [newest] = (await api<{ list: { visit_time: string }[] }>('/api/user/history?limit=1')).list;
      const chinaDay = (ms: number) => new Date(ms + 8 * 3_600_000).toISOString().slice(0, 10);
      const seededToday = chinaDay(Date.parse(newest.visit_time)) === chinaDay(Date.now());
      expect(await page.getByTestId('history-day').first().locator('h2').innerText()).toBe(seededToday ? '今天' : '昨天');
      await menu(page).getByRole('link', { name: '发票管理' }).click();
      await expect.poll(() => page.getByTestId('invoice-titles').innerText()).toContain('上海示例商贸有限公司');
      await menu(page).getByRole('link', { name: '推广订单' }).click();
      await expect.poll(() => page.getByTestId('uc-empty').innerText()).toContain('暂无推广订单');

      // the header's links open their entries
      await page.goto(`${stack.url}/user/order_list?type=1`, { waitUntil: 'load' });
      await page.getByTestId('order-list').waitFor();
      expect(await menu(page).locator('[aria-current="page"]').innerText()).toBe('我的订单');
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a goods favourited on its page shows in 商品收藏 and is cancelled in batch; viewed goods show in the history', async () => {
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      const before = await api<{ count: number; list: { type_id: number }[] }>('/api/user/relation/product/lst');
      const favourited = new Set(before.list.map((g) => g.type_id));
      const goods = await api<{ list: { product_id: number; store_name: string }[] }>('/api/product/spu/lst?limit=20');
      const target = goods.list.find((g) => !favourited.has(g.product_id))!;

      await page.goto(`${stack.url}/goods_detail/${target.product_id}`, { waitUntil: 'load' });
      // the server's button is there before React hydrates it: a click that early does nothing
      await settle(page);
      const fav = page.locator('button.fav');
      await fav.click();
      await expect.poll(() => fav.getAttribute('aria-pressed')).toBe('true');

      await page.goto(`${stack.url}/user/collect`, { waitUntil: 'load' });
      await expect.poll(() => page.getByTestId('collect-item').count()).toBe(before.count + 1);
      expect(await page.getByTestId('collect-item').first().innerText()).toContain(target.store_name.slice(0, 10));

      await page.getByTestId('collect-all').check();
      await page.getByTestId('collect-batch-cancel').click();
      await page.getByTestId('confirm-dialog').getByRole('button', { name: '确定' }).click();
      await page.getByTestId('uc-empty').waitFor();
      expect((await api<{ count: number }>('/api/user/relation/product/lst')).count).toBe(0);

      await menu(page).getByRole('link', { name: '浏览记录' }).click();
      await page.getByTestId('history-item').first().waitFor();
      expect(await page.getByTestId('history-item').first().innerText()).toContain(target.store_name.slice(0, 10));
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a promoter sees their invitee\'s order in 推广订单, withdraws the thawed brokerage; the invite link binds a new user', async () => {
    // the seed made 李华 (OTHER) the demo user's invitee; 李华 pays by the sandbox QR, receives the order
    const other = await loginToken(stack.url, { account: OTHER.account, password: OTHER.password });
    const [sku] = skusOfOneShop(1);
    const num = Math.ceil(15_000 / sku.price);
    const address_id = await callApi<{ address_id: number }>(stack, other, 'POST', '/api/user/address/create', {
      real_name: '李华', phone: '13900139000', province_id: 44, city_id: 4403, district_id: 440305, street_id: 440305007, detail: '科苑路15号',
    }).then((a) => a.address_id);
    const cart = await callApi<{ cart_id: number }>(stack, other, 'POST', '/api/user/cart/create', {
      product_id: sku.product_id, product_attr_unique: sku.unique, cart_num: num, is_new: 1,
    });
    const check = await callApi<{ key: string }>(stack, other, 'POST', '/api/v2/order/check', { cart_id: [cart.cart_id], address_id });
    const group = await callApi<{ group_order_id: number }>(stack, other, 'POST', '/api/v2/order/create', { key: check.key, address_id });
    const qr = await callApi<{ code_url: string }>(stack, other, 'POST', `/api/order/pay/${group.group_order_id}`, { type: 'weixinQr' });
    await fetch(new URL(new URL(qr.code_url).pathname, stack.apiUrl), { method: 'POST', headers: { 'X-Token': other } });
    await expect
      .poll(() => callApi<{ status: number }>(stack, other, 'GET', `/api/order/status/${group.group_order_id}`).then((s) => s.status))
      .toBe(1);
    const { orderList } = await callApi<{ orderList: { order_id: number; mer_id: number; order_sn: string; pay_price: number }[] }>(
      stack, other, 'GET', `/api/order/group_order_detail/${group.group_order_id}`,
    );
    const order = orderList[0];
    await shipOrder(stack, { ...order, group_order_id: group.group_order_id, pay_postage: 0, orderProduct: [] });
    await callApi(stack, other, 'POST', `/api/order/take/${order.order_id}`);
    const brokerage = Math.floor((order.pay_price * 10) / 100);

    // the shortened after-sales window closes and the job thaws the brokerage
    await expect
      .poll(() => api<{ brokerage_price: number }>('/api/user/spread/info').then((i) => i.brokerage_price), { timeout: 15_000 })
      .toBe(brokerage);

    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.setViewportSize({ width: 1200, height: 900 });
      await page.goto(`${stack.url}/user/salesOrder`, { waitUntil: 'load' });
      const row = page.getByTestId('sales-row').first();
      await row.waitFor();
      const text = await row.innerText();
      expect(text).toContain(order.order_sn);
      expect(text).toContain('139****9000');
      expect(text).toContain(`+${(brokerage / 100).toFixed(2)}`);
      expect(text).toContain('已到账');
      await shoot(page, 'sales-order');

      await menu(page).getByRole('link', { name: '我的佣金' }).click();
      await expect.poll(() => page.getByTestId('brokerage-available').innerText()).toBe((brokerage / 100).toFixed(2));
      expect(await page.getByTestId('spread-code').innerText()).toBe('MALL8000');
      const before = await api<{ now_money: number }>('/api/user').then((u) => u.now_money);
      await page.locator('input[name="price"]').fill('9.99');
      await page.getByRole('button', { name: '确认提现' }).click();
      await expect.poll(() => page.getByTestId('toast').last().innerText()).toBe('最低提现金额为¥10.00');
      await page.locator('input[name="price"]').fill('10');
      await page.getByRole('button', { name: '确认提现' }).click();
      await expect.poll(() => page.getByTestId('brokerage-available').innerText()).toBe(((brokerage - 1000) / 100).toFixed(2));
      expect(await page.getByTestId('brokerage-withdrawn').innerText()).toBe('10.00');
      expect(await page.getByTestId('withdraw-list').innerText()).toContain('+10.00');
      expect(await api<{ now_money: number }>('/api/user').then((u) => u.now_money)).toBe(before + 1000);
      await shoot(page, 'brokerage');
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }

    // a visitor from the invite link registers: the code is filled in and binds them to the promoter
    const guest = await openPage(browser);
    try {
      await openDialog(guest.page, stack.url, '/?spread=MALL8000');
      const root = dialog(guest.page);
      await goPanel(root, 'to-register', 'register', '用户注册');
      expect(await field(root, 'spread_code').inputValue()).toBe('MALL8000');
      const phone = newPhone();
      await field(root, 'sms_code').fill(await sendSmsCode(guest.page, root, stack.url, phone));
      await field(root, 'pwd').fill('shop2mall8');
      await field(root, 'agreement').check();
      await expectToast(guest.page, submit(root), '注册成功，请登录');
      const invitee = await loginToken(stack.url, { account: phone, password: 'shop2mall8' });
      const mine = await callApi<{ parent: { nickname: string } | null }>(stack, invitee, 'GET', '/api/user/spread/info');
      expect(mine.parent).toEqual({ nickname: DEMO.nickname });
    } finally {
      await guest.close();
    }
  });
});
