/**
 * The checkout in English (issue 24 item 1): after the top bar's language switch the cart, order
 * confirm, payment, unpaid order, order detail and refund pages show no Chinese outside what merchants and the shopper wrote (goods
 * titles, SKUs, shop names, coupon names, the address), money stays ¥ with two decimals, the
 * language survives a reload, and switching back shows the Chinese texts again without one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { loginToken } from '../support/session';
import { mounted, openPage, settle } from '../support/page';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { applyRefund, asMerchant, decideRefund, paidOrder, shipOrder, skusOfOneShop } from '../support/after-sales';
import { addToCart, buyableSkus, callApi, clearCart, ensureAddress, placeOrder } from '../support/checkout';
import { screenshot } from '../support/screenshot';

let stack: TestStack;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3650 }, connectBrowser);
  token = await loginToken(stack.url);
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const CJK = /[\u3400-\u9fff]/;

/**
 * Elements holding what merchants and the shopper wrote: their words stay as written (besides
 * those marked data-authored, e.g. a merchant's tracking note).
 */
const AUTHORED = [
  'goods-title',
  'goods-sku',
  'shop-name',
  'coupon-title',
  'address-person',
  'address-region',
  'address-detail',
  'ship-address',
  'ship-receiver',
  'pay-sn',
  'pay-address',
  'pay-goods',
  'stay-sn',
  'stay-receiver',
  'stay-address',
  'detail-sn',
  'detail-receiver',
  'detail-address',
  'buyer-mark',
  'receipt-title',
  'refused-text',
  'courier',
  'refund-order-sn',
  'refund-sn',
  'return-address-text',
  'return-receiver',
];

/**
 * The checkout app's texts and placeholders with the authored elements left out, and `authored`
 * strings (names inside a longer text, e.g. a shop coupon's name in its picker) cut out; the
 * lines that still hold a Chinese character.
 */
async function chineseLines(page: Page, authored: string[] = []): Promise<string[]> {
  const text = await page.evaluate((testIds) => {
    const area = document.getElementById('app-checkout')!.cloneNode(true) as HTMLElement;
    const authoredEls = area.querySelectorAll(
      ['[data-authored]', ...testIds.map((id) => `[data-testid="${id}"]`)].join(','),
    );
    for (const el of [...authoredEls, ...area.querySelectorAll('style, script')]) el.remove();
    const placeholders = [...area.querySelectorAll('[placeholder]')].map((el) => el.getAttribute('placeholder'));
    const texts = [...area.querySelectorAll('*')].flatMap((el) =>
      [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? ''),
    );
    return [...texts, ...placeholders].join('\n');
  }, AUTHORED);
  const cut = authored.reduce((t, s) => t.split(s).join(''), text);
  return cut.split('\n').filter((l) => CJK.test(l));
}

interface CheckAnswer {
  order: { coupons: { title: string }[] }[];
  platform_coupons: { title: string }[];
}

const appText = (page: Page) => page.locator('#app-checkout').innerText();
const switchLanguage = (page: Page) => page.getByTestId('language-switch').click();

