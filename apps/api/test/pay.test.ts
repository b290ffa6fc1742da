import {
  groupOrder as groupOrderAnswer,
  groupOrderDetail,
  orderCounts,
  orderStatus,
  pageOfList,
  payAnswer,
  shopOrder,
  shopOrderDetail,
  type PayAnswer,
  type PayQrAnswer,
} from '@mall/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { creditBalance } from '../src/modules/pay/credit';
import { closeExpiredOrders } from '../src/modules/pay/jobs';
import {
  addToCart,
  giveCoupon,
  groupOrder,
  makeGoods,
  newAddress,
  newShopper,
  placeOrder,
  sendNotice,
  signedNotice,
  skuStock,
  unpaidOrder,
  useShopEnv,
  type ShopEnv,
} from './checkout-fixture';
import { describeApi } from './helpers';

const bills = (env: ShopEnv, uid: number) =>
  env.db.select().from(schema.userBill).where(eq(schema.userBill.uid, uid)).orderBy(schema.userBill.id);
const notices = (env: ShopEnv, sn: string) =>
  env.db.select().from(schema.payNotice).where(eq(schema.payNotice.out_trade_no, sn));

describeApi('payment', () => {
  const env = useShopEnv();

  it('/api/config says which pay methods are on', async () => {
    const s = await newShopper(env);
    expect(await s.ok('GET', '/api/config')).toMatchObject({ yue_pay_status: 1, pay_weixin_open: 1, alipay_open: 1 });
  });

  it('needs login (the gateway notice does not)', async () => {
    const s = await newShopper(env);
    for (const [method, url] of [
      ['POST', '/api/order/pay/1'],
      ['GET', '/api/order/status/1'],
      ['POST', '/api/order/cancel/1'],
      ['GET', '/api/order/group_order_list'],
      ['GET', '/api/order/group_order_detail/1'],
      ['GET', '/api/order/list'],
      ['GET', '/api/order/detail/1'],
      ['GET', '/api/order/number'],
    ] as const) {
      expect((await s.request(method, url, method === 'POST' ? {} : undefined, '')).http, url).toBe(401);
    }
  });

  describe('balance', () => {
    it('pays once: debits the balance, writes the bill, marks every shop order paid', async () => {
      const { s, g, created } = await unpaidOrder(env, { money: 50_000, price: 12_345 });
      const res = await s.post<PayAnswer>(`/api/order/pay/${created.group_order_id}`, {
        type: 'balance',
      });
      expect(payAnswer.parse(res.body.data).status).toBe('success');
      expect(res.body).toMatchObject({
        status: 200,
        message: '支付成功',
        data: { status: 'success', now_money: 50_000 - 12_345 },
      });
      expect((await s.user()).now_money).toBe(37_655);
      expect(await bills(env, s.uid)).toMatchObject([
        {
          category: 'now_money',
          type: 'pay_order',
          pm: 0,
          number: 12_345,
          balance: 37_655,
          link_id: String(created.group_order_id),
        },
      ]);
      const group = await groupOrder(env.db, created.group_order_id);
      expect(group).toMatchObject({ status: 1, pay_type: 'balance' });
      const orders = await env.db
        .select()
        .from(schema.storeOrder)
        .where(eq(schema.storeOrder.group_order_id, group.id));
      expect(orders.every((o) => o.paid && o.status === 0)).toBe(true);
      const [sku] = await env.db
        .select()
        .from(schema.storeProductAttrValue)
        .where(eq(schema.storeProductAttrValue.unique, g.unique));
      expect(sku.sales).toBe(1);

      const again = await s.post(`/api/order/pay/${created.group_order_id}`, { type: 'balance' });
      expect(again.http).toBe(400);
      expect(again.body.message).toBe('订单已支付，请勿重复支付');
      expect((await s.user()).now_money).toBe(37_655);
      const status = await s.okAs(orderStatus, 'GET', `/api/order/status/${created.group_order_id}`);
      expect(status).toMatchObject({ status: 1, paid: 1, pay_type: 'balance' });
    });

    it('余额不足 changes nothing; bad input and foreign orders are refused', async () => {
      const { s, created } = await unpaidOrder(env, { money: 9_999, price: 10_000 });
      const poor = await s.post(`/api/order/pay/${created.group_order_id}`, { type: 'balance' });
      expect(poor.http).toBe(400);
      expect(poor.body.message).toBe('余额不足');
      expect((await groupOrder(env.db, created.group_order_id)).status).toBe(0);
      expect((await s.user()).now_money).toBe(9_999);
      expect(await bills(env, s.uid)).toEqual([]);

      const thief = await newShopper(env, { money: 100_000 });
      for (const [url, body, http, message] of [
        [`/api/order/pay/${created.group_order_id}`, { type: 'balance' }, 404, '订单不存在'],
        [`/api/order/cancel/${created.group_order_id}`, {}, 404, '订单不存在'],
        [`/api/order/pay/${created.group_order_id}`, { type: 'cash' }, 400, '请选择支付方式'],
        ['/api/order/pay/abc', { type: 'balance' }, 400, '订单ID必须是整数'],
      ] as const) {
        const res = await thief.post(url, body);
        expect(res.http, url).toBe(http);
        expect(res.body).toMatchObject({ status: http, message });
      }
      for (const url of [`/api/order/status/${created.group_order_id}`, `/api/order/group_order_detail/${created.group_order_id}`]) {
        const res = await thief.get(url);
        expect(res.http, url).toBe(404);
        expect(res.body).toMatchObject({ status: 404, message: '订单不存在' });
      }
      expect((await groupOrder(env.db, created.group_order_id)).status).toBe(0);
      expect((await thief.user()).now_money).toBe(100_000);
    });

    it('refuses a method switched off', async () => {
      const { s, created } = await unpaidOrder(env, { money: 50_000 });
      await env.db.update(schema.systemConfig).set({ value: 0 }).where(eq(schema.systemConfig.key, 'alipay_open'));
      try {
        const res = await s.post(`/api/order/pay/${created.group_order_id}`, { type: 'alipayQr' });
        expect(res.body.message).toBe('该支付方式未开启');
      } finally {
        await env.db.update(schema.systemConfig).set({ value: 1 }).where(eq(schema.systemConfig.key, 'alipay_open'));
      }
    });
  });

  describe('sandbox gateway (QR)', () => {
    it('code URL → cashier page → confirm → signed notification pays the order once', async () => {
      const { s, created } = await unpaidOrder(env, { price: 8_800 }); // + ¥6 postage
      const res = await s.post<PayQrAnswer>(`/api/order/pay/${created.group_order_id}`, {
        type: 'weixinQr',
      });
      expect(payAnswer.parse(res.body.data)).toMatchObject({ status: 'qr', expires_in: 180 });
      expect(res.body.data.qrcode).toMatch(/^data:image\/png;base64,/);
      const url = new URL(res.body.data.code_url);
      expect(url.pathname).toMatch(/^\/api\/pay\/sandbox\/[\w-]+$/);

      const cashierUrl = new URL(url.pathname, env.baseUrl);
      const page = await fetch(cashierUrl);
      const html = await page.text();
      expect(html).toContain('¥94.00');
      expect(html).toContain('确认支付');
      expect((await s.okAs(orderStatus, 'GET', `/api/order/status/${created.group_order_id}`)).paid).toBe(0);

      // the payer's phone posts the page's form with the shopper's token cookie
      const confirmed = await fetch(cashierUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: `token=${s.token}` },
        body: '',
      });
      expect(await confirmed.text()).toContain('支付成功');
      await expect
        .poll(async () => (await groupOrder(env.db, created.group_order_id)).status, { timeout: 5_000 })
        .toBe(1);
      expect((await groupOrder(env.db, created.group_order_id)).pay_type).toBe('weixinQr');
      expect((await notices(env, created.group_order_sn)).map((n) => n.result)).toEqual(['paid']);
      // confirming again changes nothing
      const again = await fetch(cashierUrl, { method: 'POST', headers: { 'X-Token': s.token }, body: '' });
      expect(await again.text()).toContain('支付成功');
      expect(await notices(env, created.group_order_sn)).toHaveLength(1);
    });

    it('an expired QR cannot be paid', async () => {
      const { s, created } = await unpaidOrder(env);
      const res = await s.post<PayQrAnswer>(`/api/order/pay/${created.group_order_id}`, {
        type: 'alipayQr',
      });
      const path = new URL(res.body.data.code_url).pathname;
      await env.db.execute(
        sql`update pay_session set expires_at = now() - interval '1 second' where code = ${path.split('/').pop()}`,
      );
      const page = await fetch(new URL(path, env.baseUrl), { method: 'POST', headers: { 'X-Token': s.token }, body: '' });
      expect(await page.text()).toContain('二维码已失效');
      expect((await groupOrder(env.db, created.group_order_id)).status).toBe(0);
      expect((await fetch(new URL('/api/pay/sandbox/nope-nope-nope-nope', env.baseUrl))).status).toBe(404);
    });
  });

  describe('notifications', () => {
    it('refuses forged signatures, wrong amounts, unknown orders; nothing written', async () => {
      const { created } = await unpaidOrder(env, { price: 10_000 });
      const good = await signedNotice(env.db, {
        out_trade_no: created.group_order_sn,
        trade_no: 'T-forged-1',
        amount: 10_000,
      });
      const cases: [Record<string, string>, string, string][] = [
        [{ ...good, sign: 'a'.repeat(64) }, 'weixin', '签名错误'],
        [{ ...good, amount: '1' }, 'weixin', '签名错误'], // changed after signing
        [{ ...good, sign: '' }, 'weixin', '签名错误'],
        [good, 'alipay', '签名错误'], // signed for another provider
        [
          await signedNotice(env.db, { out_trade_no: created.group_order_sn, trade_no: 'T-amount', amount: 1 }),
          'weixin',
          '支付金额与订单金额不一致',
        ],
        [await signedNotice(env.db, { out_trade_no: 'G000', trade_no: 'T-x', amount: 10_000 }), 'weixin', '订单不存在'],
        [good, 'paypal', '支付渠道不存在'],
      ];
      for (const [payload, provider, message] of cases) {
        const res = await sendNotice(env, payload, provider);
        expect(res.http, message).toBe(400);
        expect(res.body.message).toBe(message);
      }
      expect(await notices(env, created.group_order_sn)).toEqual([]);
      expect((await groupOrder(env.db, created.group_order_id)).status).toBe(0);
    });

    it('repeats are idempotent; a notice for a closed order is kept for refund', async () => {
      const { s, created } = await unpaidOrder(env, { price: 10_000 });
      const notice = await signedNotice(env.db, {
        out_trade_no: created.group_order_sn,
        trade_no: 'T-dup-1',
        amount: 10_000,
      });
      expect((await sendNotice(env, notice)).body.data).toEqual({ result: 'paid' });
      expect((await sendNotice(env, notice)).body.data).toEqual({ result: 'duplicate' });
      expect(await notices(env, created.group_order_sn)).toHaveLength(1);

      const closed = await unpaidOrder(env, { price: 10_000 });
      await closed.s.ok('POST', `/api/order/cancel/${closed.created.group_order_id}`);
      const late = await signedNotice(env.db, {
        out_trade_no: closed.created.group_order_sn,
        trade_no: 'T-late-1',
        amount: 10_000,
      });
      expect((await sendNotice(env, late)).body.data).toEqual({ result: 'refund' });
      expect((await notices(env, closed.created.group_order_sn)).map((n) => n.result)).toEqual(['refund']);
      expect((await groupOrder(env.db, closed.created.group_order_id)).status).toBe(-1);
      // paying a closed order answers clearly
      const pay = await closed.s.post(`/api/order/pay/${closed.created.group_order_id}`, { type: 'weixinQr' });
      expect(pay.body.message).toBe('订单已关闭，请重新下单');
      // the order paid by the repeated notice stays paid, as its shopper sees it
      expect(await s.ok('GET', `/api/order/status/${created.group_order_id}`)).toMatchObject({ status: 1, paid: 1 });
    });
  });

  describe('cancel and close', () => {
    it('cancel gives back stock, coupons and points exactly once', async () => {
      const s = await newShopper(env, { integral: 500 });
      const g = await makeGoods(env.db, { mer_id: 1, price: 10_000, stock: 10 });
      const coupon = await giveCoupon(env.db, s.uid, { mer_id: 1, type: 0, coupon_price: 1_000 });
      const cartId = await addToCart(s, g, 3);
      await newAddress(s);
      const created = await placeOrder(s, [cartId], { use_integral: 1 });
      expect(await skuStock(env.db, g.unique)).toBe(7);
      expect((await s.user()).integral).toBe(0);

      const cancels = await Promise.all([1, 2, 3].map(() => s.post(`/api/order/cancel/${created.group_order_id}`)));
      expect(cancels.filter((c) => c.body.status === 200)).toHaveLength(1);
      expect(cancels.filter((c) => c.body.status !== 200).map((c) => c.body.message)).toEqual(
        expect.arrayContaining([expect.stringMatching(/订单已取消|订单状态已变化/)]),
      );
      expect(await skuStock(env.db, g.unique)).toBe(10);
      expect((await s.user()).integral).toBe(500);
      const [held] = await env.db.select().from(schema.storeCouponUser).where(eq(schema.storeCouponUser.id, coupon));
      expect(held).toMatchObject({ status: 0, group_order_id: null });
      expect((await bills(env, s.uid)).map((b) => [b.type, b.pm, b.number])).toEqual([
        ['deduction', 0, 500],
        ['refund_integral', 1, 500],
      ]);
      expect((await groupOrder(env.db, created.group_order_id)).close_reason).toBe('cancel');
    });

    it('cannot cancel a paid order', async () => {
      const { s, created } = await unpaidOrder(env, { money: 20_000 });
      await s.ok('POST', `/api/order/pay/${created.group_order_id}`, { type: 'balance' });
      const res = await s.post(`/api/order/cancel/${created.group_order_id}`);
      expect(res.body.message).toBe('订单已支付，无法取消');
    });

    it('the close job closes orders past their deadline and returns the stock; payment is refused after', async () => {
      const { s, g, created } = await unpaidOrder(env, { money: 50_000, num: 2 });
      expect(await skuStock(env.db, g.unique)).toBe(8);
      await env.db.execute(
        sql`update store_group_order set expires_at = now() - interval '1 second' where id = ${created.group_order_id}`,
      );
      expect((await s.post(`/api/order/pay/${created.group_order_id}`, { type: 'balance' })).body.message).toBe(
        '订单已关闭，请重新下单',
      );
      await closeExpiredOrders(env.db);
      await closeExpiredOrders(env.db); // a second pass returns nothing twice
      expect(await groupOrder(env.db, created.group_order_id)).toMatchObject({ status: -1, close_reason: 'timeout' });
      expect(await skuStock(env.db, g.unique)).toBe(10);
      expect((await s.user()).now_money).toBe(50_000);
    });

    it('a notification racing the close job: one consistent outcome', async () => {
      for (let round = 0; round < 3; round++) {
        const { g, created } = await unpaidOrder(env, { price: 3_000 });
        await env.db.execute(
          sql`update store_group_order set expires_at = now() - interval '1 second' where id = ${created.group_order_id}`,
        );
        const notice = await signedNotice(env.db, {
          out_trade_no: created.group_order_sn,
          trade_no: `T-race-${round}-${created.group_order_id}`,
          amount: created.pay_price,
        });
        const [, answer] = await Promise.all([closeExpiredOrders(env.db), sendNotice(env, notice)]);
        const group = await groupOrder(env.db, created.group_order_id);
        const [n] = await notices(env, created.group_order_sn);
        if (group.status === 1) {
          expect(answer.body.data?.result).toBe('paid');
          expect(n.result).toBe('paid');
          expect(await skuStock(env.db, g.unique)).toBe(9);
        } else {
          expect(group.status).toBe(-1);
          expect(n.result).toBe('refund');
          expect(await skuStock(env.db, g.unique)).toBe(10);
        }
      }
    });
  });

  describe('order lists', () => {
    it('unpaid group orders, paid orders by tab, details and counts', async () => {
      const s = await newShopper(env, { money: 100_000 });
      const a = await makeGoods(env.db, { mer_id: 1, price: 10_000 });
      const b = await makeGoods(env.db, { mer_id: 4, price: 2_000 });
      await newAddress(s);
      const first = await placeOrder(s, [await addToCart(s, a), await addToCart(s, b)]);
      const second = await placeOrder(s, [await addToCart(s, a, 2)]);
      await s.ok('POST', `/api/order/pay/${second.group_order_id}`, { type: 'balance' });

      const unpaid = await s.okAs(pageOfList(groupOrderAnswer), 'GET', '/api/order/group_order_list');
      expect(unpaid.count).toBe(1);
      expect(unpaid.list[0].group_order_id).toBe(first.group_order_id);
      expect(unpaid.list[0].orderList.map((o) => o.orderProduct[0].title)).toEqual([a.title, b.title]);

      const detail = await s.okAs(groupOrderDetail, 'GET', `/api/order/group_order_detail/${first.group_order_id}`);
      expect(detail.pay_price).toBe(first.pay_price);
      expect(detail.address.real_name).toBe('王小二');
      expect(new Date(detail.expires_at).getTime()).toBeGreaterThan(Date.now());

      const paid = await s.okAs(pageOfList(shopOrder), 'GET', '/api/order/list?status=0');
      expect(paid.count).toBe(1);
      expect(paid.list[0]).toMatchObject({ status: 0, paid: 1, total_num: 2 });
      expect((await s.okAs(pageOfList(shopOrder), 'GET', '/api/order/list?status=1')).count).toBe(0);
      expect((await s.get('/api/order/list?status=7')).body.message).toBe('订单状态错误');
      const one = await s.okAs(shopOrderDetail, 'GET', `/api/order/detail/${paid.list[0].order_id}`);
      expect(one.pay_type).toBe('balance');
      const other = await newShopper(env);
      expect((await other.get(`/api/order/detail/${paid.list[0].order_id}`)).body.message).toBe('订单不存在');

      expect(await s.okAs(orderCounts, 'GET', '/api/order/number')).toMatchObject({
        noPay: 1,
        noPostage: 1,
        orderCount: 1,
      });
    });
  });

  it('credit: a balance credit writes a bill', async () => {
    const s = await newShopper(env, { money: 100 });
    expect(await creditBalance(env.db, s.phone, 1_000)).toBe(1_100);
    const [bill] = await env.db
      .select()
      .from(schema.userBill)
      .where(and(eq(schema.userBill.uid, s.uid), eq(schema.userBill.type, 'recharge')));
    expect(bill).toMatchObject({ pm: 1, number: 1_000, balance: 1_100 });
    expect(await creditBalance(env.db, '19999999999', 1_000)).toBeNull();
  });
});
