import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { captchaSolved, dialog, latestSmsCode, newPhone, realErrors } from '../support/auth';
import { connectBrowser } from '../support/browser';
import { apiGet, catalogHtml } from '../support/catalog';
import { openPage, settle } from '../support/page';
import { loginToken } from '../support/session';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { screenshot } from '../support/screenshot';

const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3730 }, connectBrowser);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const form = (page: Page) => page.getByTestId('settled-form');
const alerts = (page: Page) => form(page).getByRole('alert').allInnerTexts();

describe('merchant settlement page', () => {
  it('is server-rendered; a guest gets the login dialog', async () => {
    const res = await fetch(`${stack.url}/merchant_settled`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(/<title>([^<]*)<\/title>/.exec(text)?.[1]).toMatch(/^商户入驻/);
    expect(catalogHtml(text)).toContain('data-page="merchant-settled"');

    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto(`${stack.url}/merchant_settled`, { waitUntil: 'load' });
      await dialog(page).waitFor({ state: 'visible' });
      expect(await page.getByTestId('settled-guest').isVisible()).toBe(true);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('validates, sends the SMS code after the captcha, uploads a licence and submits; the application can be edited', async () => {
    const token = await loginToken(stack.apiUrl);
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.setViewportSize({ width: 1200, height: 900 });
      await page.goto(`${stack.url}/merchant_settled`, { waitUntil: 'load' });
      await settle(page);
      await form(page).getByRole('button', { name: '提交申请' }).click();
      expect(await alerts(page)).toEqual([
        '请输入商户名称',
        '请输入用户姓名',
        '请输入手机号码',
        '请输入验证码',
        '请选择商户分类',
        '请选择店铺类型',
        '请上传营业执照等资质图片',
        '请阅读并同意入驻协议',
      ]);
      await page.getByLabel('商户名称').fill('小店');
      await page.getByLabel('用户姓名').fill('欧阳司马小明');
      await page.getByLabel('联系电话').fill('12345');
      await form(page).getByRole('button', { name: '提交申请' }).click();
      const shown = await alerts(page);
      expect(shown).toContain('商户名称长度为3-15个字符');
      expect(shown).toContain('用户姓名长度为2-5个字符');
      expect(shown).toContain('请输入正确的手机号码');

      // the send button wants the captcha solved (the browser does it by itself)
      const phone = newPhone();
      await page.getByLabel('联系电话').fill(phone);
      await captchaSolved(form(page));
      await page.getByRole('button', { name: '获取验证码' }).click();
      await form(page).getByText('验证码已发送').waitFor();
      let code: string | undefined;
      await expect.poll(async () => (code = await latestSmsCode(stack.apiUrl, phone))).toBeTruthy();

      const shopName = `新开小店${Date.now() % 100000}`;
      await page.getByLabel('商户名称').fill(shopName);
      await page.getByLabel('用户姓名').fill('王小二');
      await page.getByLabel('短信验证码').fill(code!);
      await page.getByLabel('商户分类').selectOption({ index: 1 });
      await page.getByLabel('店铺类型').selectOption({ index: 1 });

      // the server judges the bytes: a page pretending to be a PNG is refused
      const input = page.getByTestId('licence-uploader').locator('input[type="file"]');
      await input.setInputFiles({ name: 'fake.png', mimeType: 'image/png', buffer: Buffer.from('<html>not an image</html>') });
      await form(page).getByRole('alert').filter({ hasText: /JPG|PNG|jpg|png/ }).waitFor();
      await input.setInputFiles({ name: 'licence.png', mimeType: 'image/png', buffer: PNG_1PX });
      await expect.poll(() => page.getByTestId('uploaded-image').count()).toBe(1);
      await page.getByRole('checkbox').check();
      await screenshot(page, 'merchant-settled', { fullPage: true });
      await form(page).getByRole('button', { name: '提交申请' }).click();
      await page.getByTestId('settled-done').getByText('提交成功，请等待审核').waitFor();

      const mine = await apiGet<{ list: { mer_intention_id: number; mer_name: string; status: number; images: string[] }[] }>(stack.apiUrl, '/api/intention/lst', token);
      const app = mine.list.find((a) => a.mer_name === shopName);
      expect(app).toMatchObject({ status: 0 });
      expect(app!.images[0]).toMatch(/^\/uploads\/u\/licence\//);

      // editing a pending application starts from what was sent
      await page.goto(`${stack.url}/merchant_settled?intention_id=${app!.mer_intention_id}`, { waitUntil: 'load' });
      await expect.poll(() => page.getByLabel('商户名称').inputValue()).toBe(shopName);
      expect(await page.getByLabel('联系电话').inputValue()).toBe(phone);
      expect(await page.getByTestId('uploaded-image').count()).toBe(1);
      expect(await form(page).getByRole('button', { name: '重新提交' }).isVisible()).toBe(true);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
