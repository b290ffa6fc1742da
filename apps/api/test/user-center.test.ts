import { createHash, randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  balanceBills,
  favouriteGoodsPage,
  followedAnchorList,
  followedShopPage,
  heldCoupons,
  invoiceTitleList,
  invoiceTitleSaved,
  orderInvoice,
  orderInvoiceList,
  pointsInfo,
  pointsLedger,
  presellOrderList,
  userInfo,
} from '@mall/contracts';
import * as schema from '../src/db/schema';
import { makeGoods, newShopper, useShopEnv, giveCoupon, type ShopEnv, type Shopper } from './checkout-fixture';
import { describeApi } from './helpers';

/** A paid order of the shopper, written straight into the tables (one merchant, one line). */
async function paidOrder(env: ShopEnv, s: Shopper, patch: Partial<typeof schema.storeOrder.$inferInsert> = {}) {
  const sn = `T${randomBytes(8).toString('hex')}`;
  const address = {
    real_name: '王小二',
    phone: '13612345678',
    province_id: 44,
    province: '广东省',
    city_id: 4403,
    city: '深圳市',
    district_id: 440305,
    district: '南山区',
    street_id: 440305007,
    street: '粤海街道',
    detail: '科苑路15号',
  };
  const [group] = await env.db
    .insert(schema.storeGroupOrder)
    .values({
      group_order_sn: sn,
      uid: s.uid,
      request_id: sn,
      total_num: 1,
      total_price: 5000,
      total_postage: 0,
      coupon_price: 0,
      pay_price: 5000,
      address,
      status: 1,
      pay_type: 'balance',
      pay_time: new Date(),
      expires_at: new Date(),
    })
    .returning({ id: schema.storeGroupOrder.id });
  const [order] = await env.db
    .insert(schema.storeOrder)
    .values({
      order_sn: `${sn}1`,
      group_order_id: group.id,
      uid: s.uid,
      mer_id: 1,
      total_num: 1,
      total_price: 5000,
      pay_postage: 0,
      coupon_price: 0,
      platform_coupon_price: 0,
      pay_price: 5000,
      paid: true,
      pay_time: new Date(),
      ...patch,
    })
    .returning({ id: schema.storeOrder.id });
  return order.id;
}

const companyReceipt = {
  receipt_type: 1,
  receipt_title_type: 2,
  receipt_title: '深圳市测试科技有限公司',
  duty_paragraph: '91440300MA5XXXXX1A',
  email: 'fp@example.com',
};

/** An SMS code as the auth module stores it (the dev outbox is not needed). */
async function smsCodeFor(env: ShopEnv, phone: string, type: 'mobile' | 'change_pwd', code = '123456') {
  const hash = createHash('sha256').update(`19:${phone}:${type}:${code}`).digest('hex');
  await env.db.insert(schema.smsCode).values({ area_id: 19, phone, type, code_hash: hash });
  return code;
}

