import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { captchaSolved, DEMO, latestSmsCode, realErrors, topBarUser } from '../support/auth';
import { launchBrowser } from '../support/browser';
import { addToCart, buyableSkus, clearCart } from '../support/checkout';
import { openPage } from '../support/page';
import { loginToken } from '../support/session';
import { startStackAndBrowser, type TestStack } from '../support/stack';

let stack: TestStack;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3770 }, launchBrowser);
  token = await loginToken(stack.url);
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

/** A 2×2 PNG: a real image the upload's byte check accepts. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGN4s14ciBggFAAy2gbJpsJ16QAAAABJRU5ErkJggg==',
  'base64',
);

describe('user centre: profile and addresses', () => {
  it('a new nickname and avatar show in the top bar without a reload', async () => {
    const { page, errors, loads, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/user/user_info`, { waitUntil: 'load' });
      const form = page.getByTestId('uc-profile-page');
      await form.locator('input[name="nickname"]').waitFor();
      const loaded = loads();

      await form.getByTestId('avatar-input').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
      await expect.poll(() => form.getByTestId('avatar').first().getAttribute('src')).toMatch(/^\/uploads\/u\/avatar\/.+\.png$/);
      await form.locator('input[name="nickname"]').fill('小明同学');
      await form.getByTestId('save-profile').click();

      await expect.poll(() => topBarUser(page).innerText()).toContain('小明同学');
      const avatar = await form.getByTestId('avatar').first().getAttribute('src');
      expect(await topBarUser(page).getByTestId('avatar').getAttribute('src')).toBe(avatar);
      expect(loads()).toBe(loaded);

      // the stored avatar is served as the image it is
      const res = await fetch(`${stack.url}${avatar}`);
      expect(res.headers.get('content-type')).toBe('image/png');
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');

      // a nickname of markup only is refused with the server's message, nothing changes
      await form.locator('input[name="nickname"]').fill('<b></b>');
      await form.getByTestId('save-profile').click();
      await expect.poll(() => page.getByText('请输入昵称').count()).toBeGreaterThan(0);
      await page.reload({ waitUntil: 'load' });
      await expect.poll(() => topBarUser(page).innerText()).toContain('小明同学');
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('修改密码 by SMS: the browser solves the captcha by itself, then the code is sent', async () => {
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/user/change_pwd`, { waitUntil: 'load' });
      const form = page.getByTestId('uc-password-page');
      await form.getByRole('button', { name: '短信验证' }).click();
      await form.locator('input[name="phone"]').fill(DEMO.account);
      await captchaSolved(form);
      expect(await form.getByTestId('captcha-check').innerText()).toContain('验证通过');
      const before = await latestSmsCode(stack.url, DEMO.account);
      await form.getByTestId('send-sms').click();
      await expect.poll(() => form.getByTestId('send-sms').innerText()).toMatch(/^\d+s后重发$/);
      await expect.poll(() => latestSmsCode(stack.url, DEMO.account)).not.toBe(before);
      expect(await latestSmsCode(stack.url, DEMO.account)).toMatch(/^\d{6}$/);
      // the send used the challenge up: a new one is solved for the next send
      await captchaSolved(form);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('an address added in 地址管理 can be picked at checkout', async () => {
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/user/address_list`, { waitUntil: 'load' });
      await page.getByTestId('uc-address-page').waitFor();
      await page.getByRole('button', { name: '新增收货地址' }).click();
      const form = page.getByTestId('address-form');
      await form.getByLabel('收货人').fill('赵六');
      await form.getByLabel('手机号码').fill('13700001111');
      for (const level of ['省份', '城市', '区县', '街道']) {
        const select = form.getByLabel(level);
        await expect.poll(() => select.locator('option').count()).toBeGreaterThan(1);
        await select.selectOption({ index: 1 });
      }
      await form.getByLabel('详细地址').fill('人民路100号');
      await form.getByRole('button', { name: '保存收货地址' }).click();
      await expect.poll(() => page.getByTestId('address-item').count()).toBe(1);
      expect(await page.getByTestId('address-item').innerText()).toContain('赵六');

      // edit it here: the same form, filled
      await page.getByTestId('address-item').getByRole('button', { name: '编辑' }).click();
      await form.getByLabel('详细地址').fill('人民路101号');
      await form.getByRole('button', { name: '保存收货地址' }).click();
      await expect.poll(() => page.getByTestId('address-item').innerText()).toContain('人民路101号');

      const [sku] = buyableSkus(20);
      await clearCart(stack, token);
      const { cart_id } = await addToCart(stack, token, sku, 1);
      await page.goto(`${stack.url}/order_confirm?cartId=${cart_id}`, { waitUntil: 'load' });
      const card = page.getByTestId('address-card').filter({ hasText: '赵六' });
      await card.waitFor();
      await card.click();
      await expect.poll(() => card.getAttribute('aria-pressed')).toBe('true');
      await expect.poll(() => page.getByTestId('ship-to').innerText()).toContain('人民路101号');
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
