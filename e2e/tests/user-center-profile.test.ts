import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { pickRegions, REGION_LEVELS, regionPicker } from '../support/address';
import { captchaSolved, DEMO, latestSmsCode, realErrors, topBarUser } from '../support/auth';
import { connectBrowser } from '../support/browser';
import { addToCart, buyableSkus, clearCart } from '../support/checkout';
import { openPage } from '../support/page';
import { loginToken } from '../support/session';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { screenshot } from '../support/screenshot';

let stack: TestStack;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3770 }, connectBrowser);
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

  it('地址管理: regions picked with the mouse and with the keyboard are saved; the address is offered at checkout', async () => {
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/user/address_list`, { waitUntil: 'load' });
      await page.getByTestId('uc-address-page').waitFor();
      await page.getByRole('button', { name: '新增收货地址' }).click();
      const form = page.getByTestId('address-form');
      const { field, dialog, tabs, names } = regionPicker(form);
      await form.getByLabel('收货人').fill('赵六');
      await form.getByLabel('手机号码').fill('13700001111');

      // the mouse: each level's tab lists its regions; a pick fills the tab's title and moves on
      expect(await field.innerText()).toBe('请选择省/市/区/街道');
      const mouse = await pickRegions(form, [2, 1, 1, 1], async (level, picked) => {
        expect(await tabs.allInnerTexts()).toEqual([...picked, ...REGION_LEVELS.slice(level)]);
        expect(await tabs.nth(level).getAttribute('aria-selected')).toBe('true');
        await screenshot(dialog, `region-picker-level-${level}`);
      });
      expect(await field.innerText()).toBe(mouse.join(' / '));
      // another city clears the district and street; a click outside closes the popover
      await field.click();
      await tabs.nth(1).click();
      mouse[1] = await names(1).first().innerText();
      await names(1).first().click();
      await expect.poll(() => tabs.allInnerTexts()).toEqual([mouse[0], mouse[1], '区县', '街道']);
      expect(await tabs.nth(2).getAttribute('aria-selected')).toBe('true');
      await screenshot(page, 'region-picker-open');
      await form.getByLabel('收货人').click();
      await dialog.waitFor({ state: 'detached' });
      expect(await field.innerText()).toBe(`${mouse[0]} / ${mouse[1]}`);
      await form.getByRole('button', { name: '保存收货地址' }).click();
      expect(await form.getByRole('alert').innerText()).toBe('请选择区县');
      await field.click();
      mouse[2] = await names(2).first().innerText();
      await names(2).first().click();
      mouse[3] = await names(3).first().innerText();
      await names(3).first().click();
      await form.getByLabel('详细地址').fill('人民路100号');
      await form.getByRole('button', { name: '保存收货地址' }).click();
      const zhao = page.getByTestId('address-item').filter({ hasText: '赵六' });
      await expect.poll(() => zhao.locator('.where').innerText()).toBe(`${mouse.join(' ')} 人民路100号`);

      // the keyboard only: Tab reaches the field, Enter opens it, the arrows move, Enter picks
      await page.getByRole('button', { name: '新增收货地址' }).click();
      await form.getByLabel('收货人').fill('孙七');
      await form.getByLabel('手机号码').fill('13700002222');
      const focused = dialog.locator('[role="option"]:focus');
      const isFocused = (el: Locator) => el.evaluate((e) => e === document.activeElement);
      const keys: string[] = [];
      const pickByKeys = async (level: number, moves: string[]) => {
        await names(level).first().waitFor();
        for (const key of moves) await page.keyboard.press(key);
        keys[level] = await focused.innerText();
        await page.keyboard.press('Enter');
      };
      await page.keyboard.press('Tab');
      expect(await isFocused(field)).toBe(true);
      await page.keyboard.press('Enter');
      await pickByKeys(0, ['ArrowDown', 'ArrowRight']);
      await pickByKeys(1, ['ArrowRight']);
      await names(2).first().waitFor();
      await screenshot(dialog, 'region-picker-keyboard');
      // Escape closes and gives the field the focus back; ArrowDown opens it again on the district
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      expect(await isFocused(field)).toBe(true);
      expect(await field.innerText()).toBe(`${keys[0]} / ${keys[1]}`);
      await page.keyboard.press('ArrowDown');
      await names(2).first().waitFor();
      // Shift+Tab leaves the open popover for the field before; Tab and Enter come back
      await page.keyboard.press('Shift+Tab');
      await dialog.waitFor({ state: 'detached' });
      expect(await isFocused(form.getByLabel('手机号码'))).toBe(true);
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await expect.poll(() => tabs.nth(2).getAttribute('aria-selected')).toBe('true');
      await pickByKeys(2, ['ArrowDown']);
      await pickByKeys(3, ['End']);
      await dialog.waitFor({ state: 'detached' });
      expect(await isFocused(field)).toBe(true);
      expect(await field.innerText()).toBe(keys.join(' / '));
      await page.keyboard.press('Tab');
      await page.keyboard.type('文化路9号');
      expect(await form.getByLabel('详细地址').inputValue()).toBe('文化路9号');
      await page.keyboard.press('Tab'); // 设为默认地址
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter'); // 保存收货地址
      const sun = page.getByTestId('address-item').filter({ hasText: '孙七' });
      await expect.poll(() => sun.locator('.where').innerText()).toBe(`${keys.join(' ')} 文化路9号`);

      // edit one here: the same form, filled, its region shown
      await zhao.getByRole('button', { name: '编辑' }).click();
      expect(await field.innerText()).toBe(mouse.join(' / '));
      await form.getByLabel('详细地址').fill('人民路101号');
      await form.getByRole('button', { name: '保存收货地址' }).click();
      await expect.poll(() => zhao.innerText()).toContain('人民路101号');

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