describeApi('user centre', () => {
  const env = useShopEnv();

  it('every call needs login', async () => {
    const s = await newShopper(env);
    const calls: [string, string][] = [
      ['GET', '/api/user/bill'],
      ['GET', '/api/user/integral/info'],
      ['GET', '/api/user/integral/lst'],
      ['GET', '/api/coupon/list'],
      ['GET', '/api/user/relation/product/lst'],
      ['GET', '/api/user/relation/merchant/lst'],
      ['POST', '/api/user/relation/batch/delete'],
      ['POST', '/api/user/history/delete/1'],
      ['POST', '/api/user/history/batch/delete'],
      ['POST', '/api/user/history/clear'],
      ['GET', '/api/user/receipt/lst'],
      ['POST', '/api/user/receipt/create'],
      ['GET', '/api/user/receipt/order'],
      ['POST', '/api/user/change/info'],
      ['POST', '/api/user/change/phone'],
      ['POST', '/api/user/change/password'],
      ['POST', '/api/user/logout_all'],
      ['GET', '/api/user/spread_order'],
      ['GET', '/api/user/anchor/lst'],
      ['GET', '/api/user/presell_order'],
    ];
    for (const [method, url] of calls) {
      const res = await s.request(method, url, method === 'POST' ? {} : undefined, '');
      expect([res.http, res.body.status], url).toEqual([401, 410000]);
    }
  });

  it('lists are paged within bounds; bad paging is a 400 in Chinese', async () => {
    const s = await newShopper(env);
    for (const url of [
      '/api/user/bill',
      '/api/user/integral/lst',
      '/api/coupon/list',
      '/api/user/relation/product/lst',
      '/api/user/relation/merchant/lst',
      '/api/user/history',
      '/api/user/receipt/order',
      '/api/user/spread_order',
      '/api/user/anchor/lst',
      '/api/user/presell_order',
    ]) {
      expect((await s.get(`${url}?limit=51`)).body, url).toMatchObject({ status: 400, message: '每页数量不能超过50' });
      expect((await s.get(`${url}?page=0`)).body, url).toMatchObject({ status: 400, message: '页码必须是正整数' });
      expect((await s.get(`${url}?page=abc`)).body.status, url).toBe(400);
      expect((await s.get(`${url}?page=1&limit=50`)).body.status, url).toBe(200);
    }
  });

  describe('balance', () => {
    it('shows the balance and its bill entries by tab', async () => {
      const s = await newShopper(env);
      const { creditBalance } = await import('../src/modules/pay/credit');
      await creditBalance(env.db, s.phone, 10_000);
      await creditBalance(env.db, s.phone, 2_550);
      await env.db.transaction(async (tx) => {
        await tx
          .update(schema.users)
          .set({ now_money: sql`${schema.users.now_money} - 3000` })
          .where(eq(schema.users.uid, s.uid));
        await tx.insert(schema.userBill).values({
          uid: s.uid,
          category: 'now_money',
          type: 'pay_order',
          pm: 0,
          number: 3000,
          balance: 9550,
          title: '购买商品',
        });
      });
      const all = await s.okAs(balanceBills, 'GET', '/api/user/bill');
      expect(all.now_money).toBe(9550);
      expect(all.count).toBe(3);
      expect(all.list[0]).toMatchObject({ pm: 0, number: 3000, title: '购买商品' });
      expect((await s.okAs(balanceBills, 'GET', '/api/user/bill?type=1')).count).toBe(1);
      expect((await s.okAs(balanceBills, 'GET', '/api/user/bill?type=2&limit=1')).list).toHaveLength(1);
      expect((await s.get('/api/user/bill?type=5')).body).toMatchObject({
        status: 400,
        message: expect.stringContaining('账单类型'),
      });
    });
  });

  describe('points', () => {
    it('shows total, earned, spent, the points about to expire and the ledger with sources', async () => {
      const s = await newShopper(env, { integral: 250 });
      const daysAgo = (d: number) => sql`now() - make_interval(days => ${d})`;
      await env.db.insert(schema.userBill).values([
        {
          uid: s.uid,
          category: 'integral',
          type: 'sign',
          pm: 1,
          number: 200,
          balance: 200,
          title: '签到奖励',
          created_at: daysAgo(350) as never,
        },
        {
          uid: s.uid,
          category: 'integral',
          type: 'order_give',
          pm: 1,
          number: 100,
          balance: 300,
          title: '购物赠送',
          created_at: daysAgo(10) as never,
        },
        {
          uid: s.uid,
          category: 'integral',
          type: 'deduction',
          pm: 0,
          number: 50,
          balance: 250,
          title: '购买商品使用积分',
          created_at: daysAgo(5) as never,
        },
      ]);
      const info = await s.okAs(pointsInfo, 'GET', '/api/user/integral/info');
      expect(info).toMatchObject({ integral: 250, earned: 300, spent: 50 });
      // the 50 spent came out of the oldest lot: 150 of the sign-in points expire in about 15 days
      expect(info.expiring?.number).toBe(150);
      const days = (new Date(info.expiring!.expires_at).getTime() - Date.now()) / 86_400_000;
      expect(days).toBeGreaterThan(14);
      expect(days).toBeLessThan(16);
      const ledger = await s.okAs(pointsLedger, 'GET', '/api/user/integral/lst');
      expect(ledger.list.map((e) => e.source)).toEqual(['订单抵扣', '购物赠送', '每日签到']);
      expect((await s.okAs(pointsLedger, 'GET', '/api/user/integral/lst?type=2')).count).toBe(2);
    });
  });

  describe('coupons', () => {
    it('sorts held coupons into unused, used and expired by the clock', async () => {
      const s = await newShopper(env);
      const other = await newShopper(env);
      const live = await giveCoupon(env.db, s.uid, { type: 10, coupon_price: 500, use_min_price: 10_000 });
      const lapsed = await giveCoupon(env.db, s.uid, { type: 0, mer_id: 1, coupon_price: 300, days: -1 }); // status still 0
      await giveCoupon(env.db, other.uid, { type: 10, coupon_price: 800 });
      const unused = await s.okAs(heldCoupons, 'GET', '/api/coupon/list?statusTag=0');
      expect(unused.list.map((c) => c.coupon_user_id)).toEqual([live]);
      expect(unused.list[0]).toMatchObject({ coupon_price: 500, use_min_price: 10_000, scope: '全平台通用' });
      expect(unused.counts).toEqual({ unused: 1, used: 0, expired: 1 });
      const expired = await s.okAs(heldCoupons, 'GET', '/api/coupon/list?statusTag=2');
      expect(expired.list.map((c) => c.coupon_user_id)).toEqual([lapsed]);
      expect(expired.list[0].use_url).toBe('/store?id=1');
      expect(expired.list[0].scope).toMatch(/^仅限.+使用$/);
      // the names in the sentence come apart too, for a page in another language
      const shopName = expired.list[0].scope.slice(2, -2);
      expect(expired.list[0]).toMatchObject({ type: 0, scope_names: [shopName], scope_count: 1 });
      expect(unused.list[0]).toMatchObject({ type: 10, scope_names: [], scope_count: 0 });
      expect((await s.get('/api/coupon/list?statusTag=3')).body).toMatchObject({
        status: 400,
        message: expect.stringContaining('优惠券状态'),
      });
    });
  });

  describe('favourites and history', () => {
    it('lists favourite goods and followed shops, cancels in batch', async () => {
      const s = await newShopper(env);
      const a = await makeGoods(env.db);
      const b = await makeGoods(env.db, { stock: 0 });
      for (const g of [a, b]) await s.ok('POST', '/api/user/relation/create', { type: 0, type_id: g.product_id });
      await s.ok('POST', '/api/user/relation/create', { type: 10, type_id: 1 });
      const goods = await s.okAs(favouriteGoodsPage, 'GET', '/api/user/relation/product/lst');
      expect(goods.list.map((g) => g.type_id)).toEqual([b.product_id, a.product_id]);
      expect(goods.list[0].stock).toBe(0);
      const shops = await s.okAs(followedShopPage, 'GET', '/api/user/relation/merchant/lst');
      expect(shops.list[0]).toMatchObject({ type_id: 1, mer_name: expect.any(String) });
      expect((await s.post('/api/user/relation/batch/delete', { type: 0, type_id: [] })).body).toMatchObject({
        status: 400,
        message: '请选择收藏对象',
      });
      await s.ok('POST', '/api/user/relation/batch/delete', { type: 0, type_id: [a.product_id, b.product_id] });
      expect((await s.okAs(favouriteGoodsPage, 'GET', '/api/user/relation/product/lst')).count).toBe(0);
      expect((await s.okAs(followedShopPage, 'GET', '/api/user/relation/merchant/lst')).count).toBe(1);
    });

    it("deletes history entries of the user only: another user's id is a 404 and nothing goes", async () => {
      const s = await newShopper(env);
      const other = await newShopper(env);
      const goods = [await makeGoods(env.db), await makeGoods(env.db), await makeGoods(env.db)];
      const visits = await env.db
        .insert(schema.userVisit)
        .values(goods.map((g) => ({ uid: s.uid, product_id: g.product_id })))
        .returning({ id: schema.userVisit.id });
      const [foreign] = await env.db
        .insert(schema.userVisit)
        .values({ uid: other.uid, product_id: goods[0].product_id })
        .returning({ id: schema.userVisit.id });
      const count = async (uid: number) => env.db.$count(schema.userVisit, eq(schema.userVisit.uid, uid));

      const res = await s.post(`/api/user/history/delete/${foreign.id}`);
      expect([res.http, res.body.status, res.body.message]).toEqual([404, 404, '浏览记录不存在']);
      expect((await s.post('/api/user/history/delete/999999999')).body).toEqual(res.body);
      expect((await s.post('/api/user/history/batch/delete', { ids: [visits[0].id, foreign.id] })).body.status).toBe(
        404,
      );
      expect([await count(s.uid), await count(other.uid)]).toEqual([3, 1]);
      expect((await s.post('/api/user/history/delete/abc')).body.status).toBe(400);

      await s.ok('POST', `/api/user/history/delete/${visits[0].id}`);
      await s.ok('POST', '/api/user/history/batch/delete', { ids: [visits[1].id] });
      expect(await count(s.uid)).toBe(1);
      await s.ok('POST', '/api/user/history/clear');
      expect([await count(s.uid), await count(other.uid)]).toEqual([0, 1]);
    });
  });

  describe('invoices', () => {
    it('keeps invoice titles per user with one default; bad input writes nothing', async () => {
      const s = await newShopper(env);
      const other = await newShopper(env);
      const rows = () => env.db.select().from(schema.userReceipt).where(eq(schema.userReceipt.uid, s.uid));
      for (const [body, message] of [
        [{ ...companyReceipt, duty_paragraph: '123' }, '请填写正确的纳税人识别号'],
        [{ ...companyReceipt, receipt_type: 2 }, '请填写开户银行'],
        [
          { receipt_type: 1, receipt_title_type: 1, receipt_title: '张', email: 'a@b.cn' },
          '请填写发票抬头（2-50个字）',
        ],
        [{}, '请选择发票类型'],
      ] as const) {
        expect((await s.post('/api/user/receipt/create', body)).body).toMatchObject({ status: 400, message });
      }
      expect(await rows()).toHaveLength(0);

      const first = (await s.okAs(invoiceTitleSaved, 'POST', '/api/user/receipt/create', companyReceipt)).id;
      const second = (
        await s.okAs(invoiceTitleSaved, 'POST', '/api/user/receipt/create', {
          receipt_type: 1,
          receipt_title_type: 1,
          receipt_title: '张三',
          email: 'zs@example.com',
          is_default: 1,
        })
      ).id;
      const list = await s.okAs(invoiceTitleList, 'GET', '/api/user/receipt/lst');
      expect(list.list.map((t) => [t.id, t.is_default])).toEqual([
        [second, 1],
        [first, 0],
      ]);

      for (const [method, url, body] of [
        ['GET', `/api/user/receipt/detail/${first}`, undefined],
        ['POST', `/api/user/receipt/update/${first}`, companyReceipt],
        ['POST', `/api/user/receipt/delete/${first}`, {}],
      ] as const) {
        const res = await other.request(method, url, body);
        expect([res.http, res.body.message], url).toEqual([404, '发票抬头不存在']);
        expect((await other.request(method, url.replace(String(first), '999999999'), body)).body).toEqual(res.body);
      }
      expect(await rows()).toHaveLength(2);

      await s.ok('POST', `/api/user/receipt/delete/${second}`);
      expect((await s.okAs(invoiceTitleList, 'GET', '/api/user/receipt/lst')).list).toEqual([
        expect.objectContaining({ id: first, is_default: 1 }),
      ]);
    });

    it('lists the invoices asked for with orders: 未开票 until issued, then the file', async () => {
      const s = await newShopper(env);
      const other = await newShopper(env);
      const receipt = { ...companyReceipt, bank_name: '', bank_code: '', address: '', tel: '' } as schema.ReceiptData;
      const asked = await paidOrder(env, s, { receipt });
      await paidOrder(env, s); // no invoice asked
      let list = await s.okAs(orderInvoiceList, 'GET', '/api/user/receipt/order');
      expect(list.list.map((r) => [r.order_id, r.status])).toEqual([[asked, 0]]);
      await env.db
        .insert(schema.orderInvoice)
        .values({ order_id: asked, uid: s.uid, invoice_sn: 'FP0001', file_url: '/uploads/invoice/fp0001.pdf' });
      list = await s.okAs(orderInvoiceList, 'GET', '/api/user/receipt/order?status=1');
      expect(list.list[0]).toMatchObject({ order_id: asked, status: 1, file_url: '/uploads/invoice/fp0001.pdf' });
      expect((await s.okAs(orderInvoiceList, 'GET', '/api/user/receipt/order?status=0')).count).toBe(0);
      const res = await other.get(`/api/user/receipt/order/${asked}`);
      expect([res.http, res.body.message]).toEqual([404, '发票不存在']);
      expect((await s.okAs(orderInvoice, 'GET', `/api/user/receipt/order/${asked}`)).status).toBe(1);
    });
  });

  describe('profile', () => {
    it('changes the nickname as plain text of 1–20 characters; refuses an avatar that was not uploaded', async () => {
      const s = await newShopper(env);
      const before = await s.user();
      for (const [body, message] of [
        [{ nickname: '' }, '请输入昵称'],
        [{ nickname: '<b></b>' }, '请输入昵称'],
        [{ nickname: '一二三四五六七八九十一二三四五六七八九十一' }, '昵称为1-20个字'],
        [{ avatar: 'https://evil.example/a.png' }, '请先上传头像图片'],
        [{}, '请填写要修改的资料'],
      ] as const) {
        expect((await s.post('/api/user/change/info', body)).body, JSON.stringify(body)).toMatchObject({
          status: 400,
          message,
        });
      }
      expect(await s.user()).toEqual(before);
      const user = await s.okAs(userInfo, 'POST', '/api/user/change/info', {
        nickname: '<script>x</script> 小  明\u200b ',
      });
      expect(user.nickname).toBe('x 小 明');
      expect((await s.user()).nickname).toBe('x 小 明');
    });

    it('binds another phone with an SMS code sent to it; a number in use is refused', async () => {
      const s = await newShopper(env);
      const other = await newShopper(env);
      const phone = `16${String(Date.now()).slice(-9)}`;
      expect((await s.post('/api/user/change/phone', { phone, sms_code: '000000' })).body).toMatchObject({
        status: 400,
        message: '验证码错误',
      });
      const code = await smsCodeFor(env, phone, 'mobile');
      await s.ok('POST', '/api/user/change/phone', { phone, sms_code: code });
      expect(await s.user()).toMatchObject({ phone, account: phone });
      const taken = await smsCodeFor(env, other.phone, 'mobile');
      expect((await s.post('/api/user/change/phone', { phone: other.phone, sms_code: taken })).body).toMatchObject({
        status: 400,
        message: '该手机号已被其他账号绑定',
      });
    });

    it('changes the password by the old one or an SMS code; every session ends', async () => {
      const s = await newShopper(env);
      const { hashPassword } = await import('../src/modules/auth/password');
      await env.db
        .update(schema.users)
        .set({ pwd: await hashPassword('old123abc') })
        .where(eq(schema.users.uid, s.uid));
      const body = { pwd: 'new456def', confirm_pwd: 'new456def' };
      expect((await s.post('/api/user/change/password', { ...body, old_pwd: 'wrong1' })).body).toMatchObject({
        status: 400,
        message: '原密码错误',
      });
      expect(
        (await s.post('/api/user/change/password', { ...body, confirm_pwd: 'x', old_pwd: 'old123abc' })).body.message,
      ).toBe('两次密码不一致');
      expect((await s.post('/api/user/change/password', body)).body.message).toBe('请输入原密码或短信验证码');
      await s.ok('POST', '/api/user/change/password', { ...body, old_pwd: 'old123abc' });
      expect((await s.get('/api/user')).body.status).toBe(410000);

      const again = await newShopper(env);
      const code = await smsCodeFor(env, again.phone, 'change_pwd');
      await again.ok('POST', '/api/user/change/password', { ...body, sms_code: code });
      expect((await again.get('/api/user')).body.status).toBe(410000);
    });

    it('logs out of every device', async () => {
      const s = await newShopper(env);
      const { issueToken } = await import('../src/modules/auth/token');
      const second = (await issueToken(env.db, s.uid, '127.0.0.1')).token;
      await s.ok('POST', '/api/user/logout_all');
      expect((await s.get('/api/user')).body.status).toBe(410000);
      expect((await s.request('GET', '/api/user', undefined, second)).body.status).toBe(410000);
    });
  });

  describe('promotion, anchors, presell', () => {
    it('answer the real, possibly empty lists of the user only', async () => {
      const s = await newShopper(env);
      const other = await newShopper(env);
      for (const url of ['/api/user/spread_order', '/api/user/anchor/lst', '/api/user/presell_order']) {
        // (the presell list also answers the server's clock: server_time)
        expect(await s.ok('GET', url), url).toMatchObject({ count: 0, list: [] });
      }
      const [anchor] = await env.db.insert(schema.liveAnchor).values({ nickname: '小美', mer_id: 1 }).returning();
      await env.db.insert(schema.userAnchorFollow).values({ uid: other.uid, anchor_id: anchor.id });
      expect((await s.okAs(followedAnchorList, 'GET', '/api/user/anchor/lst')).count).toBe(0);
      expect((await other.okAs(followedAnchorList, 'GET', '/api/user/anchor/lst')).list[0].nickname).toBe('小美');

      const presell = await paidOrder(env, s, { activity_type: 2, status: 10 });
      const list = await s.okAs(presellOrderList, 'GET', '/api/user/presell_order');
      expect(list.list.map((o) => [o.order_id, o.status])).toEqual([[presell, 10]]);
    });
  });
});
