import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page, WebSocket as PageSocket } from 'playwright-core';
import { WebSocket } from 'ws';
import { realErrors } from '../support/auth';
import { connectBrowser } from '../support/browser';
import { editStackDatabase } from '../support/checkout';
import { openPage, settle } from '../support/page';
import { loginToken } from '../support/session';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { screenshot } from '../support/screenshot';

let stack: TestStack;
let browser: Browser;
let token: string;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3990 }, connectBrowser);
  token = await loginToken(stack.url);
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

interface Envelope<T> {
  status: number;
  message: string;
  data: T;
}

async function call<T>(path: string, opts: { token?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(stack.url + path, {
    method: opts.body === undefined ? 'GET' : 'POST',
    headers: { 'Form-type': 'pc', 'X-Token': opts.token ?? '', 'content-type': 'application/json' },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const body = (await res.json()) as Envelope<T>;
  if (body.status !== 200) throw new Error(`${path}: ${body.message}`);
  return body.data;
}

interface Pushed {
  type: string;
  data: { uid: number; message: { conversation_id: number; type: string; content: Record<string, unknown> } };
}

/** Goods 1, its shop and a logged-in staff member of that shop. */
async function shopOfGoods1() {
  const goods = await call<{ product_id: number; store_name: string; merchant: { mer_id: number } }>(
    '/api/store/product/detail/1',
  );
  const merId = goods.merchant.mer_id;
  const staff = await call<{ token: string }>('/api/merchant/login', {
    body: { account: `merchant${merId}`, password: 'shop1234' },
  });
  return { goods, merId, staff };
}

/** The page's customer service sockets: the top bar's unread count and the chat share one. */
function watchServiceSockets(page: Page) {
  const sockets: PageSocket[] = [];
  page.on('websocket', (ws) => {
    if (new URL(ws.url()).pathname === '/api/service/ws') sockets.push(ws);
  });
  return {
    opened: () => sockets.length,
    open: () => sockets.filter((ws) => !ws.isClosed()).length,
    /** counts from now on (a new page load) */
    reset: () => sockets.splice(0),
  };
}

describe('customer service chat', () => {
  it('shopper ↔ staff: messages cross both ways with read receipts, and the top bar unread count moves', async () => {
    const { goods, merId, staff } = await shopOfGoods1();
    // the staff member's socket goes through the shell's /api proxy, as a browser's would (the
    // proxy passes the cookie on, not X-Token; the API never reads a token from the URL)
    const staffSocket = new WebSocket(`${stack.url.replace(/^http/, 'ws')}/api/merchant/service/ws`, {
      headers: { cookie: `token=${staff.token}` },
    });
    const pushed: Pushed[] = [];
    staffSocket.on('message', (raw) => pushed.push(JSON.parse(raw.toString()) as Pushed));
    await new Promise((resolve, reject) => staffSocket.once('open', resolve).once('error', reject));
    const staffSaw = (type: string, text?: string) =>
      pushed.find(
        (f) =>
          f.type === 'message' &&
          f.data.message.type === type &&
          (text === undefined || f.data.message.content.text === text),
      );

    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    const sockets = watchServiceSockets(page);
    try {
      await page.goto(`${stack.url}/goods_detail/1`, { waitUntil: 'load' });
      await expect.poll(sockets.open).toBe(1);
      await page.getByTestId('consult-service').click();
      await page.waitForURL(`**/service?mer_id=${merId}&goods_id=1`);
      const card = page.getByTestId('consult-card');
      await expect.poll(() => card.innerText()).toContain(goods.store_name);
      await expect.poll(() => page.getByTestId('service-status').innerText()).toBe('在线');

      await card.getByRole('button', { name: '发送商品' }).click();
      await page.getByLabel('消息内容').fill('请问这个有货吗？');
      await page.getByLabel('消息内容').press('Enter');
      await expect.poll(() => staffSaw('text', '请问这个有货吗？')).toBeTruthy();
      expect(staffSaw('goods')?.data.message.content).toMatchObject({ goods_id: 1, store_name: goods.store_name });
      const conversation = staffSaw('text')!.data.message.conversation_id;
      const mine = page.locator('[data-testid="service-message"][data-sender="user"]');
      await expect.poll(() => mine.count()).toBe(2);
      expect(await mine.last().getByTestId('receipt').innerText()).toBe('未读');

      // the staff member reads, then answers: the shopper sees 已读 and the answer, live
      await call(`/api/merchant/service/conversation/${conversation}/read`, { token: staff.token, body: {} });
      await expect.poll(() => mine.last().getByTestId('receipt').innerText()).toBe('已读');
      await call(`/api/merchant/service/conversation/${conversation}/send`, {
        token: staff.token,
        body: { type: 'text', content: { text: '有货的，今天下单明天发' }, client_msg_id: 'e2e-answer-1' },
      });
      const theirs = page.locator('[data-testid="service-message"][data-sender="staff"]');
      await expect.poll(() => theirs.last().innerText()).toContain('有货的，今天下单明天发');

      await page.getByTestId('emoji-toggle').click();
      await page.getByRole('option', { name: '👍' }).click();
      await expect.poll(() => staffSaw('emoji')?.data.message.content).toEqual({ emoji: '👍' });
      await settle(page);
      expect(sockets.open()).toBe(1);
      await screenshot(page, 'service-chat', { fullPage: true });

      // away from the chat, a new answer shows in the top bar; back in the chat it is read
      await page.goto(`${stack.url}/`, { waitUntil: 'load' });
      const entry = page.getByTestId('service-entry');
      await expect.poll(() => entry.isVisible()).toBe(true);
      await settle(page);
      expect(await entry.locator('.unread').count()).toBe(0);
      await call(`/api/merchant/service/conversation/${conversation}/send`, {
        token: staff.token,
        body: { type: 'text', content: { text: '亲，还有其他问题吗？' }, client_msg_id: 'e2e-answer-2' },
      });
      await expect.poll(() => entry.locator('.unread').innerText()).toBe('1 条未读');
      sockets.reset();
      await page.goto(`${stack.url}/service?mer_id=${merId}`, { waitUntil: 'load' });
      await expect.poll(() => theirs.last().innerText()).toContain('亲，还有其他问题吗？');
      await expect.poll(() => page.getByTestId('service-entry').locator('.unread').count()).toBe(0);
      const unreadByStaff = async () =>
        (
          await call<{ list: { id: number; unread: number }[] }>('/api/merchant/service/conversations?limit=50', {
            token: staff.token,
          })
        ).list.find((c) => c.id === conversation)?.unread;
      // the 👍 came before the staff member's last answer: answering read it
      expect(await unreadByStaff()).toBe(0);
      // one socket for the page, already open when the chat joined it: the chat still says so,
      // and still sends over it
      await expect.poll(() => page.getByTestId('service-status').innerText()).toBe('在线');
      await page.getByLabel('消息内容').fill('好的，谢谢');
      await page.getByLabel('消息内容').press('Enter');
      await expect.poll(() => staffSaw('text', '好的，谢谢')).toBeTruthy();
      await expect.poll(() => mine.last().innerText()).toContain('好的，谢谢');
      // and this one came after it
      expect(await unreadByStaff()).toBe(1);
      expect(sockets.opened()).toBe(1);
      expect(sockets.open()).toBe(1);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      staffSocket.close();
      await close();
    }
  });

  it('after the API restarts, the shared socket reconnects: the chat is back online, sends and receives', async () => {
    const { merId, staff } = await shopOfGoods1();
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    const sockets = watchServiceSockets(page);
    let stopRestartedApi: (() => Promise<void>) | undefined;
    try {
      await page.goto(`${stack.url}/service?mer_id=${merId}`, { waitUntil: 'load' });
      const status = page.getByTestId('service-status');
      await expect.poll(() => status.innerText()).toBe('在线');
      expect(sockets.opened()).toBe(1);

      stopRestartedApi = await editStackDatabase(stack, []);
      await expect.poll(() => sockets.opened(), { timeout: 30_000 }).toBeGreaterThan(1);
      await expect.poll(() => status.innerText(), { timeout: 30_000 }).toBe('在线');
      expect(sockets.open()).toBe(1);
      await page.getByLabel('消息内容').fill('重启以后还在吗？');
      await page.getByLabel('消息内容').press('Enter');
      const mine = page.locator('[data-testid="service-message"][data-sender="user"]');
      await expect.poll(() => mine.last().innerText()).toContain('重启以后还在吗？');
      expect(await mine.last().getByTestId('receipt').innerText()).toBe('未读');
      const desk = await call<{ conversation_id: number }>(`/api/service/info?mer_id=${merId}`, { token });
      await call(`/api/merchant/service/conversation/${desk.conversation_id}/send`, {
        token: staff.token,
        body: { type: 'text', content: { text: '在的' }, client_msg_id: 'e2e-after-restart' },
      });
      const theirs = page.locator('[data-testid="service-message"][data-sender="staff"]');
      await expect.poll(() => theirs.last().innerText()).toContain('在的');
      expect(sockets.open()).toBe(1);
      // while the API was down the browser logged its failed attempts to connect
      expect(realErrors(errors).filter((e) => !/WebSocket connection/.test(e))).toEqual([]);
    } finally {
      await close();
      await stopRestartedApi?.();
    }
  }, 180_000); // the API restarts
});
