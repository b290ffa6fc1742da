import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page, Response } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { loginToken } from '../support/session';
import { openPage } from '../support/page';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { addToCart, buyableSkus, callApi, clearCart, ensureAddress } from '../support/checkout';
import { pickRegions } from '../support/address';
import { screenshot } from '../support/screenshot';

let stack: TestStack;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3500 }, connectBrowser);
  token = await loginToken(stack.url);
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

interface Parts {
  total_price: number;
  coupon_price: number;
  platform_coupon_price: number;
  integral_price: number;
  pay_price: number;
}

interface CheckAnswer {
  key: string;
  total_price: number;
  shop_coupon_price: number;
  platform_coupon_price: number;
  total_postage: number;
  pay_price: number;
  integral: { use: boolean; points: number; price: number };
  use_coupon: Record<string, number[]>;
  order: (Parts & { mer_id: number; postage_price: number })[];
}

const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** ¥12.30 → 1230, +¥8.00 → 800, -¥5.00 → -500 */
function signedFen(text: string): number {
  const m = /^([+-]?)¥(\d+)\.(\d\d)$/.exec(text.trim());
  if (!m) throw new Error(`not a yuan amount: ${text}`);
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 100 + Number(m[3]));
}

/** The money lines a block shows (test id without `prefix` → signed fen); they must add up to the amount paid. */
async function shownLines(block: Locator, prefix: string): Promise<Record<string, number>> {
  const lines: Record<string, number> = {};
  for (const cell of await block.locator(`[data-testid^="${prefix}"]`).all()) {
    lines[(await cell.getAttribute('data-testid'))!.slice(prefix.length)] = signedFen(await cell.innerText());
  }
  const { 'pay-price': pay, ...parts } = lines;
  expect(
    Object.values(parts).reduce((a, b) => a + b, 0),
    JSON.stringify(lines),
  ).toBe(pay);
  return lines;
}

/** The lines the page should show for parts the server computed: the zero ones left out, goods and pay always. */
function expectedLines(p: Parts & { postage: number }): Record<string, number> {
  const parts = {
    postage: p.postage,
    'shop-coupon': -p.coupon_price,
    'platform-coupon': -p.platform_coupon_price,
    'integral-price': -p.integral_price,
  };
  return {
    'total-price': p.total_price,
    ...Object.fromEntries(Object.entries(parts).filter(([, fen]) => fen !== 0)),
    'pay-price': p.pay_price,
  };
}

/** The answer of the next order/check the page makes. */
async function nextCheck(page: Page, action: () => Promise<unknown>): Promise<CheckAnswer> {
  const [res] = await Promise.all([
    page.waitForResponse((r: Response) => r.url().endsWith('/api/v2/order/check') && r.request().method() === 'POST'),
    action(),
  ]);
  return ((await res.json()) as { data: CheckAnswer }).data;
}

/** Every figure of each shop's total and of the order's totals is the server's, and each block adds up on its face. */
async function expectTotals(page: Page, c: CheckAnswer) {
  await expect.poll(() => page.getByTestId('sum-pay-price').innerText()).toBe(`¥${yuan(c.pay_price)}`);
  const total = await shownLines(page.getByTestId('confirm-totals'), 'sum-');
  expect(total).toEqual(
    expectedLines({
      ...c,
      coupon_price: c.shop_coupon_price,
      integral_price: c.integral.price,
      postage: c.total_postage,
    }),
  );
  const shops = page.getByTestId('confirm-shop');
  expect(await shops.count()).toBe(c.order.length);
  let shopsPay = 0;
  for (const [i, o] of c.order.entries()) {
    const shown = await shownLines(shops.nth(i), 'shop-sum-');
    expect(shown).toEqual(expectedLines({ ...o, postage: o.postage_price }));
    shopsPay += shown['pay-price'];
  }
  expect(shopsPay).toBe(total['pay-price']);
}

/** Opens a shop's coupon list, checks no option's text is cut off, and picks the one named. */
async function pickShopCoupon(page: Page, name: string | RegExp, shot?: string) {
  const picker = page.getByRole('button', { name: /店铺优惠$/ });
  await picker.click();
  const options = page.getByRole('listbox', { name: /店铺优惠$/ }).getByRole('option');
  await expect.poll(() => options.count()).toBeGreaterThan(1);
  const clipped = await options.evaluateAll((els) =>
    els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent),
  );
  expect(clipped).toEqual([]);
  if (shot) await screenshot(page, shot, { fullPage: true });
  await options.filter({ hasText: name }).click();
  await expect.poll(() => options.count()).toBe(0);
  // the closed control shows the whole text of the chosen one
  const chosen = picker.locator('.text');
  expect(await chosen.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
}

