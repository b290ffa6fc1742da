import { randomBytes } from 'node:crypto';
import {
  merchantLogin,
  serviceCard,
  serviceDesk,
  serviceHistory,
  serviceInbox,
  serviceMessageEvent,
  serviceReadAnswer,
  serviceReadEvent,
  serviceSent,
  serviceUnread,
  type UploadedImage,
} from '@mall/contracts';
import { and, eq } from 'drizzle-orm';
import { afterEach, expect, it } from 'vitest';
import type { z } from 'zod';
import { runServiceDesk } from '../src/cli/service-desk';
import * as schema from '../src/db/schema';
import {
  addToCart,
  makeGoods,
  newAddress,
  newShopper,
  placeOrder,
  useShopEnv,
  type ShopEnv,
  type Shopper,
} from './checkout-fixture';
import { asContract, describeApi, okData, type Answer } from './helpers';
import { WEBP_1PX } from './image-fixtures';
import { openSocket, wsUrl, type TestSocket } from './socket';

const cid = () => randomBytes(8).toString('hex');
const text = (t: string) => ({ type: 'text', content: { text: t }, client_msg_id: cid() });

class StaffMember {
  constructor(
    readonly env: ShopEnv,
    readonly token: string,
  ) {}
  get = <T = unknown>(path: string) => this.env.get<T>(path, this.token);
  post = <T = unknown>(path: string, body: unknown = {}) => this.env.post<T>(path, body, this.token);
  /** The call's data, parsed with its @mall/contracts schema. */
  async okAs<S extends z.ZodType>(schema: S, res: Promise<Answer>): Promise<z.output<S>> {
    return okData(schema, await res, 'staff call');
  }
}

async function staffOf(env: ShopEnv, merId: number) {
  const res = await env.post('/api/merchant/login', { account: `merchant${merId}`, password: 'shop1234' });
  const { token, staff } = okData(merchantLogin, res, 'POST /api/merchant/login');
  expect(staff.mer_id).toBe(merId);
  return new StaffMember(env, token);
}

