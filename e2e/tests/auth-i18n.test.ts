/**
 * The auth app in English (issue 4): the top bar's language switch turns the login dialog and
 * /login to English without a reload, the server renders /login in English after a reload, and
 * switching back turns them Chinese again. Texts from the API stay as sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  accountLogin,
  dialog,
  expectToast,
  field,
  goPanel,
  loginPage,
  panelTitle,
  realErrors,
  submit,
  topBarButton,
} from '../support/auth';
import { connectBrowser } from '../support/browser';
import { openPage, settle } from '../support/page';
import { sharedStackAndBrowser, type SharedStack } from '../support/stack';
import { screenshot } from '../support/screenshot';

let stack: SharedStack;
let browser: Browser;

beforeAll(async () => {
  // the shared stack: it logs nobody in, and its one failed login is of an account nobody has (13700137000),
  // far below the 20 failures that lock a client address out
  [stack, browser] = await sharedStackAndBrowser(connectBrowser);
});

afterAll(async () => {
  await browser?.close();
});

const switchLanguage = (page: Page) => page.getByTestId('language-switch').click();

/** For a shared package: which containers' copies were loaded, and who uses them. */
const sharedUse = (page: Page, pkg: string) =>
  page.evaluate((name) => {
    type Entry = { from: string; loaded?: boolean; useIn?: string[] };
    const { __SHARE__ } = (
      globalThis as unknown as {
        __FEDERATION__: { __SHARE__: Record<string, Record<string, Record<string, Record<string, Entry>>>> };
      }
    ).__FEDERATION__;
    const loaded = Object.values(__SHARE__)
      .flatMap((scopes) => Object.values(scopes))
      .flatMap((pkgs) => Object.values(pkgs[name] ?? {}))
      .filter((e) => e.loaded);
    return { from: [...new Set(loaded.map((e) => e.from))], useIn: [...new Set(loaded.flatMap((e) => e.useIn ?? []))] };
  }, pkg);

async function openDialogWith(page: Page, loginButton: string, title: string): Promise<void> {
  await topBarButton(page, loginButton).click();
  await dialog(page).waitFor({ state: 'visible' });
  await expect.poll(() => panelTitle(dialog(page))).toBe(title);
}

describe('auth in English', () => {
  it('dialog and /login follow the language switch; the server renders /login in English', async () => {
    const { page, errors, loads, close } = await openPage(browser);
    try {
      await page.goto(`${stack.url}/`, { waitUntil: 'load' });
      await settle(page);
      await switchLanguage(page);
      await openDialogWith(page, 'Log in', 'Quick login');
      const box = dialog(page);
      expect(await box.getAttribute('aria-label')).toBe('Log in');
      expect(await box.getByTestId('send-code').innerText()).toBe('Get code');
      expect(await field(box, 'business_code').getAttribute('placeholder')).toBe('Account manager code (optional)');
      expect(await box.getByTestId('fast-login-hint').innerText()).toContain('gets an account');
      expect(await box.getByTestId('agreement-user').innerText()).toBe('User Agreement');
      await expectToast(page, submit(box), 'Please fill in your mobile number');
      await screenshot(page, 'auth-i18n-dialog-en');
      // one copy of i18next on the page, a remote's (the chrome has its own translator), used by the dialog
      const i18next = await sharedUse(page, 'i18next');
      expect(i18next.from).toHaveLength(1);
      expect(i18next.from[0]).toMatch(/^mall_/);
      expect(i18next.from).not.toContain('mall_shell');
      expect(i18next.useIn).toContain('mall_auth');

      await field(box, 'phone').fill('13700137000');
      await expectToast(page, submit(box), 'Please fill in the verification code');
      await goPanel(box, 'to-register', 'register', 'Create an account');
      await field(box, 'sms_code').fill('123456');
      await field(box, 'pwd').fill('abc12');
      await expectToast(page, submit(box), 'Please enter 6-16 characters mixing letters and digits');
      // the area picker's chrome is English; the country names come from the API as authored
      await box.getByTestId('area-picker').click();
      expect(await box.locator('input[type="search"]').getAttribute('placeholder')).toBe(
        'Search country/region or code',
      );
      await expect.poll(() => box.getByTestId('area-dropdown').innerText()).toContain('中国');
      await screenshot(page, 'auth-i18n-register-en');
      await box.locator('input[type="search"]').press('Escape');
      await goPanel(box, 'to-account', 'account', 'Password login');
      // what the API answers comes in English too
      await expectToast(
        page,
        () => accountLogin(box, { account: '13700137000', password: 'wrong1234' }),
        'Wrong account or password',
      );
      await goPanel(box, 'to-forgot', 'forgot', 'Forgot password');
      expect(await box.locator('button[type="submit"]').innerText()).toBe('Change password');
      await goPanel(box, 'to-account', 'account', 'Password login');
      await goPanel(box, 'to-wechat', 'wechat', 'WeChat QR login');
      await box.getByTestId('qr-image').waitFor({ state: 'visible' });
      expect(await box.getByTestId('qr-hint').innerText()).toBe('Scan with WeChat to log in');
      await screenshot(page, 'auth-i18n-qr-en');

      // back to Chinese with the dialog mounted: no reload
      await box.getByTestId('login-dialog-close').click();
      await box.waitFor({ state: 'detached' });
      await switchLanguage(page);
      await openDialogWith(page, '登录', '快捷登录');
      expect(await box.getByTestId('send-code').innerText()).toBe('获取验证码');
      await expectToast(page, submit(box), '请填写手机号码');
      expect(loads()).toBe(1);
      await box.getByTestId('login-dialog-close').click();
      await switchLanguage(page);

      // a reload: the server renders /login in English (cookie), the panels mount in English
      const raw = await fetch(`${stack.url}/login`, { headers: { cookie: 'lang=en' } }).then((r) => r.text());
      expect(raw).toMatch(/<html lang="en"/);
      await page.goto(`${stack.url}/login`, { waitUntil: 'load' });
      await settle(page);
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect(await page.locator('#mall-header').innerText()).toContain('Log in');
      await expect.poll(() => panelTitle(loginPage(page))).toBe('Quick login');
      expect(await loginPage(page).locator('.slogan').innerText()).toContain('Log in to');
      await expectToast(page, submit(loginPage(page)), 'Please fill in your mobile number');
      await screenshot(page, 'auth-i18n-login-page-en');

      const before = loads();
      await switchLanguage(page);
      await expect.poll(() => panelTitle(loginPage(page))).toBe('快捷登录');
      expect(await page.locator('html').getAttribute('lang')).toBe('zh-CN');
      expect(await loginPage(page).locator('.slogan').innerText()).toContain('随时随地同步');
      expect(loads()).toBe(before);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