describe('checkout in English', () => {
  it('cart, order confirm and payment show no Chinese but what merchants and the shopper wrote', async () => {
    const [own, shop] = (() => {
      const skus = buyableSkus(30).filter((s) => s.product.once_max_count === 0);
      return [skus.find((s) => s.is_trader)!, skus.find((s) => !s.is_trader)!];
    })();
    await clearCart(stack, token);
    await ensureAddress(stack, token);
    const cartIds = [(await addToCart(stack, token, own, 1)).cart_id, (await addToCart(stack, token, shop, 2)).cart_id];
    // the names of the coupons the confirm page may offer (merchant-written, shown inside a label)
    const check = await callApi<CheckAnswer>(stack, token, 'POST', '/api/v2/order/check', {
      cart_id: cartIds,
      address_id: 0,
      use_integral: 0,
    });
    const couponNames = [...check.order.flatMap((o) => o.coupons), ...check.platform_coupons].map((c) => c.title);

    const { page, errors, loads, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/shopping_cart`);
      await page.getByTestId('cart-page').waitFor();
      await settle(page);
      await expect.poll(() => appText(page)).toContain('去结算');
      const loaded = loads();

      // the shopper's way: the top bar's switch, no reload
      await switchLanguage(page);
      await expect.poll(() => appText(page)).toContain('Check out');
      expect(loads()).toBe(loaded);
      const cart = await appText(page);
      for (const text of ['Cart', 'Unit price', 'Quantity', 'Select all', 'Official']) expect(cart).toContain(text);
      expect(await page.getByTestId('cart-total').innerText()).toMatch(/^¥\d+\.\d{2}$/);
      expect(await page.getByTestId('selected-pieces').innerText()).toBe('3');
      await expect.poll(() => chineseLines(page)).toEqual([]);
      await screenshot(page, 'checkout-en-cart', { fullPage: true });

      await page.getByRole('button', { name: 'Check out' }).click();
      await page.waitForURL((u) => u.pathname === '/order_confirm');
      await page.getByTestId('confirm-totals').waitFor();
      await expect.poll(() => page.getByTestId('address-card').count()).toBeGreaterThan(0);
      await mounted(page); // reached by a click: the order confirm page's apps mounted
      // priced: the button is live
      await expect.poll(() => page.getByRole('button', { name: 'Place order' }).isEnabled()).toBe(true);
      const confirm = await appText(page);
      for (const text of ['Confirm order', 'Delivery address', 'Invoice', 'No invoice', 'Place order', 'Ship to'])
        expect(confirm).toContain(text);
      expect(await page.getByTestId('sum-pay-price').innerText()).toMatch(/^¥\d+\.\d{2}$/);
      expect(await chineseLines(page, couponNames)).toEqual([]);
      await screenshot(page, 'checkout-en-confirm', { fullPage: true });

      await page.getByRole('button', { name: 'Place order' }).click();
      await page.waitForURL((u) => u.pathname === '/payment');
      await page.getByTestId('pay-methods').waitFor();
      await mounted(page); // reached by a click: the payment page's apps mounted
      // a method picked (the button is live) and the countdown ticking
      await expect.poll(() => page.getByRole('button', { name: /^Pay now ¥/ }).isEnabled()).toBe(true);
      await expect.poll(() => page.getByTestId('pay-countdown').innerText()).toMatch(/^Please pay within \d+:\d{2}/);
      const payment = await appText(page);
      for (const text of ['Order placed', 'Amount due', 'Choose a payment method', 'WeChat Pay', 'Pay now ¥'])
        expect(payment).toContain(text);
      await expect.poll(() => chineseLines(page)).toEqual([]);
      await screenshot(page, 'checkout-en-payment', { fullPage: true });

      // the language survives a reload
      await page.reload();
      await page.getByTestId('pay-methods').waitFor();
      await mounted(page);
      await expect.poll(() => appText(page)).toContain('Choose a payment method');
      await expect.poll(() => chineseLines(page)).toEqual([]);

      // and switching back is Chinese again, without a reload
      const reloaded = loads();
      await switchLanguage(page);
      await expect.poll(() => appText(page)).toContain('选择以下支付方式付款');
      for (const text of ['订单提交成功！去付款咯~', '应付金额：', '订单编号：', '微信支付', '立即支付 ¥'])
        expect(await appText(page)).toContain(text);
      expect(await page.getByTestId('pay-countdown').innerText()).toMatch(/^请在 \d+分\d{2}秒 内完成支付/);
      expect(loads()).toBe(reloaded);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the unpaid order and the order detail pages read English too', async () => {
    const unpaid = await placeOrder(stack, token, [buyableSkus(30)[3]]);
    const paid = await paidOrder(stack, token, skusOfOneShop(1));
    const { page, errors, loads, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/order_stay_detail?orderId=${unpaid.group_order_id}`);
      await page.getByTestId('order-stay').waitFor();
      await settle(page);
      await switchLanguage(page);
      await expect.poll(() => appText(page)).toContain('Order status: Awaiting payment');
      expect(await page.getByTestId('stay-deadline').innerText()).toMatch(/\(\d+:\d{2} left\)$/);
      await expect.poll(() => chineseLines(page)).toEqual([]);
      await screenshot(page, 'checkout-en-order-stay', { fullPage: true });

      await page.goto(`${stack.url}/order_detail?orderId=${paid.order_id}`);
      await page.getByTestId('order-detail').waitFor();
      await settle(page);
      expect(await page.getByTestId('order-banner').innerText()).toBe('To be shipped');
      for (const text of ['Placed', 'Paid by:', 'Balance', 'Subtotal', 'Request invoice'])
        expect(await appText(page)).toContain(text);
      expect(await page.getByTestId('detail-pay-price').innerText()).toMatch(/^¥\d+\.\d{2}$/);
      await expect.poll(() => chineseLines(page)).toEqual([]);
      await screenshot(page, 'checkout-en-order-detail', { fullPage: true });

      const loaded = loads();
      await switchLanguage(page);
      await expect.poll(() => page.getByTestId('order-banner').innerText()).toBe('待发货');
      expect(await appText(page)).toContain('余额支付');
      expect(loads()).toBe(loaded);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the refund pages read English too', async () => {
    const order = await paidOrder(stack, token, skusOfOneShop(2, 1));
    const refund_order_id = await applyRefund(stack, token, order);
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/refund_detail?id=${refund_order_id}`);
      await page.getByTestId('refund-detail').waitFor();
      await settle(page);
      await switchLanguage(page);
      await expect.poll(() => page.getByTestId('refund-banner').innerText()).toBe('Under review');
      for (const text of ['Refund details', 'Refund only', 'Cancel request'])
        expect(await appText(page)).toContain(text);
      expect(await page.getByTestId('refund-amount').innerText()).toMatch(/^¥\d+\.\d{2}/);
      await expect.poll(() => chineseLines(page)).toEqual([]);
      await screenshot(page, 'checkout-en-refund-detail', { fullPage: true });

      await page.goto(`${stack.url}/refund?orderId=${order.order_id}&type=2&refund_type=1`);
      await page.getByTestId('refund-pick').waitFor();
      await settle(page);
      for (const text of ['Refund items', 'Refund qty', 'Select all', 'Next'])
        expect(await appText(page)).toContain(text);
      expect(await page.getByTestId('pick-max').innerText()).toMatch(/^¥\d+\.\d{2}$/);
      await expect.poll(() => chineseLines(page)).toEqual([]);
      await screenshot(page, 'checkout-en-refund-pick', { fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the tracking, refund application and return pages: couriers, tracking events and reasons in English', async () => {
    const order = await paidOrder(stack, token, skusOfOneShop(1));
    const trackingNo = `SF${String(order.order_id).padStart(10, '0')}`;
    await shipOrder(stack, order, trackingNo);
    // what the merchant writes stays as written
    await asMerchant(stack, order.mer_id, 'POST', `/api/merchant/order/${order.order_id}/track`, {
      message: '包裹已由仓库转交快递员',
    });
    const { page, errors, loads, close } = await openPage(browser, { url: stack.url, token });
    const messages = () => page.getByTestId('track-message').allInnerTexts();
    try {
      await page.goto(`${stack.url}/logistics?orderId=${order.order_id}`);
      await page.getByTestId('track-timeline').waitFor();
      await settle(page);
      expect(await page.getByTestId('carrier-name').innerText()).toBe('顺丰速运');
      const loaded = loads();
      await switchLanguage(page);
      await expect.poll(() => page.getByTestId('carrier-name').innerText()).toBe('SF Express');
      await expect
        .poll(messages)
        .toEqual(['包裹已由仓库转交快递员', `Shipped by the seller with SF Express, tracking number ${trackingNo}`]);
      await expect.poll(() => chineseLines(page)).toEqual([]);
      await screenshot(page, 'checkout-en-logistics', { fullPage: true });
      // and back, still without a reload
      await switchLanguage(page);
      await expect.poll(() => page.getByTestId('carrier-name').innerText()).toBe('顺丰速运');
      await expect.poll(messages).toContain(`商家已发货，顺丰速运运单号：${trackingNo}`);
      expect(loads()).toBe(loaded);
      await switchLanguage(page);
      await expect.poll(() => page.getByTestId('carrier-name').innerText()).toBe('SF Express');

      await page.goto(`${stack.url}/order_detail?orderId=${order.order_id}`);
      await page.getByTestId('shipping-info').waitFor();
      await settle(page);
      expect(await page.getByTestId('carrier-name').innerText()).toBe('SF Express');
      await expect.poll(() => chineseLines(page)).toEqual([]);

      // the application: the reasons to pick from are English, and the one picked shows in English
      const line = order.orderProduct[0];
      await page.goto(`${stack.url}/refund_confirm?orderId=${order.order_id}&ids=${line.id}&type=1&refund_type=2`);
      // the page's one select (its label changes with the language)
      const reasons = page.getByTestId('refund-confirm').locator('select');
      await reasons.locator('option').nth(1).waitFor({ state: 'attached' });
      await settle(page);
      expect(await reasons.locator('option').allInnerTexts()).toEqual([
        'Please choose a reason',
        'Item arrived damaged',
        'Wrong or missing item',
        'Item needs repair',
        'Item not as described',
        'Quality problem',
        'Not shipped on time',
        'No longer needed',
        'Ordered by mistake or too many',
        'Other',
      ]);
      await expect.poll(() => chineseLines(page)).toEqual([]);
      await reasons.selectOption({ index: 7 });
      await screenshot(page, 'checkout-en-refund-apply', { fullPage: true });
      // switching keeps the choice, now in Chinese
      await switchLanguage(page);
      await expect.poll(() => reasons.locator('option:checked').innerText()).toBe('不想要了');
      expect(await page.getByLabel('退款原因').count()).toBe(1);
      await switchLanguage(page);
      await expect.poll(() => reasons.locator('option:checked').innerText()).toBe('No longer needed');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();

      await page.waitForURL((u) => u.pathname === '/refund_detail');
      await expect.poll(() => page.getByTestId('refund-reason').innerText()).toBe('No longer needed');
      expect(await page.getByTestId('history-message').first().innerText()).toMatch(
        /^The buyer asked for a return and refund of ¥\d+\.\d{2}\. Reason: No longer needed$/,
      );
      await expect.poll(() => chineseLines(page)).toEqual([]);
      await screenshot(page, 'checkout-en-refund-applied', { fullPage: true });

      // the return's carriers
      const refundId = Number(new URL(page.url()).searchParams.get('id'));
      await decideRefund(stack, order.mer_id, refundId, 'agree');
      await page.goto(`${stack.url}/refund_goods?id=${refundId}`);
      const carriers = page.getByLabel('Carrier', { exact: true });
      await carriers.locator('option').nth(1).waitFor({ state: 'attached' });
      await settle(page);
      expect(await carriers.locator('option').allInnerTexts()).toContain('SF Express');
      await expect.poll(() => chineseLines(page)).toEqual([]);
      await screenshot(page, 'checkout-en-refund-return', { fullPage: true });
      // sent back with YTO: the return's tracking in English
      await carriers.selectOption({ label: 'YTO Express' });
      const returnNo = `YT${String(refundId).padStart(10, '0')}`;
      await page.getByLabel('Tracking no.', { exact: true }).fill(returnNo);
      await page.getByLabel('Phone', { exact: true }).fill('13612345678');
      await page.getByRole('button', { name: 'Submit', exact: true }).click();
      await page.waitForURL((u) => u.pathname === '/refund_detail');
      await expect
        .poll(() => page.getByTestId('history-message').allInnerTexts())
        .toContain(`The buyer sent the goods back: YTO Express ${returnNo}`);
      await expect.poll(() => chineseLines(page)).toEqual([]);
      await page.goto(`${stack.url}/refund_logistics?id=${refundId}`);
      await page.getByTestId('track-timeline').waitFor();
      await settle(page);
      expect(await page.getByTestId('carrier-name').innerText()).toBe('YTO Express');
      expect(await messages()).toEqual(['The buyer sent the goods back, waiting for the courier to collect them']);
      await expect.poll(() => chineseLines(page)).toEqual([]);
      await screenshot(page, 'checkout-en-refund-logistics', { fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the same-city delivery page: only the courier the merchant named stays as written', async () => {
    const order = await paidOrder(stack, token, skusOfOneShop(1));
    const courier = '王师傅';
    const phone = '13712345678';
    await asMerchant(stack, order.mer_id, 'POST', `/api/merchant/order/${order.order_id}/ship`, {
      delivery_type: 'delivery',
      delivery_name: courier,
      delivery_id: phone,
    });
    const { page, errors, loads, close } = await openPage(browser, { url: stack.url, token });
    const messages = () => page.getByTestId('track-message').allInnerTexts();
    try {
      await page.goto(`${stack.url}/logistics_delivery?orderId=${order.order_id}`);
      await page.getByTestId('track-timeline').waitFor();
      await settle(page);
      expect(await page.getByTestId('delivery-state').innerText()).toBe('商家配送中');
      const loaded = loads();
      await switchLanguage(page);
      await expect.poll(() => page.getByTestId('delivery-state').innerText()).toBe('On its way with the seller');
      expect(await page.getByTestId('courier').innerText()).toBe(courier);
      await expect.poll(messages).toEqual([`The seller arranged local delivery. Courier: ${courier}, phone ${phone}`]);
      // the courier's name inside the event is the merchant's words
      await expect.poll(() => chineseLines(page, [courier])).toEqual([]);
      // the mall's name after the dash is the operator's
      expect(await page.title()).toMatch(/^Local delivery - /);
      expect(loads()).toBe(loaded);
      await screenshot(page, 'checkout-en-logistics-delivery', { fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