describeApi('customer service chat', () => {
  const env = useShopEnv();
  const sockets: TestSocket[] = [];
  const socket = async (path: string, token: string) => {
    const s = openSocket(wsUrl(env.baseUrl, path), { 'X-Token': token });
    sockets.push(s);
    await s.ready;
    return s;
  };
  afterEach(() => sockets.splice(0).forEach((s) => s.ws.close()));

  const send = (s: Shopper, merId: number, body: Record<string, unknown>) =>
    s.post('/api/service/send', { mer_id: merId, ...body });
  /** A send that went through, its answer parsed with the contract. */
  const sent = async (res: Promise<Answer>) => okData(serviceSent, await res, 'POST /api/service/send');
  const sendOk = async (s: Shopper, merId: number, t: string) => (await sent(send(s, merId, text(t)))).message;

  it('a shopper reads only their own conversations; staff only their merchant’s', async () => {
    const [a, b] = [await newShopper(env), await newShopper(env)];
    const mine = await sendOk(a, 1, '请问什么时候发货？');
    expect(mine).toMatchObject({
      sender: 'user',
      sender_id: a.uid,
      type: 'text',
      content: { text: '请问什么时候发货？' },
      read: false,
    });

    expect((await b.okAs(serviceHistory, 'GET', '/api/service/history?mer_id=1')).list).toEqual([]);
    expect((await a.okAs(serviceHistory, 'GET', '/api/service/history?mer_id=1')).list.map((m) => m.id)).toEqual([
      mine.id,
    ]);
    expect((await env.get('/api/service/history?mer_id=1')).body.status).toBe(410000);

    const [staff1, staff2] = [await staffOf(env, 1), await staffOf(env, 2)];
    const inbox = await staff1.okAs(serviceInbox, staff1.get('/api/merchant/service/conversations?limit=50'));
    const conv = inbox.list.find((c) => c.uid === a.uid);
    expect(conv).toMatchObject({
      mer_id: 1,
      unread: 1,
      last: { type: 'text', content: { text: '请问什么时候发货？' } },
    });
    const otherInbox = await staff2.okAs(serviceInbox, staff2.get('/api/merchant/service/conversations?limit=50'));
    expect(otherInbox.list.some((c) => c.uid === a.uid)).toBe(false);
    for (const res of [
      await staff2.get(`/api/merchant/service/conversation/${conv!.id}/history`),
      await staff2.post(`/api/merchant/service/conversation/${conv!.id}/send`, text('冒充')),
    ]) {
      expect(res.http).toBe(404);
      expect(res.body.message).toBe('会话不存在');
    }
    // a staff token is not a shopper's, nor the other way round
    expect((await env.get('/api/service/unread', staff1.token)).body.status).toBe(410000);
    expect((await env.get('/api/merchant/service/unread', a.token)).body.status).toBe(410000);
    expect((await a.get('/api/service/info?mer_id=999999')).body).toMatchObject({ status: 404, message: '店铺不存在' });
  });

  it('the same client message id sent again is stored once, over HTTP and over the socket', async () => {
    const s = await newShopper(env);
    const body = text('重发测试');
    const first = await sent(send(s, 1, body));
    const again = await sent(send(s, 1, { ...body, content: { text: '改过的内容' } }));
    expect(first.duplicate).toBe(false);
    expect(again).toEqual({ message: first.message, duplicate: true });

    // the ack was lost with the connection: the client resends on a new socket
    const lost = await socket('/api/service/ws', s.token);
    lost.send({ type: 'send', id: 'resend-1', data: { mer_id: 1, type: 'text', content: { text: '断线前' } } });
    const ack = await lost.next((f) => f.id === 'resend-1');
    lost.ws.terminate();
    const next = await socket('/api/service/ws', s.token);
    next.send({ type: 'send', id: 'resend-1', data: { mer_id: 1, type: 'text', content: { text: '断线前' } } });
    const ack2 = await next.next((f) => f.id === 'resend-1');
    expect(ack2).toEqual({
      type: 'ack',
      id: 'resend-1',
      data: { message: asContract(serviceSent, ack.data, 'ack').message, duplicate: true },
    });

    const rows = await env.db.select().from(schema.serviceMessage).where(eq(schema.serviceMessage.sender_id, s.uid));
    expect(
      rows
        .filter((r) => r.sender === 'user')
        .map((r) => r.client_msg_id)
        .sort(),
    ).toEqual([body.client_msg_id, 'resend-1'].sort());
  });

  it('pages the history upwards and catches up after a given id', async () => {
    const s = await newShopper(env);
    const first = await sendOk(s, 1, '第1条');
    // older messages straight into the table: the send limit allows 20 per 10 s
    await env.db.insert(schema.serviceMessage).values(
      Array.from({ length: 24 }, (_, i) => ({
        conversation_id: first.conversation_id,
        sender: 'user',
        sender_id: s.uid,
        type: 'text',
        content: { text: `第${i + 2}条` },
        client_msg_id: cid(),
      })),
    );
    const latest = await s.okAs(serviceHistory, 'GET', '/api/service/history?mer_id=1');
    expect(latest.list).toHaveLength(20);
    expect(latest.has_more).toBe(true);
    expect(latest.list.at(-1)?.content).toEqual({ text: '第25条' });
    const older = await s.okAs(serviceHistory, 'GET', `/api/service/history?mer_id=1&before=${latest.list[0].id}`);
    expect(older.list.map((m) => (m.type === 'text' ? m.content.text : m.type))).toEqual([
      '第1条',
      '第2条',
      '第3条',
      '第4条',
      '第5条',
    ]);
    expect(older.has_more).toBe(false);
    const after = await s.okAs(serviceHistory, 'GET', `/api/service/history?mer_id=1&after=${latest.list[17].id}`);
    expect(after.list.map((m) => m.id)).toEqual(latest.list.slice(18).map((m) => m.id));
    expect((await s.get('/api/service/history?mer_id=1&limit=51')).body.message).toBe('每页数量不能超过50');
  });

  it('staff answers live; unread counts and read receipts move on both sides', async () => {
    const s = await newShopper(env);
    const staff = await staffOf(env, 1);
    const shopperSocket = await socket('/api/service/ws', s.token);
    const staffSocket = await socket('/api/merchant/service/ws', staff.token);
    expect(await shopperSocket.next((f) => f.type === 'unread')).toEqual({ type: 'unread', data: { count: 0 } });

    shopperSocket.send({ type: 'send', id: 'q1', data: { mer_id: 1, type: 'text', content: { text: '在吗？' } } });
    const asked = await staffSocket.next(
      (f) => f.type === 'message' && asContract(serviceMessageEvent, f.data, f.type).uid === s.uid,
    );
    const question = asContract(serviceMessageEvent, asked.data, asked.type).message;
    const convId = question.conversation_id;

    const reply = await staff.okAs(
      serviceSent,
      staff.post(`/api/merchant/service/conversation/${convId}/send`, text('您好，在的')),
    );
    staffSocket.send({
      type: 'send',
      id: 'r2',
      data: { conversation_id: convId, type: 'emoji', content: { emoji: '👍🏻' } },
    });
    await staffSocket.next((f) => f.id === 'r2' && f.type === 'ack');
    await shopperSocket.next((f) => f.type === 'unread' && asContract(serviceUnread, f.data, f.type).count === 2);
    expect((await s.okAs(serviceUnread, 'GET', '/api/service/unread')).count).toBe(2);
    await staff.okAs(serviceUnread, staff.get('/api/merchant/service/unread'));

    // the staff reads the question: the shopper sees 已读
    staffSocket.send({ type: 'read', id: 'rd', data: { conversation_id: convId } });
    const receipt = await shopperSocket.next((f) => f.type === 'read');
    expect(asContract(serviceReadEvent, receipt.data, receipt.type)).toMatchObject({
      conversation_id: convId,
      reader: 'staff',
      up_to: question.id,
    });
    expect(
      (await s.okAs(serviceHistory, 'GET', '/api/service/history?mer_id=1')).list.find((m) => m.id === question.id)
        ?.read,
    ).toBe(true);

    // the shopper reads the first answer only, then all
    expect(
      await s.okAs(serviceReadAnswer, 'POST', '/api/service/read', { mer_id: 1, up_to: reply.message.id }),
    ).toEqual({
      count: 1,
      up_to: reply.message.id,
    });
    await shopperSocket.next((f) => f.type === 'unread' && asContract(serviceUnread, f.data, f.type).count === 1);
    const staffSaw = await staffSocket.next(
      (f) => f.type === 'read' && asContract(serviceReadEvent, f.data, f.type).reader === 'user',
    );
    expect(staffSaw.data).toMatchObject({ conversation_id: convId, up_to: reply.message.id });
    await s.okAs(serviceReadAnswer, 'POST', '/api/service/read', { mer_id: 1 });
    expect((await s.okAs(serviceUnread, 'GET', '/api/service/unread')).count).toBe(0);
    const inbox = await staff.okAs(serviceInbox, staff.get('/api/merchant/service/conversations?limit=50'));
    expect(inbox.list.find((c) => c.id === convId)?.unread).toBe(0);
  });

  it('a staff answer marks the questions before it read: the shopper no longer sees 未读 (issue 24)', async () => {
    const s = await newShopper(env);
    const staff = await staffOf(env, 1);
    const first = await sendOk(s, 1, '这个有货吗？');
    const second = await sendOk(s, 1, '什么时候发货？');
    const history = async () => (await s.okAs(serviceHistory, 'GET', '/api/service/history?mer_id=1')).list;
    expect((await history()).filter((m) => m.sender === 'user').map((m) => m.read)).toEqual([false, false]);

    await staff.okAs(
      serviceSent,
      staff.post(`/api/merchant/service/conversation/${first.conversation_id}/send`, text('有货，今天发')),
    );
    const after = await history();
    expect(after.filter((m) => m.id === first.id || m.id === second.id).map((m) => m.read)).toEqual([true, true]);
    // a question asked after the answer waits for the staff again
    const third = await sendOk(s, 1, '好的，谢谢');
    expect((await history()).find((m) => m.id === third.id)?.read).toBe(false);
  });

  it('refuses bad content with a Chinese message, strips hidden characters and resolves cards', async () => {
    const s = await newShopper(env);
    const other = await newShopper(env);
    const refused = async (body: Record<string, unknown>, merId = 1) =>
      (await send(s, merId, { client_msg_id: cid(), ...body })).body;
    expect(await refused({ type: 'text', content: { text: '   ' } })).toMatchObject({
      status: 400,
      message: '请输入消息内容',
    });
    expect(await refused({ type: 'text', content: { text: '长'.repeat(501) } })).toMatchObject({
      message: '消息不能超过500个字',
    });
    expect(await refused({ type: 'emoji', content: { emoji: 'abc' } })).toMatchObject({ message: '请选择表情' });
    expect(await refused({ type: 'image', content: { url: 'https://evil.example/x.png' } })).toMatchObject({
      message: '请上传图片',
    });
    expect(await refused({ type: 'image', content: { url: 'javascript:alert(1)' } })).toMatchObject({
      message: '请上传图片',
    });
    expect(await refused({ type: 'html', content: { html: '<b>x</b>' } })).toMatchObject({ message: '消息类型错误' });
    expect(await refused({ type: 'text', content: { text: 'x' }, client_msg_id: '../../etc' })).toMatchObject({
      message: '消息ID格式错误',
    });

    const hidden = await sendOk(s, 1, '\u202e<script>alert(1)</script>\u0007你好');
    // kept as text (the page renders it as text, never as HTML), without the hidden characters
    expect(hidden.content).toEqual({ text: '<script>alert(1)</script>你好' });

    // a picture: uploaded as kind 'service' first; another kind's upload is not a chat picture
    const uploaded = async (kind: string) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(WEBP_1PX)]), 'a.webp');
      const res = await fetch(new URL(`/api/upload/image?kind=${kind}`, env.baseUrl), {
        method: 'POST',
        headers: { 'X-Token': s.token },
        body: form,
      });
      return ((await res.json()) as Answer<UploadedImage>['body']).data.url;
    };
    const picture = await uploaded('service');
    const sentPicture = await sent(send(s, 1, { type: 'image', content: { url: picture }, client_msg_id: cid() }));
    expect(sentPicture.message.content).toEqual({ url: picture });
    expect(await refused({ type: 'image', content: { url: await uploaded('avatar') } })).toMatchObject({
      message: '请上传图片',
    });

    const goods = await makeGoods(env.db, { mer_id: 1, price: 12_345 });
    const card = await sent(
      send(s, 1, { type: 'goods', content: { goods_id: goods.product_id }, client_msg_id: cid() }),
    );
    expect(card.message.content).toEqual({
      goods_id: goods.product_id,
      store_name: goods.title,
      image: expect.stringMatching(/^\/uploads\//),
      price: 12_345,
    });
    const foreignGoods = await makeGoods(env.db, { mer_id: 2 });
    expect(await refused({ type: 'goods', content: { goods_id: foreignGoods.product_id } })).toMatchObject({
      status: 404,
      message: '商品不存在',
    });

    // an order card: the shopper's own order only
    const ordered = await makeGoods(env.db, { mer_id: 1, price: 5_000 });
    await newAddress(other);
    await placeOrder(other, [await addToCart(other, ordered, 2)]);
    const [order] = await env.db
      .select()
      .from(schema.storeOrder)
      .where(and(eq(schema.storeOrder.uid, other.uid), eq(schema.storeOrder.mer_id, 1)));
    expect(await refused({ type: 'order', content: { order_id: order.id } })).toMatchObject({
      status: 404,
      message: '订单不存在',
    });
    const preview = await other.okAs(serviceCard, 'GET', `/api/service/card?mer_id=1&order_id=${order.id}`);
    expect(preview).toMatchObject({ type: 'order', content: { order_sn: order.order_sn } });
    expect((await s.get(`/api/service/card?mer_id=1&order_id=${order.id}`)).body).toMatchObject({
      status: 404,
      message: '订单不存在',
    });
    expect((await s.get('/api/service/card?mer_id=1')).body.message).toBe('请选择商品或订单');
    const own = await sent(send(other, 1, { type: 'order', content: { order_id: order.id }, client_msg_id: cid() }));
    expect(own.message.content).toMatchObject({
      order_id: order.id,
      order_sn: order.order_sn,
      pay_price: order.pay_price,
      total_num: 2,
      status_text: '待付款',
    });
    expect(
      (await send(other, 2, { type: 'order', content: { order_id: order.id }, client_msg_id: cid() })).body.message,
    ).toBe('订单不存在');
  });

  it('limits how fast one sender can send, per socket and across calls', async () => {
    const s = await newShopper(env);
    const ws = await socket('/api/service/ws', s.token);
    const BURST = 14;
    for (let i = 0; i < BURST; i++)
      ws.send({ type: 'send', id: `burst-${i}`, data: { mer_id: 1, type: 'text', content: { text: `${i}` } } });
    const answers = await Promise.all(
      Array.from({ length: BURST }, (_, i) => ws.next((f) => f.id === `burst-${i}` && f.type !== 'message', 20_000)),
    );
    ws.ws.close();
    // 10 at once, then 2 a second: the frames reach the server over a moment (slower on a busy
    // machine), so one or two more may be refilled in between, never the whole burst
    const accepted = answers.filter((a) => a.type === 'ack').length;
    expect(answers.slice(0, 10).every((a) => a.type === 'ack')).toBe(true);
    expect(accepted).toBeLessThan(BURST);
    for (const refused of answers.filter((a) => a.type !== 'ack')) {
      expect(refused).toMatchObject({ type: 'error', message: '发送过于频繁，请稍后再试' });
    }

    const results: string[] = [];
    for (let i = 0; i < 22 - accepted; i++) results.push((await send(s, 1, text(`http-${i}`))).body.message);
    // what went over the socket counts too: 20 in 10 s, then refused
    expect(results.slice(0, 20 - accepted).every((m) => m === '发送成功')).toBe(true);
    expect(results.slice(20 - accepted)).toEqual(['发送过于频繁，请稍后再试', '发送过于频繁，请稍后再试']);
  });

  it('staff answer from the CLI: list, history (marks read), reply, watch', async () => {
    const s = await newShopper(env);
    const asked = await sendOk(s, 1, '命令行能看到吗？');
    const lines: string[] = [];
    const errors: string[] = [];
    const cli = (...args: string[]) =>
      runServiceDesk(
        [...args, '--account', 'merchant1', '--password', 'shop1234', '--api', env.baseUrl],
        (l) => lines.push(l),
        (l) => errors.push(l),
      );

    expect(await cli('list')).toBe(0);
    expect(lines.find((l) => l.startsWith(`${asked.conversation_id}\t`))).toMatch(/\t未读 1\t命令行能看到吗？$/);
    lines.length = 0;
    expect(await cli('history', String(asked.conversation_id))).toBe(0);
    expect(lines.at(-1)).toMatch(/\t顾客\t命令行能看到吗？$/);
    expect((await s.okAs(serviceHistory, 'GET', '/api/service/history?mer_id=1')).list[0].read).toBe(true);

    expect(await cli('reply', String(asked.conversation_id), '可以看到，', '您好')).toBe(0);
    const history = await s.okAs(serviceHistory, 'GET', '/api/service/history?mer_id=1');
    expect(history.list.at(-1)).toMatchObject({ sender: 'staff', content: { text: '可以看到， 您好' } });

    let stop = () => {};
    lines.length = 0;
    const watching = runServiceDesk(
      ['watch', '--account', 'merchant1', '--password', 'shop1234', '--api', env.baseUrl],
      (l) => lines.push(l),
      (l) => errors.push(l),
      new Promise<void>((resolve) => (stop = resolve)),
    );
    await expect.poll(() => lines).toContain('watching (Ctrl+C to stop)');
    await sendOk(s, 1, '还在吗');
    await expect.poll(() => lines).toContain(`${asked.conversation_id}\t顾客${s.uid}\t还在吗`);
    stop();
    expect(await watching).toBe(0);

    expect(
      await runServiceDesk(
        ['list', '--account', 'no-such-staff', '--password', 'wrong-pass', '--api', env.baseUrl],
        () => {},
        (l) => errors.push(l),
      ),
    ).toBe(1);
    expect(errors).toEqual(['账号或密码错误']);
    expect(await cli('reply', String(asked.conversation_id))).toBe(2);
  });

  it('a socket without a valid token is told to log in', async () => {
    const guest = openSocket(wsUrl(env.baseUrl, '/api/service/ws'), { cookie: 'token=nope' });
    sockets.push(guest);
    expect(await guest.closed).toBe(4401);
    expect(guest.frames).toEqual([{ type: 'error', message: '请登录' }]);
  });

  it('platform service (mer_id 0) is answered by staff of a self-operated merchant', async () => {
    const [trader] = await env.db
      .select({ id: schema.merchant.id })
      .from(schema.merchant)
      .where(eq(schema.merchant.is_trader, true))
      .limit(1);
    const [plain] = await env.db
      .select({ id: schema.merchant.id })
      .from(schema.merchant)
      .where(eq(schema.merchant.is_trader, false))
      .limit(1);
    const s = await newShopper(env);
    const info = await s.okAs(serviceDesk, 'GET', '/api/service/info?mer_id=0');
    expect(info).toMatchObject({ mer_id: 0, mer_name: expect.stringContaining('平台客服'), conversation_id: null });
    // a shopper who chose English reads the platform desk's name in English (the site's name as the operator wrote it)
    const english = await s.inEnglish().okAs(serviceDesk, 'GET', '/api/service/info?mer_id=0');
    expect(english.mer_name).toBe(info.mer_name.replace('平台客服', ' customer service'));
    const asked = await sendOk(s, 0, '平台能开发票吗？');
    const platformStaff = await staffOf(env, trader.id);
    await platformStaff.okAs(
      serviceSent,
      platformStaff.post(`/api/merchant/service/conversation/${asked.conversation_id}/send`, text('可以的')),
    );
    expect((await s.okAs(serviceHistory, 'GET', '/api/service/history?mer_id=0')).list.map((m) => m.sender)).toEqual([
      'user',
      'staff',
    ]);
    const outsider = await staffOf(env, plain.id);
    expect((await outsider.get(`/api/merchant/service/conversation/${asked.conversation_id}/history`)).http).toBe(404);
  });
});
