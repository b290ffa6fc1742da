/**
 * Logging in end to end in Chromium against the real API: account login in the dialog and on
 * /login, the remembered return path, and QR login confirmed from a second, logged-in browser
 * through /login/scan_confirm.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser } from '../support/browser';
import { openPage, settle } from '../support/page';
import { screenshotPath, startStackAndBrowser, type TestStack } from '../support/stack';

let stack: TestStack;
let browser: Browser;

const DEMO = { account: '13800138000', password: 'mall1234', nickname: '张小明' };
const OTHER = { account: '13900139000', password: 'mall1234', nickname: '李华' };

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3230 }, launchBrowser);
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const realErrors = (errors: string[]) => errors.filter((e) => !/Failed to load resource/.test(e));

interface StoreWindow {
  __MALL_STORE__: {
    getState(): { login: boolean; token: string; users: { nickname: string } | null; openLogin(path?: string): void };
  };
}
const storeState = (page: Page) =>
  page.evaluate(() => {
    const s = (window as unknown as StoreWindow).__MALL_STORE__.getState();
    return { login: s.login, token: s.token, nickname: s.users?.nickname ?? null };
  });

const dialog = (page: Page) => page.getByTestId('login-dialog');
const topBarUser = (page: Page) => page.locator('#mall-header [data-testid="top-bar-user"]');

async function apiLogin(user: { account: string; password: string }): Promise<string> {
  const res = await fetch(`${stack.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Form-type': 'pc' },
    body: JSON.stringify({ account: user.account, password: user.password, area_id: 19 }),
  });
  const body = (await res.json()) as { status: number; message: string; data: { token: string } };
  if (body.status !== 200) throw new Error(`login failed: ${body.message}`);
  return body.data.token;
}

async function addSession(context: BrowserContext, token: string) {
  await context.addCookies([{ name: 'token', value: token, url: stack.url }]);
}

/** Fills and submits the account panel (inside `root`: the dialog or the /login page). */
async function accountLogin(page: Page, user: { account: string; password: string }, root = dialog(page)) {
  await root.getByTestId('to-account').click();
  await root.locator('[data-panel="account"]').waitFor();
  await root.locator('input[name="account"]').fill(user.account);
  await root.locator('input[name="password"]').fill(user.password);
  await root.locator('input[name="agreement"]').check();
  await root.locator('button[type="submit"]').click();
}

async function openDialog(page: Page, path = '/') {
  await page.goto(`${stack.url}${path}`, { waitUntil: 'load' });
  await settle(page, 300);
  await page.locator('#mall-header').getByRole('button', { name: '登录', exact: true }).click();
  await dialog(page).waitFor({ state: 'visible' });
}

