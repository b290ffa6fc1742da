import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { loginToken } from '../support/session';
import { mounted, openPage, settle } from '../support/page';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { PNG_1PX, balanceOf, decideRefund, paidOrder, shipOrder, skusOfOneShop, yuan } from '../support/after-sales';
import { screenshot } from '../support/screenshot';

let stack: TestStack;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3740 }, connectBrowser);
  token = await loginToken(stack.url);
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const banner = (page: Page) => page.getByTestId('order-banner');
const dialogButton = (page: Page, name: string) => page.getByTestId('confirm-dialog').getByRole('button', { name });

describe('after payment, in Chromium', () => {
  it('ships, tracks, confirms receipt and reviews; the review shows on the goods page', async () => {
    const [sku] = skusOfOneShop(1);
    const order = await paidOrder(stack, token, [sku]);
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/user/order_list?type=1`);
      const card = page.locator(`[data-testid="order-card"][data-order-id="${order.order_id}"]`);
      await card.waitFor();
      expect(await card.getByTestId('order-state').innerText()).toBe('待发货');
      expect(await page.getByTestId('order-tabs').innerText()).toMatch(/待发货\s*1/);
      await settle(page); // a full load: network idle (the goods pictures in) and the apps mounted
      await screenshot(page, 'after-sales-order-list', { fullPage: true });

      await shipOrder(stack, order, 'SF1234567890');
      await card.getByRole('link', { name: '查看详情' }).click();
      await page.waitForURL((u) => u.pathname === '/order_detail');
      await expect.poll(() => banner(page).innerText()).toBe('待收货');
      expect(await page.getByTestId('shipping-info').innerText()).toContain('SF1234567890');
      expect(await page.getByTestId('detail-sn').innerText()).toBe(order.order_sn);
      await mounted(page); // reached by a client-side navigation: the order detail's apps mounted
      await screenshot(page, 'after-sales-order-detail', { fullPage: true });

      await page.getByTestId('track-link').click();
      await page.waitForURL((u) => u.pathname === '/logistics');
      await page.getByTestId('track-event').first().waitFor();
      expect(await page.getByTestId('tracking-number').innerText()).toBe('SF1234567890');
      await page.getByRole('button', { name: '复制' }).click();
      await page.getByTestId('toast').filter({ hasText: '复制成功' }).waitFor();
      await screenshot(page, 'after-sales-logistics', { fullPage: true });

      await page.goBack();
      await page.getByRole('button', { name: '申请开票' }).click();
      const invoice = page.getByTestId('receipt-dialog');
      await invoice.getByRole('button', { name: '提交申请' }).click();
      expect(await invoice.getByRole('alert').innerText()).toBe('请填写发票抬头（2-50个字）');
      await invoice.getByLabel('发票抬头').fill('张小明');
      await invoice.getByLabel('收票邮箱').fill('zhang@example.com');
      await invoice.getByRole('button', { name: '提交申请' }).click();
      await expect.poll(() => page.getByTestId('detail-receipt').innerText()).toBe('电子普通发票 张小明');
      expect(await page.getByRole('button', { name: '申请开票' }).count()).toBe(0);

      await page.getByRole('button', { name: '确认收货' }).click();
      await dialogButton(page, '确认收货').click();
      await expect.poll(() => banner(page).innerText()).toBe('待评价');

      await page.getByTestId('detail-line').getByRole('link', { name: '评价' }).click();
      await page.waitForURL((u) => u.pathname === '/evaluation');
      await page.getByRole('button', { name: '提交评价' }).click();
      expect(await page.getByTestId('review-error').innerText()).toBe('请填写评价内容');
      await page.getByTestId('service_score').getByRole('radio', { name: '4星' }).click();
      const comment = `包装很好，发货快，质量不错 ${Date.now()}`;
      await page.getByLabel('评价内容').fill(comment);
      await page
        .getByTestId('image-uploader')
        .locator('input[type=file]')
        .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: PNG_1PX });
      await page.getByTestId('uploaded-image').waitFor();
      await screenshot(page, 'after-sales-evaluation', { fullPage: true });
      await page.getByRole('button', { name: '提交评价' }).click();
      await page.getByTestId('review-done').waitFor();

      await page.getByTestId('review-done').getByRole('link', { name: '查看商品' }).click();
      await page.waitForURL((u) => u.pathname === `/goods_detail/${sku.product_id}`);
      await page.getByRole('tab', { name: /累计评论/ }).click();
      const review = page.getByTestId('review').filter({ hasText: comment });
      await review.waitFor();
      expect(await review.locator('img[alt="评价图片"]').count()).toBe(1);

      await page.goto(`${stack.url}/order_detail?orderId=${order.order_id}`);
      await expect.poll(() => banner(page).innerText()).toBe('已完成');
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('refunds one item only: the merchant agrees, the balance comes back, the order shows 部分退款', async () => {
    const skus = skusOfOneShop(2);
    const order = await paidOrder(stack, token, skus);
    const line = order.orderProduct[0];
    const before = await balanceOf(stack, token);
    const { page, close } = await openPage(browser, { url: stack.url, token });
    try {
      // 批量退款 offers every piece, with the postage as nothing has shipped
      await page.goto(`${stack.url}/refund?orderId=${order.order_id}&type=2&refund_type=1`);
      await expect.poll(() => page.getByTestId('pick-max').innerText()).toBe(`¥${yuan(order.pay_price)}`);
      await page.getByRole('checkbox', { name: `选择${order.orderProduct[1].title}` }).uncheck();
      await expect.poll(() => page.getByTestId('pick-max').innerText()).toBe(`¥${yuan(line.pay_price)}`);
      await screenshot(page, 'after-sales-refund-batch', { fullPage: true });

      await page.goto(`${stack.url}/order_detail?orderId=${order.order_id}`);
      await page.locator(`[data-testid="detail-line"][data-line-id="${line.id}"]`).getByRole('link', { name: '申请退款' }).click();
      await page.waitForURL((u) => u.pathname === '/user/refund_select');
      // not shipped yet: nothing to send back
      await expect.poll(() => page.getByTestId('refund-return').isDisabled()).toBe(true);
      await screenshot(page, 'after-sales-refund-select', { fullPage: true });
      await page.getByTestId('refund-only').click();

      await page.waitForURL((u) => u.pathname === '/refund_confirm');
      await expect.poll(() => page.getByTestId('refund-max').innerText()).toBe(`您最多可退款 ¥${yuan(line.pay_price)}`);
      await page.getByLabel('备注说明').fill('拍错了规格');
      await page.getByLabel('退款金额').fill(yuan(line.pay_price + 1));
      await page.getByRole('button', { name: '提交申请' }).click();
      expect(await page.getByTestId('refund-error').innerText()).toBe(`退款金额不能超过¥${yuan(line.pay_price)}`);
      await page.getByLabel('退款金额').fill(yuan(line.pay_price));
      await page.getByRole('button', { name: '提交申请' }).click();
      expect(await page.getByTestId('refund-error').innerText()).toBe('请选择退款原因');
      // what was typed is still there
      expect(await page.getByLabel('备注说明').inputValue()).toBe('拍错了规格');
      await screenshot(page, 'after-sales-refund-confirm', { fullPage: true });
      await page.getByLabel('退款原因').selectOption({ index: 1 });
      await page.getByRole('button', { name: '提交申请' }).click();

      await page.waitForURL((u) => u.pathname === '/refund_detail');
      await expect.poll(() => page.getByTestId('refund-banner').innerText()).toBe('审核中');
      expect(await page.getByTestId('auto-agree').innerText()).toMatch(/商家还剩 (7天0小时0分00秒|6天23小时\d+分\d+秒) 处理，超时将自动同意/);
      await mounted(page); // reached by a client-side navigation: the refund detail's apps mounted
      await screenshot(page, 'after-sales-refund-detail', { fullPage: true });

      const refundId = Number(new URL(page.url()).searchParams.get('id'));
      await decideRefund(stack, order.mer_id, refundId, 'agree');
      await page.reload();
      await expect.poll(() => page.getByTestId('refund-banner').innerText()).toBe(`退款成功 ¥${yuan(line.pay_price)}`);
      expect(await balanceOf(stack, token)).toBe(before + line.pay_price);

      await page.goto(`${stack.url}/user/order_list?type=1`);
      const card = page.locator(`[data-testid="order-card"][data-order-id="${order.order_id}"]`);
      await card.waitFor();
      expect(await card.getByTestId('refund-badge').innerText()).toBe('部分退款');
    } finally {
      await close();
    }
  });

  it('批量退款 with part of a line: the pieces picked go to the confirm page and the merchant refunds their share', async () => {
    const skus = skusOfOneShop(2);
    const order = await paidOrder(stack, token, skus, [2, 1]);
    const two = order.orderProduct.find((l) => l.product_num === 2)!;
    const one = order.orderProduct.find((l) => l.product_num === 1)!;
    const share = Math.floor(two.pay_price / 2) + one.pay_price;
    const before = await balanceOf(stack, token);
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/refund?orderId=${order.order_id}&type=2&refund_type=1`);
      await expect.poll(() => page.getByTestId('pick-max').innerText()).toBe(`¥${yuan(order.pay_price)}`);
      const line = page.locator(`[data-testid="refund-line"][data-line-id="${two.id}"]`);
      expect(await line.getByLabel('数量').inputValue()).toBe('2');
      await line.getByRole('button', { name: '减少' }).click();
      // one piece of the two and the other line: their share, no postage
      await expect.poll(() => page.getByTestId('pick-max').innerText()).toBe(`¥${yuan(share)}`);
      await page.getByRole('button', { name: '下一步' }).click();

      await page.waitForURL((u) => u.pathname === '/refund_confirm');
      await expect.poll(() => page.getByTestId('refund-max').innerText()).toBe(`您最多可退款 ¥${yuan(share)}`);
      expect(await page.locator(`[data-testid="refund-line"][data-line-id="${two.id}"]`).innerText()).toContain('1件');
      expect(await page.getByLabel('退款金额').inputValue()).toBe(yuan(share));
      await page.getByLabel('退款原因').locator('option').nth(1).waitFor({ state: 'attached' });
      await page.getByLabel('退款原因').selectOption({ index: 1 });
      // the reason shows as chosen
      await expect
        .poll(() => page.getByLabel('退款原因').evaluate((select) => (select as HTMLSelectElement).selectedIndex))
        .toBe(1);
      await screenshot(page, 'after-sales-refund-batch-confirm', { fullPage: true });
      await page.getByRole('button', { name: '提交申请' }).click();

      await page.waitForURL((u) => u.pathname === '/refund_detail');
      await expect.poll(() => page.getByTestId('refund-banner').innerText()).toBe('审核中');
      const refundId = Number(new URL(page.url()).searchParams.get('id'));
      await decideRefund(stack, order.mer_id, refundId, 'agree');
      await page.reload();
      await expect.poll(() => page.getByTestId('refund-banner').innerText()).toBe(`退款成功 ¥${yuan(share)}`);
      expect(await balanceOf(stack, token)).toBe(before + share);

      // what is left: the other piece of the first line
      await page.goto(`${stack.url}/refund?orderId=${order.order_id}&type=2&refund_type=1`);
      await expect.poll(() => page.getByTestId('refund-line').count()).toBe(1);
      expect(await page.getByTestId('pick-max').innerText()).toBe(`¥${yuan(order.pay_price - share)}`);
      expect(errors.filter((e) => !/Failed to load resource/.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });
});
