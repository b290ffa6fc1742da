/**
 * The login dialog's panels in Chromium (spec §2, §4, §5, §9): transitions, validation messages,
 * the send-code countdown, the area-code picker and QR polling. Logging in end to end is in
 * auth-login.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  captchaSolved,
  captchaStatus,
  currentPanel,
  dialog,
  expectToast,
  field as fieldIn,
  goPanel as goPanelIn,
  newPhone,
  openDialog as openDialogAt,
  panelTitle,
  realErrors,
  sendSmsCode,
  submit as submitIn,
  topBarButton,
} from '../support/auth';
import { connectBrowser } from '../support/browser';
import { openPage } from '../support/page';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { screenshot } from '../support/screenshot';

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3210 }, connectBrowser);
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const openDialog = (page: Page) => openDialogAt(page, stack.url);

/** The QR panels' poll interval (spec: 2 s). */
const QR_POLL_MS = 2000;

/** Opens a QR panel and waits for its code: its polling starts from there. */
async function openQrPanel(page: Page, testId: string, panel: string, title: string): Promise<void> {
  await goPanel(page, testId, panel, title);
  await dialog(page).getByTestId('qr-image').waitFor({ state: 'visible' });
}

/** Stops the page's clock where it is: from here on its timers run only when the test moves it. */
async function pauseClock(page: Page): Promise<void> {
  // the page's time moves on while the test asks for it: on a busy machine "now + a little" can be
  // past by the time the pause arrives, so read it again and ask again
  for (let attempt = 1; ; attempt++) {
    const now = await page.evaluate(() => Date.now());
    try {
      return await page.clock.pauseAt(now + 20);
    } catch (err) {
      if (attempt === 5 || !String(err).includes('to the past')) throw err;
    }
  }
}

/**
 * A request of the test's own from the page. Requests are reported in the order the page sends
 * them, so once this one is seen, every request the page sent before it has been counted.
 */
async function barrier(page: Page): Promise<void> {
  if (!barriers.has(page)) {
    barriers.add(page);
    await page.route(`**${BARRIER}`, (route) => route.fulfill({ status: 204 }));
  }
  const seen = page.waitForRequest((r) => r.url().endsWith(BARRIER));
  await page.evaluate((url) => void fetch(url), BARRIER);
  await seen;
}
const BARRIER = '/__test_barrier';
const barriers = new WeakSet<Page>();

/** Moves the page's clock by `ms`, firing its timers, and counts what they sent. */
async function runClock(page: Page, ms: number): Promise<void> {
  await page.clock.runFor(ms);
  await barrier(page);
}

/**
 * Moves the page's clock by `ms` and waits until the check this fires has been answered (a check
 * still in flight makes the page skip its next tick).
 */
async function pollAfter(page: Page, url: string, ms: number): Promise<void> {
  const finished = page.waitForEvent('requestfinished', { predicate: (r) => r.url().endsWith(url), timeout: 10_000 });
  await page.clock.runFor(ms);
  await finished;
  await barrier(page);
}
const goPanel = (page: Page, testId: string, panel: string, title: string) =>
  goPanelIn(dialog(page), testId, panel, title);
const field = (page: Page, name: string) => fieldIn(dialog(page), name);
const submit = (page: Page) => submitIn(dialog(page));