describe('logging in', () => {
  it('account login in the dialog: token cookie for 7 days, dialog closed, page reloaded logged in', async () => {
    const { page, context, errors, loads, close } = await openPage(browser);
    try {
      await openDialog(page, '/goods_search?title=x');
      expect(await topBarUser(page).count()).toBe(0);
      const loadsBefore = loads();
      await accountLogin(page, DEMO);

      await expect.poll(loads, { message: 'the page reloads' }).toBe(loadsBefore + 1);
      await topBarUser(page).waitFor({ state: 'visible' });
      expect(await topBarUser(page).innerText()).toContain(DEMO.nickname);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/goods_search?title=x');
      expect(await dialog(page).count()).toBe(0);
      const state = await storeState(page);
      expect(state).toMatchObject({ login: false, nickname: DEMO.nickname });

      const cookie = (await context.cookies(stack.url)).find((c) => c.name === 'token');
      expect(cookie?.value).toBe(state.token);
      const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
      expect(lifetime).toBeGreaterThan(604800 - 120);
      expect(lifetime).toBeLessThanOrEqual(604800 + 5);
      // the server renders the logged-in page now
      const html = await (await fetch(`${stack.url}/`, { headers: { cookie: `token=${cookie!.value}` } })).text();
      expect(html).toContain(DEMO.nickname);
      await page.screenshot({ path: screenshotPath('auth-logged-in') });
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('returns to the remembered path after a session expiry, without a reload (spec §4)', async () => {
    const { page, errors, loads, close } = await openPage(browser);
    try {
      await page.goto(`${stack.url}/`, { waitUntil: 'load' });
      await settle(page, 300);
      // what the api client does on a 'please log in' answer
      await page.evaluate(() =>
        (window as unknown as StoreWindow).__MALL_STORE__.getState().openLogin('/goods_search?title=y'),
      );
      await dialog(page).waitFor({ state: 'visible' });
      const loadsBefore = loads();
      await accountLogin(page, OTHER);
      await page.waitForURL((u) => u.pathname === '/goods_search' && u.searchParams.get('title') === 'y');
      await dialog(page).waitFor({ state: 'detached' });
      await expect
        .poll(() =>
          topBarUser(page)
            .innerText()
            .catch(() => ''),
        )
        .toContain(OTHER.nickname);
      expect(loads()).toBe(loadsBefore);
      expect((await storeState(page)).nickname).toBe(OTHER.nickname);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('/login shows the panels and goes to ?back= after login', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto(`${stack.url}/login?back=${encodeURIComponent('/user?type=0')}`, { waitUntil: 'load' });
      const root = page.locator('#app-auth');
      const panels = root.getByTestId('login-panels');
      await panels.waitFor({ state: 'visible' });
      expect(await panels.getAttribute('data-current-panel')).toBe('quick');
      expect((await panels.boundingBox())?.width).toBe(450);
      await page.screenshot({ path: screenshotPath('auth-login-page') });
      // validation works the same on the page
      await root.getByTestId('to-account').click();
      await root.locator('button[type="submit"]').click();
      await root.getByTestId('auth-toast').filter({ hasText: '请填写手机号码' }).waitFor();

      await accountLogin(page, DEMO, root);
      await page.waitForURL((u) => u.pathname === '/user' && u.searchParams.get('type') === '0');
      await expect
        .poll(() =>
          topBarUser(page)
            .innerText()
            .catch(() => ''),
        )
        .toContain(DEMO.nickname);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('/login without ?back= goes home; a protected page sends a guest to /login and back', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto(`${stack.url}/user/order_list?type=1`, { waitUntil: 'load' });
      expect(new URL(page.url()).pathname).toBe('/login');
      const root = page.locator('#app-auth');
      await root.getByTestId('login-panels').waitFor();
      await accountLogin(page, DEMO, root);
      await page.waitForURL((u) => u.pathname === '/user/order_list' && u.searchParams.get('type') === '1');

      await page.goto(`${stack.url}/login`, { waitUntil: 'load' });
      // already logged in: the page says so
      await root.getByTestId('login-signed-in').waitFor();
      await page.context().clearCookies();
      await page.goto(`${stack.url}/login`, { waitUntil: 'load' });
      await root.getByTestId('login-panels').waitFor();
      await accountLogin(page, OTHER, root);
      await page.waitForURL((u) => u.pathname === '/');
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

  it('QR login: a logged-in phone confirms on /login/scan_confirm, the waiting page logs in', async () => {
    const pc = await openPage(browser);
    const phone = await openPage(browser);
    try {
      await addSession(phone.context, await apiLogin(OTHER));
      const created = pc.page.waitForResponse((r) => r.url().endsWith('/api/pc/login/scan'));
      await openDialog(pc.page);
      await dialog(pc.page).getByTestId('to-wechat').click();
      const { data } = (await (await created).json()) as { data: { key: string; qrcode: string } };
      await dialog(pc.page).getByTestId('qr-image').waitFor();
      expect(await dialog(pc.page).getByTestId('qr-image').getAttribute('src')).toBe(data.qrcode);

      await phone.page.goto(`${stack.url}/login/scan_confirm?key=${encodeURIComponent(data.key)}`, {
        waitUntil: 'load',
      });
      const confirm = phone.page.getByRole('button', { name: '确认登录' });
      await expect.poll(() => confirm.isEnabled().catch(() => false)).toBe(true);
      expect(await phone.page.locator('#app-auth').innerText()).toContain(OTHER.nickname);
      await phone.page.screenshot({ path: screenshotPath('auth-scan-confirm') });

      const pcLoads = pc.loads();
      await confirm.click();
      await phone.page.getByTestId('scan-confirm-result').filter({ hasText: '已确认登录' }).waitFor();
      await expect.poll(pc.loads, { timeout: 10_000, message: 'the waiting page reloads' }).toBe(pcLoads + 1);
      await topBarUser(pc.page).waitFor({ state: 'visible' });
      expect(await topBarUser(pc.page).innerText()).toContain(OTHER.nickname);
      const cookie = (await pc.context.cookies(stack.url)).find((c) => c.name === 'token');
      expect(cookie?.value).toBeTruthy();
      expect(realErrors(pc.errors)).toEqual([]);
      expect(realErrors(phone.errors)).toEqual([]);
    } finally {
      await pc.close();
      await phone.close();
    }
  });

  it('QR login refused on the phone: the waiting page stops and offers a new code', async () => {
    const pc = await openPage(browser);
    const phone = await openPage(browser);
    try {
      await addSession(phone.context, await apiLogin(DEMO));
      const created = pc.page.waitForResponse((r) => r.url().endsWith('/api/auth/scan_qrcode'));
      await openDialog(pc.page);
      await dialog(pc.page).getByTestId('to-app').click();
      const { data } = (await (await created).json()) as { data: { key: string } };

      await phone.page.goto(`${stack.url}/login/scan_confirm?key=${encodeURIComponent(data.key)}`, {
        waitUntil: 'load',
      });
      const cancel = phone.page.getByRole('button', { name: '取消' });
      await expect.poll(() => cancel.isEnabled().catch(() => false)).toBe(true);
      await cancel.click();
      await phone.page.getByTestId('scan-confirm-result').filter({ hasText: '已取消登录' }).waitFor();

      const refresh = dialog(pc.page).getByTestId('qr-refresh');
      await refresh.waitFor({ state: 'visible', timeout: 10_000 });
      expect(await refresh.innerText()).toBe('二维码已过期，点击刷新');
      expect((await storeState(pc.page)).nickname).toBeNull();
      expect(realErrors(pc.errors)).toEqual([]);
    } finally {
      await pc.close();
      await phone.close();
    }
  });

  it('/login/scan_confirm asks a guest to log in first, then comes back to it', async () => {
    const { page, errors, loads, close } = await openPage(browser);
    try {
      const key = ((await (await fetch(`${stack.url}/api/pc/login/scan`)).json()) as { data: { key: string } }).data
        .key;
      await page.goto(`${stack.url}/login/scan_confirm?key=${encodeURIComponent(key)}`, { waitUntil: 'load' });
      await settle(page, 300);
      await page.locator('#app-auth').getByRole('button', { name: '登录', exact: true }).click();
      await dialog(page).waitFor({ state: 'visible' });
      const before = loads();
      await accountLogin(page, DEMO);
      await expect.poll(loads).toBe(before + 1);
      expect(new URL(page.url()).pathname).toBe('/login/scan_confirm');
      await expect
        .poll(() =>
          page
            .getByRole('button', { name: '确认登录' })
            .isEnabled()
            .catch(() => false),
        )
        .toBe(true);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
