/**
 * Logging in end to end in Chromium against the real API: account login in the dialog and on
 * /login, the remembered return path, and QR login confirmed from a second, logged-in browser
 * through /login/scan_confirm.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  accountLogin,
  apiLogin,
  DEMO,
  dialog,
  loginPage,
  openDialog as openDialogAt,
  OTHER,
  realErrors,
  storeState,
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
  [stack, browser] = await startStackAndBrowser({ basePort: 3230 }, connectBrowser);
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

async function addSession(context: BrowserContext, token: string) {
  await context.addCookies([{ name: 'token', value: token, url: stack.url }]);
}

const openDialog = (page: Page, path = '/') => openDialogAt(page, stack.url, path);

/** Puts `count` pieces of a seeded goods into the user's cart through the API. */
async function fillCart(token: string, count: number): Promise<void> {
  const headers = { 'content-type': 'application/json', 'Form-type': 'pc', 'X-Token': token };
  const hot = (await (await fetch(`${stack.url}/api/product/spu/hot/best?page=1&limit=1`)).json()) as {
    data: { list: { product_id: number }[] };
  };
  const productId = hot.data.list[0].product_id;
  const detail = (await (await fetch(`${stack.url}/api/store/product/detail/${productId}`, { headers })).json()) as {
    data: { sku: Record<string, { unique: string }> };
  };
  const unique = Object.values(detail.data.sku)[0].unique;
  const res = await fetch(`${stack.url}/api/user/cart/create`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ product_id: productId, product_attr_unique: unique, cart_num: count }),
  });
  const body = (await res.json()) as { status: number; message: string };
  if (body.status !== 200) throw new Error(`cart: ${body.message}`);
}