describe('login dialog panels', () => {
  it('opens from the top bar, 450 px wide, and moves between the six panels (spec §4)', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await openDialog(page);
      expect(await panelTitle(dialog(page))).toBe('快捷登录');
      expect((await dialog(page).getByTestId('login-panels').boundingBox())?.width).toBe(450);
      await screenshot(page, 'auth-dialog-quick');

      // quick → account → forgot password → account → register → account
      await goPanel(page, 'to-account', 'account', '账号登录');
      await goPanel(page, 'to-forgot', 'forgot', '忘记密码');
      await goPanel(page, 'to-account', 'account', '账号登录');
      await goPanel(page, 'to-register', 'register', '用户注册');
      await screenshot(page, 'auth-dialog-register');
      await goPanel(page, 'to-account', 'account', '账号登录');
      // account → quick → register; quick → app QR; quick → messaging-app QR
      await goPanel(page, 'to-quick', 'quick', '快捷登录');
      await goPanel(page, 'to-register', 'register', '用户注册');
      await goPanel(page, 'to-account', 'account', '账号登录');
      await goPanel(page, 'to-quick', 'quick', '快捷登录');
      await goPanel(page, 'to-app', 'app', 'APP扫码登录');
      await dialog(page).getByTestId('qr-image').waitFor({ state: 'visible' });
      await goPanel(page, 'to-quick', 'quick', '快捷登录');
      await goPanel(page, 'to-wechat', 'wechat', '微信扫码登录');
      await dialog(page).getByTestId('qr-image').waitFor({ state: 'visible' });
      await screenshot(page, 'auth-dialog-wechat');
      await goPanel(page, 'to-account', 'account', '账号登录');
      await goPanel(page, 'to-wechat', 'wechat', '微信扫码登录');

      // the quick panel carries the fast-login hint, the account-manager code and the agreement links
      await goPanel(page, 'to-quick', 'quick', '快捷登录');
      expect(await dialog(page).getByTestId('fast-login-hint').innerText()).toContain('自动创建账号');
      expect(await field(page, 'business_code').getAttribute('placeholder')).toContain('客户经理编码');
      expect(await dialog(page).getByTestId('agreement-user').getAttribute('href')).toBe(
        '/privacy_agreement?type=sys_user_agree',
      );
      expect(await dialog(page).getByTestId('agreement-privacy').getAttribute('href')).toBe(
        '/privacy_agreement?type=sys_userr_privacy',
      );
      await captchaSolved(dialog(page));
      expect(await dialog(page).getByTestId('captcha-check').innerText()).toContain('验证通过');
      // the links open the texts from the API in a new tab
      for (const [testId, key] of [
        ['agreement-user', 'sys_user_agree'],
        ['agreement-privacy', 'sys_userr_privacy'],
      ] as const) {
        const { data } = (await (await fetch(`${stack.url}/api/agreement/${key}`)).json()) as {
          data: { title: string; content: string };
        };
        const opening = data.content.replace(/<[^>]+>/g, '').slice(0, 20);
        const [tab] = await Promise.all([page.waitForEvent('popup'), dialog(page).getByTestId(testId).click()]);
        await expect
          .poll(() =>
            tab
              .locator('#app-auth')
              .innerText()
              .catch(() => ''),
          )
          .toContain(opening);
        expect(await tab.locator('h1').innerText()).toBe(data.title);
        await tab.close();
      }
      expect(await dialog(page).isVisible()).toBe(true);

      // × closes, the store flag is off; reopening starts again on the quick panel
      await dialog(page).getByTestId('login-dialog-close').click();
      await dialog(page).waitFor({ state: 'detached' });
      expect(
        await page.evaluate(
          () =>
            (window as unknown as { __MALL_STORE__: { getState(): { login: boolean } } }).__MALL_STORE__.getState()
              .login,
        ),
      ).toBe(false);
      // 注册 opens the registration panel (issue 24)
      await topBarButton(page, '注册').click();
      await dialog(page).waitFor({ state: 'visible' });
      expect(await currentPanel(dialog(page))).toBe('register');
      expect(await panelTitle(dialog(page))).toBe('用户注册');
      await page.keyboard.press('Escape');
      await dialog(page).waitFor({ state: 'detached' });
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows the exact validation messages of every form (spec §5)', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await openDialog(page);

      // 1. quick login
      await expectToast(page, submit(page), '请填写手机号码');
      await field(page, 'phone').fill('13700137000');
      await expectToast(page, submit(page), '请填写验证码');
      await field(page, 'sms_code').fill('12 34');
      await expectToast(page, submit(page), '请输入正确的验证码');
      await field(page, 'sms_code').fill('12-4');
      await expectToast(page, submit(page), '请输入正确的验证码');
      await field(page, 'sms_code').fill('a1b2c3');
      await expectToast(page, submit(page), '请勾选用户隐私协议');
      await dialog(page).locator('input[name="agreement"]').check();
      // no code was ever sent to this number: a fast-login failure always reads 验证码错误
      await expectToast(page, submit(page), '验证码错误');
      await screenshot(page, 'auth-dialog-toast');

      // 2. account login
      await goPanel(page, 'to-account', 'account', '账号登录');
      await field(page, 'account').fill('');
      await expectToast(page, submit(page), '请填写手机号码');
      await field(page, 'account').fill('13800138000');
      await expectToast(page, submit(page), '请填写密码');
      await field(page, 'password').fill('wrong-password1');
      await expectToast(page, submit(page), '请勾选用户隐私协议');
      await dialog(page).locator('input[name="agreement"]').check();
      // a server rejection shows the server's message
      await expectToast(page, submit(page), '账号或密码错误');

      // 5. register: 请输入… wording, the password rule
      await goPanel(page, 'to-register', 'register', '用户注册');
      await field(page, 'phone').fill('');
      await expectToast(page, submit(page), '请输入手机号码');
      await field(page, 'phone').fill('13700137000');
      await expectToast(page, submit(page), '请输入验证码');
      await field(page, 'sms_code').fill('验证码');
      await expectToast(page, submit(page), '请输入正确的验证码');
      await field(page, 'sms_code').fill('123456');
      await expectToast(page, submit(page), '请输入密码');
      // (the input takes at most 16 characters)
      for (const bad of ['abc12', 'a1', '12345678', 'abcdefgh', 'abc_1234', 'abc 1234']) {
        await field(page, 'pwd').fill(bad);
        await expectToast(page, submit(page), '请输入6-16位字母加数字组合');
      }
      await field(page, 'pwd').fill('mall8shop');
      await expectToast(page, submit(page), '请勾选用户隐私协议');
      await dialog(page).locator('input[name="agreement"]').check();
      await expectToast(page, submit(page), '验证码错误'); // the server's message

      // 4. forgot password
      await goPanel(page, 'to-account', 'account', '账号登录');
      await goPanel(page, 'to-forgot', 'forgot', '忘记密码');
      await field(page, 'phone').fill('');
      await expectToast(page, submit(page), '请填写手机号码');
      await field(page, 'phone').fill('13800138000');
      await expectToast(page, submit(page), '请填写验证码');
      await field(page, 'sms_code').fill('1234!');
      await expectToast(page, submit(page), '请输入正确的验证码');
      await field(page, 'sms_code').fill('123456');
      await expectToast(page, submit(page), '请填写密码');
      await field(page, 'pwd').fill('123456');
      await expectToast(page, submit(page), '请输入6-16位字母加数字组合');
      await field(page, 'pwd').fill('mall8shop');
      await field(page, 'confirm_pwd').fill('mall8shoq');
      await expectToast(page, submit(page), '两次密码不一致');
      await field(page, 'confirm_pwd').fill('mall8shop');
      await expectToast(page, submit(page), '验证码错误'); // the server's message
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the quick-login panel solves the captcha by itself (验证中… → 验证通过, retry by keyboard) and a code is sent', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      // the first challenge fails to load (a 500: a 503 would be asked again by the client), the
      // second is held until the test has seen 验证中…
      let loads = 0;
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/captcha', async (route) => {
        loads++;
        if (loads === 1)
          return route.fulfill({ status: 500, json: { status: 500, message: '服务器错误', data: null } });
        if (loads === 2) await held;
        return route.continue();
      });
      await openDialog(page);
      const check = dialog(page).getByTestId('captcha-check');
      await expect.poll(() => captchaStatus(dialog(page))).toBe('failed');
      expect(await check.getByRole('status').innerText()).toBe('验证失败，请重试');
      await check.getByRole('button', { name: '重试' }).focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => captchaStatus(dialog(page))).toBe('solving');
      expect(await check.getByRole('status').innerText()).toBe('验证中…');
      release();
      await captchaSolved(dialog(page));
      expect(await check.getByRole('status').innerText()).toBe('验证通过');

      const phone = newPhone();
      expect(await sendSmsCode(page, dialog(page), stack.url, phone)).toMatch(/^\d{6}$/);
      // the send used the challenge up: a new one is solved for the next send
      await expect.poll(() => loads).toBe(3);
      await captchaSolved(dialog(page));
      expect(realErrors(errors).filter((e) => !/500/.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('needs a phone and a solved captcha to send a code; a refused send starts a new check', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await openDialog(page);
      const send = () => dialog(page).getByTestId('send-code').click();
      await expectToast(page, send, '请填写手机号码');
      await field(page, 'phone').fill('13700137000');
      await captchaSolved(dialog(page));

      let verifyCalls = 0;
      let captchaLoads = 0;
      page.on('request', (req) => {
        if (req.url().endsWith('/api/auth/verify')) verifyCalls++;
        if (req.url().endsWith('/api/captcha')) captchaLoads++;
      });
      // a tampered solution ({} in base64): the real server refuses it
      await page.route('**/api/auth/verify', (route) =>
        route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), code: 'e30=' }) }),
      );
      await expectToast(page, send, '人机验证未通过，请重试');
      expect(verifyCalls).toBe(1);
      await expect.poll(() => captchaLoads).toBe(1);
      await captchaSolved(dialog(page));
      const button = dialog(page).getByTestId('send-code');
      expect(await button.innerText()).toBe('获取验证码');
      expect(await button.getAttribute('aria-disabled')).toBe('false');

      // register words it 请输入手机号码
      await goPanel(page, 'to-register', 'register', '用户注册');
      await field(page, 'phone').fill('');
      await expectToast(page, send, '请输入手机号码');
      // the refused send logged a 400 from the API
      expect(realErrors(errors).filter((e) => !/400/.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('counts down 60 s after sending, resets its text when pressed while disabled, then offers 重新获取 (spec §4)', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.clock.install();
      // the SMS gateway answers OK (the countdown is what is tested here)
      let verifyCalls = 0;
      await page.route('**/api/auth/verify', (route) => {
        verifyCalls++;
        return route.fulfill({ json: { status: 200, message: '发送成功', data: null } });
      });
      await openDialog(page);
      await field(page, 'phone').fill('13700137000');
      await captchaSolved(dialog(page));
      await pauseClock(page);

      const button = dialog(page).getByTestId('send-code');
      // React renders a tick's update just after the fake timer fires: poll, don't read once
      const text = () => button.innerText();
      await expect.poll(text).toBe('获取验证码');
      await expectToast(page, () => button.click(), '验证码已发送');
      await expect.poll(text).toBe('剩余 60s');
      expect(await button.getAttribute('aria-disabled')).toBe('true');
      expect(verifyCalls).toBe(1);

      await page.clock.runFor(1000);
      await expect.poll(text).toBe('剩余 59s');
      await page.clock.runFor(1000);
      await expect.poll(text).toBe('剩余 58s');

      // pressed while disabled (aria-disabled: a click still reaches it, but playwright waits for
      // 'enabled' unless forced): the text goes back to 获取验证码, nothing is sent, still disabled
      await button.click({ force: true });
      await expect.poll(text).toBe('获取验证码');
      expect(await button.getAttribute('aria-disabled')).toBe('true');
      expect(verifyCalls).toBe(1);
      // the countdown keeps running underneath
      await page.clock.runFor(1000);
      await expect.poll(text).toBe('剩余 57s');

      for (let s = 56; s >= 1; s--) {
        await page.clock.runFor(1000);
        await expect.poll(text).toBe(`剩余 ${s}s`);
      }
      await page.clock.runFor(1000);
      await expect.poll(text).toBe('重新获取');
      expect(await button.getAttribute('aria-disabled')).toBe('false');

      // enabled again: a new send (with a newly solved captcha) starts a new countdown
      await captchaSolved(dialog(page));
      await button.click();
      await expect.poll(text).toBe('剩余 60s');
      // the countdown starts with the click; the request reaches the gateway a moment later
      await expect.poll(() => verifyCalls).toBe(2);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('picks an area code from the searchable 354×240 dropdown (default +86)', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await openDialog(page);
      const picker = dialog(page).getByTestId('area-picker');
      expect(await picker.innerText()).toBe('+86');
      await picker.click();
      const dropdown = dialog(page).getByTestId('area-dropdown');
      await dropdown.getByRole('option').first().waitFor();
      const box = await dropdown.boundingBox();
      expect([box?.width, box?.height]).toEqual([354, 240]);
      expect(await dropdown.getByRole('option', { selected: true }).innerText()).toMatch(/中国\s*\+86/);

      await dropdown.getByRole('searchbox').fill('香港');
      await expect.poll(() => dropdown.getByRole('option').count()).toBe(1);
      await screenshot(page, 'auth-area-picker');
      await dropdown.getByRole('option', { name: /中国香港/ }).click();
      await dropdown.waitFor({ state: 'detached' });
      expect(await picker.innerText()).toBe('+852');

      // search by code, and the area is kept when moving to the account panel
      await picker.click();
      await dropdown.getByRole('searchbox').fill('+81');
      await dropdown.getByRole('option', { name: /日本/ }).click();
      expect(await picker.innerText()).toBe('+81');
      await goPanel(page, 'to-account', 'account', '账号登录');
      expect(await dialog(page).getByTestId('area-picker').innerText()).toBe('+81');

      // the area id goes with the request
      const sent = page.waitForRequest((r) => r.url().endsWith('/api/auth/login'));
      await field(page, 'account').fill('12345678');
      await field(page, 'password').fill('abc123');
      await dialog(page).locator('input[name="agreement"]').check();
      await submit(page)();
      const body = (await sent).postDataJSON() as { area_id: number; account: string };
      expect(body.account).toBe('12345678');
      expect(body.area_id).not.toBe(19);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('polls a QR panel every 2 s and stops when the panel is left', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      const urls = { wechat: '/api/pc/login/scan/check', app: '/api/auth/scan_check' };
      const checks = { wechat: 0, app: 0 };
      page.on('request', (req) => {
        for (const panel of ['wechat', 'app'] as const) if (req.url().endsWith(urls[panel])) checks[panel]++;
      });
      await page.clock.install();
      await openDialog(page);
      // paused before a panel opens: its 2 s interval starts on the test's clock, not the machine's
      await pauseClock(page);

      for (const [panel, testId, title] of [
        ['wechat', 'to-wechat', '微信扫码登录'],
        ['app', 'to-app', 'APP扫码登录'],
      ] as const) {
        await openQrPanel(page, testId, panel, title);
        const first = checks[panel];
        for (let n = 1; n <= 3; n++) {
          await runClock(page, QR_POLL_MS - 100);
          expect(checks[panel], 'no check before 2 s').toBe(first + n - 1);
          await pollAfter(page, urls[panel], 100);
          expect(checks[panel]).toBe(first + n);
        }
        expect(await dialog(page).getByTestId('qr-hint').innerText()).toMatch(/扫一扫/);

        await goPanel(page, 'to-quick', 'quick', '快捷登录');
        const left = checks[panel];
        await runClock(page, 5 * QR_POLL_MS);
        expect(checks[panel], `${panel} polls after leaving`).toBe(left);
      }

      // closing the dialog stops polling too
      await openQrPanel(page, 'to-wechat', 'wechat', '微信扫码登录');
      await pollAfter(page, urls.wechat, QR_POLL_MS);
      await dialog(page).getByTestId('login-dialog-close').click();
      const closedAt = checks.wechat;
      await runClock(page, 5 * QR_POLL_MS);
      expect(checks.wechat).toBe(closedAt);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('stops polling on a 400 and offers a new code (二维码已过期，点击刷新)', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.clock.install();
      let checks = 0;
      let creates = 0;
      page.on('request', (req) => {
        if (req.url().endsWith('/api/pc/login/scan')) creates++;
      });
      await page.route('**/api/pc/login/scan/check', (route) => {
        checks++;
        return route.fulfill({ json: { status: 400, message: '二维码已过期，请刷新', data: null } });
      });
      await openDialog(page);
      await goPanel(page, 'to-wechat', 'wechat', '微信扫码登录');
      const refresh = dialog(page).getByTestId('qr-refresh');
      await refresh.waitFor({ state: 'visible', timeout: 10_000 });
      expect(await refresh.innerText()).toBe('二维码已过期，点击刷新');
      expect(checks).toBe(1);
      await runClock(page, 3 * QR_POLL_MS);
      expect(checks).toBe(1);
      expect(creates).toBe(1);

      await page.unroute('**/api/pc/login/scan/check');
      await refresh.click();
      await expect.poll(() => creates).toBe(2);
      // a check sent after the 400 would have been intercepted before the new code was asked for
      expect(checks).toBe(1);
      await refresh.waitFor({ state: 'detached' });
      await dialog(page).getByTestId('qr-image').waitFor({ state: 'visible' });
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