/** Two goods of a shop that holds shop coupons (the seed gives them to the first 12 shops), ¥120–¥400 together. */
function pickGoods() {
  const skus = buyableSkus(30).filter((s) => s.product.once_max_count === 0 && s.mer_id <= 12);
  for (const a of skus) {
    const b = skus.find((s) => s.mer_id === a.mer_id && s.product_id !== a.product_id);
    if (b && a.price + b.price >= 12_000 && a.price + b.price <= 40_000) return [a, b];
  }
  throw new Error('no goods for the checkout test');
}

describe('order confirmation', () => {
  it('adds a new address, re-prices on every choice, validates the invoice, creates the order and pays by balance', async () => {
    const [a, b] = pickGoods();
    await clearCart(stack, token);
    const cartA = (await addToCart(stack, token, a, 1)).cart_id;
    const cartB = (await addToCart(stack, token, b, 1)).cart_id;
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/shopping_cart`);
      await page.getByTestId('cart-page').waitFor();
      let check = await nextCheck(page, () => page.getByRole('button', { name: '去结算' }).click());
      expect(new URL(page.url()).pathname).toBe('/order_confirm');
      expect(new URL(page.url()).searchParams.get('cartId')!.split(',').map(Number).sort()).toEqual(
        [cartA, cartB].sort(),
      );
      await page.getByTestId('order-confirm').waitFor();
      // the server picked the best coupons; the page shows its figures
      await expectTotals(page, check);
      expect(check.total_price).toBe(a.price + b.price);
      expect(await page.getByTestId('confirm-shop').count()).toBe(1);

      // no address yet: the form is open; wrong input is pointed at before anything is sent
      const form = page.getByTestId('address-form');
      await form.waitFor();
      await form.getByLabel('收货人').fill('王小二');
      await form.getByLabel('手机号码').fill('1380013');
      await form.getByRole('button', { name: '保存收货地址' }).click();
      expect(await form.getByRole('alert').innerText()).toBe('请输入正确的手机号码');
      await form.getByLabel('手机号码').fill('13912345678');
      const region = await pickRegions(form, [0, 0, 0, 0], async (level) => {
        if (level === 0) await screenshot(page, 'checkout-region-picker');
      });
      await form.getByRole('button', { name: '保存收货地址' }).click();
      expect(await form.getByRole('alert').innerText()).toBe('请填写详细地址');
      await form.getByLabel('详细地址').fill('幸福路8号3单元501');
      check = await nextCheck(page, () => form.getByRole('button', { name: '保存收货地址' }).click());
      await expect.poll(() => page.getByTestId('address-card').count()).toBe(1);
      expect(await page.getByTestId('address-card').getAttribute('aria-pressed')).toBe('true');
      expect(await page.getByTestId('ship-to').innerText()).toContain('王小二 13912345678');
      expect(await page.getByTestId('ship-to').innerText()).toContain(`${region.join(' ')} 幸福路8号3单元501`);
      await expectTotals(page, check);

      // shop coupon: none, then the 3元 one (its option reads its name and rule in full)
      check = await nextCheck(page, () => pickShopCoupon(page, '不使用优惠券'));
      expect(check.shop_coupon_price).toBe(0);
      await expectTotals(page, check);
      check = await nextCheck(page, () =>
        pickShopCoupon(page, /^店铺无门槛券 3元（无门槛减3元）$/, 'checkout-shop-coupons'),
      );
      expect(check.shop_coupon_price).toBe(300);
      await expectTotals(page, check);

      // platform coupon: picking the chosen one again drops it; then the 5元 general one. The seed
      // gives the demo user 新人无门槛券 5元 (no minimum), so the server has picked one
      expect(check.platform_coupon_price).toBeGreaterThan(0);
      const platform = page.getByTestId('platform-coupons');
      const picked = platform.locator('button[aria-pressed="true"]');
      expect(await picked.count()).toBe(1);
      check = await nextCheck(page, () => picked.click());
      expect(check.platform_coupon_price).toBe(0);
      await expectTotals(page, check);
      const five = platform.getByRole('button', { name: /新人无门槛券 5元/ });
      check = await nextCheck(page, () => five.click());
      expect(check.platform_coupon_price).toBe(500);
      await expect.poll(() => five.getAttribute('aria-pressed')).toBe('true');
      await expectTotals(page, check);

      // points
      check = await nextCheck(page, () => page.getByTestId('points').getByRole('checkbox').check());
      expect(check.integral.use).toBe(true);
      expect(check.integral.points).toBeGreaterThan(0);
      expect(await page.getByTestId('points-text').innerText()).toBe(
        `使用了${check.integral.points}个积分，抵扣${yuan(check.integral.price)}元`,
      );
      await expectTotals(page, check);

      // buyer note is capped at 150 characters
      const note = page.getByLabel(/买家留言$/);
      await note.fill('请周末送货'.repeat(40));
      expect((await note.inputValue()).length).toBe(150);
      await note.fill('请周末送货，谢谢');

      // invoice: an electronic one needs an email
      const invoice = page.getByTestId('invoice');
      await invoice.getByRole('button', { name: '电子普通发票' }).click();
      await invoice.getByLabel('发票抬头').fill('王小二');
      await page.getByRole('button', { name: '提交订单' }).click();
      expect(await invoice.getByRole('alert').innerText()).toBe('请填写正确的收票邮箱');
      expect(new URL(page.url()).pathname).toBe('/order_confirm');
      await invoice.getByLabel('收票邮箱').fill('wang@example.com');
      await invoice.getByRole('alert').waitFor({ state: 'detached' }); // typing clears the complaint
      await screenshot(page, 'checkout-confirm', { fullPage: true });

      await page.getByRole('button', { name: '提交订单' }).click();
      await page.waitForURL((u) => u.pathname === '/payment');
      const groupId = Number(new URL(page.url()).searchParams.get('result'));
      const group = await callApi<{
        group_order_sn: string;
        pay_price: number;
        address: { real_name: string; phone: string };
        orderList: { order_id: number; mark: string; receipt: { receipt_title: string; email: string } | null }[];
      }>(stack, token, 'GET', `/api/order/group_order_detail/${groupId}`);
      expect(group.pay_price).toBe(check.pay_price);
      expect(group.address).toMatchObject({ real_name: '王小二', phone: '13912345678' });
      expect(group.orderList[0].mark).toBe('请周末送货，谢谢');
      expect(group.orderList[0].receipt).toMatchObject({ receipt_title: '王小二', email: 'wang@example.com' });
      // the bought lines left the cart, and the badge follows
      await expect.poll(() => page.locator('#mall-header [data-testid="cart-count"]').innerText()).toBe('0');

      // the payment page: what was ordered, the time left, the methods the mall has switched on
      const payment = page.getByTestId('payment');
      await payment.waitFor();
      expect(await payment.innerText()).toContain('订单提交成功！去付款咯~');
      expect(await page.getByTestId('pay-countdown').innerText()).toMatch(/请在 1[45]分\d\d秒 内完成支付/);
      expect(await page.getByTestId('pay-sn').innerText()).toBe(group.group_order_sn);
      expect(await page.getByTestId('pay-amount').innerText()).toBe(`¥${yuan(check.pay_price)}`);
      expect(await page.getByTestId('pay-address').innerText()).toContain('王小二 13912345678');
      const goodsText = await page.getByTestId('pay-goods').innerText();
      for (const g of [a, b]) expect(goodsText).toContain(g.product.store_name);
      const flags = await callApi<Record<string, number>>(stack, token, 'GET', '/api/config');
      const expected = [
        ['余额支付', flags.yue_pay_status],
        ['微信支付', flags.pay_weixin_open],
        ['支付宝支付', flags.alipay_open],
      ].filter(([, on]) => on === 1);
      // the methods show once the site's switches have loaded
      await expect
        .poll(() => page.getByTestId('pay-methods').locator('.name').allInnerTexts())
        .toEqual(expected.map(([name]) => name));
      const before = await callApi<{ now_money: number }>(stack, token, 'GET', '/api/user');
      expect(await page.getByTestId('balance').innerText()).toBe(`可用余额 ¥${yuan(before.now_money)}`);
      // a method picked: the pay button is live
      await expect.poll(() => page.getByRole('button', { name: /^立即支付/ }).isEnabled()).toBe(true);
      await screenshot(page, 'checkout-payment', { fullPage: true });

      // pay by balance → the order list; the balance is debited once
      await page
        .getByTestId('pay-methods')
        .getByRole('button', { name: /余额支付/ })
        .click();
      await page.getByRole('button', { name: /^立即支付/ }).click();
      await page.waitForURL((u) => u.pathname === '/user/order_list' && u.searchParams.get('type') === '1');
      const status = await callApi<{ status: number; pay_type: string }>(
        stack,
        token,
        'GET',
        `/api/order/status/${groupId}`,
      );
      expect(status).toMatchObject({ status: 1, pay_type: 'balance' });
      const after = await callApi<{ now_money: number }>(stack, token, 'GET', '/api/user');
      expect(after.now_money).toBe(before.now_money - check.pay_price);

      // the paid order's detail shows the same parts as the confirm page did, adding up the same way
      await page.goto(`${stack.url}/order_detail?orderId=${group.orderList[0].order_id}`);
      const sum = page.getByTestId('detail-sum');
      await sum.waitFor();
      const [shop] = check.order;
      expect(await shownLines(sum, 'detail-')).toEqual(expectedLines({ ...shop, postage: shop.postage_price }));
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('buys now (new=1); an expired price key says 订单操作超时,请刷新页面 and the next click goes through', async () => {
    await ensureAddress(stack, token);
    const sku = buyableSkus(30).find((s) => s.product.once_max_count === 0)!;
    const cartBefore = await callApi<{ count: number }[]>(stack, token, 'GET', '/api/user/cart/count');
    const { cart_id } = await callApi<{ cart_id: number }>(stack, token, 'POST', '/api/user/cart/create', {
      product_id: sku.product_id,
      product_attr_unique: sku.unique,
      cart_num: 2,
      is_new: 1,
    });
    const { page, close } = await openPage(browser, { url: stack.url, token });
    try {
      const check = await nextCheck(page, () => page.goto(`${stack.url}/order_confirm?cartId=${cart_id}&new=1`));
      expect(check.total_price).toBe(sku.price * 2);
      await expectTotals(page, check);

      // the first submission carries a key the server no longer knows
      let forged = false;
      await page.route('**/api/v2/order/create', async (route) => {
        if (forged) return route.continue();
        forged = true;
        const body = JSON.parse(route.request().postData()!) as Record<string, unknown>;
        await route.continue({ postData: JSON.stringify({ ...body, key: 'f'.repeat(32) }) });
      });
      const recheck = await nextCheck(page, () => page.getByRole('button', { name: '提交订单' }).click());
      expect(await page.getByTestId('toast').first().innerText()).toBe('订单操作超时,请刷新页面');
      expect(recheck.key).not.toBe(check.key);
      expect(new URL(page.url()).pathname).toBe('/order_confirm');

      await page.getByRole('button', { name: '提交订单' }).click();
      await page.waitForURL((u) => u.pathname === '/payment');
      const groupId = Number(new URL(page.url()).searchParams.get('result'));
      const group = await callApi<{ pay_price: number; total_num: number }>(
        stack,
        token,
        'GET',
        `/api/order/group_order_detail/${groupId}`,
      );
      expect(group).toMatchObject({ pay_price: recheck.pay_price, total_num: 2 });
      // a buy-now order leaves the normal cart alone
      expect(await callApi(stack, token, 'GET', '/api/user/cart/count')).toEqual(cartBefore);
    } finally {
      await close();
    }
  });

  it('an order with nothing to pay is paid at once and goes to the order list', async () => {
    await ensureAddress(stack, token);
    const sku = buyableSkus(30).find((s) => s.product.once_max_count === 0)!;
    const { cart_id } = await addToCart(stack, token, sku, 1);
    const { page, close } = await openPage(browser, { url: stack.url, token });
    try {
      await nextCheck(page, () => page.goto(`${stack.url}/order_confirm?cartId=${cart_id}`));
      // the seed's coupons and points cannot cover a whole order, so the server's answer for one
      // they do cover is stood in for
      await page.route('**/api/v2/order/create', (route) =>
        route.fulfill({
          json: {
            status: 200,
            message: '支付成功',
            data: { group_order_id: 1, group_order_sn: 'G1', pay_price: 0, paid: 1 },
          },
        }),
      );
      await page.getByRole('button', { name: '提交订单' }).click();
      await page.waitForURL((u) => u.pathname === '/user/order_list' && u.searchParams.get('type') === '1');
    } finally {
      await close();
    }
  });
});