describe('logging in', () => {
  it('account login in the dialog: 7-day token cookie, /api/user and the cart count loaded, dialog closed, page reloaded', async () => {
    await fillCart(await apiLogin(stack.url, DEMO), 2);
    const { page, context, errors, loads, close } = await openPage(browser);
    try {
      await openDialog(page, '/goods_search?title=x');
      expect(await topBarUser(page).count()).toBe(0);
      const calls: string[] = [];
      page.on('request', (r) => {
        const { pathname } = new URL(r.url());
        if (['/api/auth/login', '/api/user', '/api/user/cart/count'].includes(pathname)) calls.push(pathname);
      });
      const loadsBefore = loads();
      await accountLogin(dialog(page), DEMO);

      await waitForReload(loads, loadsBefore);
      await topBarUser(page).waitFor({ state: 'visible' });
      expect(await topBarUser(page).innerText()).toContain(DEMO.nickname);
      expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/goods_search?title=x');
      expect(await dialog(page).count()).toBe(0);
      // the user is loaded before the page goes; the header shows the cart count
      expect(calls.slice(0, 2)).toEqual(['/api/auth/login', '/api/user']);
      await expect.poll(() => page.locator('#mall-header [data-testid="cart-count"]').innerText()).toBe('2');
      expect(calls).toContain('/api/user/cart/count');
      const state = await storeState(page);
      expect(state).toMatchObject({ login: false, nickname: DEMO.nickname, cartnumber: 2 });

      const cookie = (await context.cookies(stack.url)).find((c) => c.name === 'token');
      expect(cookie?.value).toBe(state.token);
      const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
      expect(lifetime).toBeGreaterThan(604800 - 120);
      expect(lifetime).toBeLessThanOrEqual(604800 + 5);
      // the server renders the logged-in page now
      const html = await (await fetch(`${stack.url}/`, { headers: { cookie: `token=${cookie!.value}` } })).text();
      expect(html).toContain(DEMO.nickname);
      await screenshot(page, 'auth-logged-in');
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a remembered path other than the current page is restored without a reload (spec §4)', async () => {
    const { page, errors, loads, close } = await openPage(browser);
    try {
      await page.goto(`${stack.url}/`, { waitUntil: 'load' });
      await settle(page);
      // what the shell does on a 'please log in' answer to a call made for another page
      await page.evaluate(() =>
        (window as unknown as { __MALL_STORE__: { getState(): { openLogin(path: string): void } } }).__MALL_STORE__
          .getState()
          .openLogin('/goods_search?title=y'),
      );
      await dialog(page).waitFor({ state: 'visible' });
      const loadsBefore = loads();
      await accountLogin(dialog(page), OTHER);
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
      expect(await storeState(page)).toMatchObject({ nickname: OTHER.nickname, returnPath: '' });
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('/login shows the panels and goes to ?back= after login', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto(`${stack.url}/login?back=${encodeURIComponent('/user?type=0')}`, { waitUntil: 'load' });
      const root = loginPage(page);
      const panels = root.getByTestId('login-panels');
      await panels.waitFor({ state: 'visible' });
      expect(await panels.getAttribute('data-current-panel')).toBe('quick');
      expect((await panels.boundingBox())?.width).toBe(450);
      await settle(page); // a full load: network idle and the apps mounted
      await screenshot(page, 'auth-login-page');
      // validation works the same on the page
      await root.getByTestId('to-account').click();
      await root.locator('button[type="submit"]').click();
      await root.getByTestId('toast').filter({ hasText: '请填写手机号码' }).waitFor();

      await accountLogin(root, DEMO);
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
      const root = loginPage(page);
      await root.getByTestId('login-panels').waitFor();
      await accountLogin(root, DEMO);
      await page.waitForURL((u) => u.pathname === '/user/order_list' && u.searchParams.get('type') === '1');

      await page.goto(`${stack.url}/login`, { waitUntil: 'load' });
      // already logged in: the page says so
      await root.getByTestId('login-signed-in').waitFor();
      await page.context().clearCookies();
      await page.goto(`${stack.url}/login`, { waitUntil: 'load' });
      await root.getByTestId('login-panels').waitFor();
      await accountLogin(root, OTHER);
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

  it('QR login: a logged-in phone (second browser context) confirms on /login/scan_confirm, the waiting page logs in', async () => {
    const pc = await openPage(browser);
    const phone = await openPage(browser);
    try {
      await addSession(phone.context, await apiLogin(stack.url, OTHER));
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
      expect(await loginPage(phone.page).innerText()).toContain(OTHER.nickname);
      // the waiting page learns that the code was scanned
      await expect
        .poll(() => dialog(pc.page).getByTestId('qr-hint').innerText(), { timeout: 6000 })
        .toBe('已扫码，请在手机上确认登录');
      await screenshot(phone.page, 'auth-scan-confirm');

      const pcLoads = pc.loads();
      await confirm.click();
      await phone.page.getByTestId('scan-confirm-result').filter({ hasText: '已确认登录' }).waitFor();
      await waitForReload(pc.loads, pcLoads);
      await topBarUser(pc.page).waitFor({ state: 'visible' });
      expect(await topBarUser(pc.page).innerText()).toContain(OTHER.nickname);
      const cookie = (await pc.context.cookies(stack.url)).find((c) => c.name === 'token');
      expect(cookie?.value).toBeTruthy();
      expect((await storeState(pc.page)).token).toBe(cookie?.value);
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
      await addSession(phone.context, await apiLogin(stack.url, DEMO));
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
      await settle(page);
      await loginPage(page).getByRole('button', { name: '登录', exact: true }).click();
      await dialog(page).waitFor({ state: 'visible' });
      const before = loads();
      await accountLogin(dialog(page), DEMO);
      await waitForReload(loads, before);
      expect(new URL(page.url()).pathname).toBe('/login/scan_confirm');
      const confirm = page.getByRole('button', { name: '确认登录' });
      await expect.poll(() => confirm.isEnabled().catch(() => false)).toBe(true);
      await confirm.click();
      await page.getByTestId('scan-confirm-result').filter({ hasText: '已确认登录' }).waitFor();
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
