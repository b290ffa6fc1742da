/**
 * Accounts end to end in Chromium against the real API, SMS codes read from the dev outbox:
 * register then log in with the password, forgot password then log in with the new one, SMS
 * (fast) login of a new number, session expiry (token revoked on the server) and logout.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext } from 'playwright-core';
import {
  accountLogin,
  apiLogin,
  currentPanel,
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
  storeState,
  submit,
  tokenStatus,
  topBarButton,
  topBarUser,
  waitForReload,
} from '../support/auth';
import { connectBrowser } from '../support/browser';
import { openPage, settle } from '../support/page';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { screenshot } from '../support/screenshot';

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3250 }, connectBrowser);
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const tokenCookie = async (context: BrowserContext) =>
  (await context.cookies(stack.url)).find((c) => c.name === 'token')?.value;

/** GET /api/user with a token, as the API answers it. */
async function apiUser(token: string) {
  const res = await fetch(`${stack.url}/api/user`, { headers: { 'X-Token': token, 'Form-type': 'pc' } });
  return ((await res.json()) as { data: { nickname: string; business_code: string } }).data;
}

describe('accounts', () => {
  it('registers with an SMS code, then logs in with the new password', async () => {
    const { page, context, errors, loads, close } = await openPage(browser);
    try {
      await openDialog(page, stack.url);
      const root = dialog(page);
      await goPanel(root, 'to-register', 'register', '用户注册');
      const phone = newPhone();
      const code = await sendSmsCode(page, root, stack.url, phone);
      expect(code).toMatch(/^\d{6}$/);
      expect(await root.getByTestId('send-code').innerText()).toMatch(/^剩余 (60|59)s$/);
      await field(root, 'sms_code').fill(code);
      await field(root, 'pwd').fill('shop2mall8');
      await field(root, 'business_code').fill('KM2024');
      await field(root, 'agreement').check();
      await screenshot(page, 'auth-dialog-register');
      await expectToast(page, submit(root), '注册成功，请登录');

      // on to account login, the number filled in
      await expect.poll(() => currentPanel(root)).toBe('account');
      expect(await field(root, 'account').inputValue()).toBe(phone);
      const before = loads();
      await field(root, 'password').fill('shop2mall8');
      await field(root, 'agreement').check();
      await submit(root)();
      await waitForReload(loads, before);
      const nickname = `用户${phone.slice(-4)}`;
      await expect
        .poll(() =>
          topBarUser(page)
            .innerText()
            .catch(() => ''),
        )
        .toContain(nickname);
      expect(await apiUser((await tokenCookie(context))!)).toMatchObject({ nickname, business_code: 'KM2024' });
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('resets a forgotten password by SMS: the old password and the old sessions stop working', async () => {
    const oldSession = await apiLogin(stack.url, OTHER);
    const { page, errors, loads, close } = await openPage(browser);
    try {
      await openDialog(page, stack.url);
      const root = dialog(page);
      await goPanel(root, 'to-account', 'account', '账号登录');
      await goPanel(root, 'to-forgot', 'forgot', '忘记密码');
      const code = await sendSmsCode(page, root, stack.url, OTHER.account);
      await field(root, 'sms_code').fill(code);
      await field(root, 'pwd').fill('newpass88');
      await field(root, 'confirm_pwd').fill('newpass88');
      await screenshot(page, 'auth-dialog-forgot');
      await expectToast(page, submit(root), '密码修改成功，请登录');
      await expect.poll(() => currentPanel(root)).toBe('account');
      expect(await tokenStatus(stack.url, oldSession)).toBe(410000);

      await expectToast(page, () => accountLogin(root, OTHER), '账号或密码错误');
      const before = loads();
      await accountLogin(root, { account: OTHER.account, password: 'newpass88' });
      await waitForReload(loads, before);
      await expect
        .poll(() =>
          topBarUser(page)
            .innerText()
            .catch(() => ''),
        )
        .toContain(OTHER.nickname);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('SMS login of a new number creates the account (fast login) and logs it in', async () => {
    const { page, context, errors, loads, close } = await openPage(browser);
    try {
      await openDialog(page, stack.url, '/goods_search?title=sms');
      const root = dialog(page);
      const phone = newPhone();
      const code = await sendSmsCode(page, root, stack.url, phone);
      await field(root, 'sms_code').fill(code);
      await field(root, 'business_code').fill('AB12');
      await field(root, 'agreement').check();
      const before = loads();
      await submit(root)();
      await waitForReload(loads, before);
      expect(new URL(page.url()).search).toBe('?title=sms');
      const nickname = `用户${phone.slice(-4)}`;
      await expect
        .poll(() =>
          topBarUser(page)
            .innerText()
            .catch(() => ''),
        )
        .toContain(nickname);
      expect(await apiUser((await tokenCookie(context))!)).toMatchObject({ nickname, business_code: 'AB12' });
      // the code is used up: the same code again fails with 验证码错误
      await topBarButton(page, '退出').click();
      await page.waitForURL((u) => u.pathname === '/');
      await settle(page); // logout loads '/' afresh: the top bar's 登录 has its handler once mounted
      await topBarButton(page, '登录').click();
      await dialog(page).waitFor({ state: 'visible' });
      await field(root, 'phone').fill(phone);
      await field(root, 'sms_code').fill(code);
      await field(root, 'agreement').check();
      await expectToast(page, submit(root), '验证码错误');
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a session revoked on the server: the next call opens the dialog, login returns to the page', async () => {
    const token = await apiLogin(stack.url, DEMO);
    const { page, context, errors, loads, close } = await openPage(browser, { url: stack.url, token });
    try {
      // a QR login waiting on a computer; this browser is the phone that confirms it
      const key = ((await (await fetch(`${stack.url}/api/pc/login/scan`)).json()) as { data: { key: string } }).data
        .key;
      const path = `/login/scan_confirm?key=${encodeURIComponent(key)}`;
      await page.goto(`${stack.url}${path}`, { waitUntil: 'load' });
      const confirm = page.getByRole('button', { name: '确认登录' });
      await expect.poll(() => confirm.isEnabled().catch(() => false)).toBe(true);

      // the session ends elsewhere (logout on another device)
      await fetch(`${stack.url}/api/logout`, { method: 'POST', headers: { 'X-Token': token, 'Form-type': 'pc' } });
      await confirm.click();
      await dialog(page).waitFor({ state: 'visible' });
      expect(await storeState(page)).toMatchObject({ login: true, token: '', nickname: null, returnPath: path });
      expect(await tokenCookie(context)).toBeUndefined();

      const before = loads();
      await accountLogin(dialog(page), DEMO);
      await waitForReload(loads, before);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe(path);
      await expect.poll(() => confirm.isEnabled().catch(() => false)).toBe(true);
      await confirm.click();
      await loginPage(page).getByTestId('scan-confirm-result').filter({ hasText: '已确认登录' }).waitFor();
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('logout revokes the session on the server, forgets it here and goes home', async () => {
    const token = await apiLogin(stack.url, DEMO);
    const { page, context, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/goods_search?title=bye`, { waitUntil: 'load' });
      await topBarUser(page).waitFor({ state: 'visible' });
      const logout = page.waitForRequest((r) => r.url().endsWith('/api/logout') && r.method() === 'POST');
      await topBarButton(page, '退出').click();
      expect((await logout).headers()['x-token']).toBe(token);
      await page.waitForURL((u) => u.pathname === '/' && u.search === '');
      await topBarButton(page, '登录').waitFor({ state: 'visible' });
      expect(await topBarUser(page).count()).toBe(0);
      expect(await tokenCookie(context)).toBeUndefined();
      expect(await tokenStatus(stack.url, token)).toBe(410000);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
