/**
 * Helpers for the login dialog and /login tests: finding panels and fields, reading toasts,
 * logging in through the forms, and reading SMS codes from the dev outbox of a test stack.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { settle } from './page';

export const DEMO = { account: '13800138000', password: 'mall1234', nickname: '张小明' };
export const OTHER = { account: '13900139000', password: 'mall1234', nickname: '李华' };

export const dialog = (page: Page) => page.getByTestId('login-dialog');
/** The /login page's panels. */
export const loginPage = (page: Page) => page.locator('#app-auth');
export const topBarUser = (page: Page) => page.locator('#mall-header [data-testid="top-bar-user"]');
export const topBarButton = (page: Page, name: string) =>
  page.locator('#mall-header').getByRole('button', { name, exact: true });

export const currentPanel = (root: Locator) => root.getByTestId('login-panels').getAttribute('data-current-panel');
export const panelTitle = (root: Locator) => root.getByTestId('panel-title').innerText();
export const field = (root: Locator, name: string) => root.locator(`input[name="${name}"]`);
export const submit = (root: Locator) => () => root.locator('button[type="submit"]').click();

/** Opens `path`, then the top bar's 登录 button opens the dialog (on the quick-login panel). */
export async function openDialog(page: Page, baseUrl: string, path = '/'): Promise<void> {
  await page.goto(`${baseUrl}${path}`, { waitUntil: 'load' });
  await settle(page);
  await topBarButton(page, '登录').click();
  await dialog(page).waitFor({ state: 'visible' });
  expect(await currentPanel(dialog(page))).toBe('quick');
}

/** Clicks a panel link and checks where it leads. */
export async function goPanel(root: Locator, testId: string, panel: string, title: string): Promise<void> {
  await root.getByTestId(testId).click();
  await expect.poll(() => currentPanel(root)).toBe(panel);
  expect(await panelTitle(root)).toBe(title);
}

/** Marks the toasts on screen as seen, so that only toasts that come later count. */
const markToastsSeen = (page: Page) =>
  page.evaluate(() => {
    for (const el of document.querySelectorAll<HTMLElement>('[data-testid="toast"]')) el.dataset.seen = '1';
  });
const newToastTexts = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('[data-testid="toast"]:not([data-seen])')].map((el) => el.textContent),
  );

/** Runs `action` and expects a new toast with exactly `text` (a repeated message is a new toast). */
export async function expectToast(page: Page, action: () => Promise<void>, text: string): Promise<void> {
  await markToastsSeen(page);
  await action();
  await expect.poll(() => newToastTexts(page), { message: `toast '${text}'` }).toContain(text);
}

/** Fills and submits the account panel (inside `root`: the dialog or the /login page). */
export async function accountLogin(root: Locator, user: { account: string; password: string }): Promise<void> {
  if ((await currentPanel(root)) !== 'account') await root.getByTestId('to-account').click();
  await root.locator('[data-panel="account"]').waitFor();
  await field(root, 'account').fill(user.account);
  await field(root, 'password').fill(user.password);
  await field(root, 'agreement').check();
  await submit(root)();
}

/** The latest SMS code the dev outbox holds for a phone, if any. */
export async function latestSmsCode(baseUrl: string, phone: string): Promise<string | undefined> {
  const res = await fetch(`${baseUrl}/api/dev/sms_outbox?phone=${phone}`);
  const body = (await res.json()) as { status: number; data: { code: string }[] };
  if (body.status !== 200) throw new Error(`dev outbox: ${JSON.stringify(body)}`);
  return body.data[0]?.code;
}

/** The state of the captcha check in `root` (app-kit CaptchaStatus): solving, solved or failed. */
export const captchaStatus = (root: Locator | Page) => root.getByTestId('captcha-check').getAttribute('data-status');

/** Waits until the browser has solved the captcha check in `root`. */
export async function captchaSolved(root: Locator | Page): Promise<void> {
  await expect.poll(() => captchaStatus(root), { timeout: 15_000 }).toBe('solved');
}

/**
 * In the panel shown in `root`: types the phone, waits for the browser to solve the captcha,
 * presses the send-code button and returns the code the outbox received.
 */
export async function sendSmsCode(page: Page, root: Locator, baseUrl: string, phone: string): Promise<string> {
  await field(root, 'phone').fill(phone);
  await captchaSolved(root);
  const before = await latestSmsCode(baseUrl, phone);
  await expectToast(page, () => root.getByTestId('send-code').click(), '验证码已发送');
  let code: string | undefined;
  await expect
    .poll(async () => {
      code = await latestSmsCode(baseUrl, phone);
      return code !== undefined && code !== before;
    })
    .toBe(true);
  return code!;
}

/** A random mainland mobile number, unknown to the seed. */
export const newPhone = () => `15${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`;

/** A token of `user` through the API (a session of another device). */
export async function apiLogin(baseUrl: string, user: { account: string; password: string }): Promise<string> {
  const res = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'Form-type': 'pc' },
    body: JSON.stringify({ account: user.account, password: user.password, area_id: 19 }),
  });
  const body = (await res.json()) as { status: number; message: string; data: { token: string } };
  if (body.status !== 200) throw new Error(`login failed: ${body.message}`);
  return body.data.token;
}

/** What the API answers a token now: the body status of GET /api/user. */
export async function tokenStatus(baseUrl: string, token: string): Promise<number> {
  const res = await fetch(`${baseUrl}/api/user`, { headers: { 'X-Token': token, 'Form-type': 'pc' } });
  return ((await res.json()) as { status: number }).status;
}

interface StoreWindow {
  __MALL_STORE__: {
    getState(): {
      login: boolean;
      token: string;
      returnPath: string;
      cartnumber: number;
      users: { nickname: string } | null;
      openLogin(path?: string): void;
    };
  };
}

/** The shared store as the page sees it. */
export const storeState = (page: Page) =>
  page.evaluate(() => {
    const s = (window as unknown as StoreWindow).__MALL_STORE__.getState();
    return {
      login: s.login,
      token: s.token,
      returnPath: s.returnPath,
      cartnumber: s.cartnumber,
      nickname: s.users?.nickname ?? null,
    };
  });

/** Console errors other than the browser's own log line for a 4xx answer (rejected forms). */
export const realErrors = (errors: string[]) => errors.filter((e) => !/Failed to load resource/.test(e));

/** Waits until the page has loaded once more than `before` (a login reloads the page). */
export const waitForReload = (loads: () => number, before: number) =>
  expect.poll(loads, { timeout: 15_000, message: 'the page reloads' }).toBe(before + 1);
