import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  orderCheck,
  payAnswer,
  signInfo,
  signMonth,
  svipOrder,
  svipOrderStatus,
  svipPlans,
  userInfo,
} from '@mall/contracts';
import * as schema from '../src/db/schema';
import { signIn, signRewards } from '../src/modules/sign/service';
import { rewardFor } from '../src/modules/sign/rewards';
import { svipSettings } from '../src/modules/svip/settings';
import {
  addToCart,
  makeGoods,
  newAddress,
  newShopper,
  placeOrder,
  sendNotice,
  signedNotice,
  type ShopEnv,
  type Shopper,
  useShopEnv,
} from './checkout-fixture';
import { describeApi } from './helpers';

const DAY_MS = 86_400_000;
/** 12:00 in Shanghai on a day */
const noon = (day: string) => new Date(`${day}T04:00:00Z`);

const signRows = (env: ShopEnv, uid: number) =>
  env.db.select().from(schema.userSign).where(eq(schema.userSign.uid, uid)).orderBy(schema.userSign.day);
const pointBills = (env: ShopEnv, uid: number, type: string) =>
  env.db
    .select()
    .from(schema.userBill)
    .where(
      sql`${schema.userBill.uid} = ${uid} and ${schema.userBill.category} = 'integral' and ${schema.userBill.type} = ${type}`,
    );

describeApi('daily sign-in', () => {
  const env = useShopEnv();

  it('needs login; a bad month is refused', async () => {
    const s = await newShopper(env);
    for (const [method, url] of [
      ['GET', '/api/user/sign/info'],
      ['GET', '/api/user/sign/month'],
      ['POST', '/api/user/sign/create'],
    ] as const) {
      expect((await s.request(method, url, method === 'POST' ? {} : undefined, '')).body.status, url).toBe(410000);
    }
    const bad = await s.get('/api/user/sign/month?month=2025-13');
    expect(bad.body).toMatchObject({ status: 400, message: '月份格式错误，应为YYYY-MM' });
  });

  it('a concurrent double click signs in once and earns once', async () => {
    const s = await newShopper(env);
    const answers = await Promise.all([
      s.post('/api/user/sign/create'),
      s.post('/api/user/sign/create'),
      s.post('/api/user/sign/create'),
    ]);
    expect(answers.map((a) => a.body.status).sort()).toEqual([200, 400, 400]);
    expect(answers.find((a) => a.body.status === 400)!.body.message).toBe('今日已签到');
    const rewards = await signRewards(env.db);
    expect(await signRows(env, s.uid)).toHaveLength(1);
    const bills = await pointBills(env, s.uid, 'sign');
    expect(bills.map((b) => b.number)).toEqual([rewardFor(rewards, 1)]);
    expect((await s.user()).integral).toBe(rewardFor(rewards, 1));

    const info = await s.okAs(signInfo, 'GET', '/api/user/sign/info');
    expect(info).toMatchObject({ today_signed: true, streak: 1, next_reward: rewardFor(rewards, 2) });
    const month = await s.okAs(signMonth, 'GET', `/api/user/sign/month?month=${info.today.slice(0, 7)}`);
    expect(month.list.map((d) => d.day)).toEqual([info.today]);
  });

  it('the streak runs across a month (and year) boundary, and starts again after a gap', async () => {
    const s = await newShopper(env);
    const rewards = await signRewards(env.db);
    const days = ['2024-12-30', '2024-12-31', '2025-01-01', '2025-01-03', '2025-01-04'];
    const streaks = [];
    for (const day of days) streaks.push((await signIn(env.db, s.uid, noon(day))).streak);
    expect(streaks).toEqual([1, 2, 3, 1, 2]);
    // 23:59 and 00:01 in Shanghai are two days
    const late = await signIn(env.db, s.uid, new Date(Date.parse('2025-01-05T15:59:00Z')));
    expect(late).toMatchObject({ day: '2025-01-05', streak: 3 });
    const early = await signIn(env.db, s.uid, new Date(Date.parse('2025-01-05T16:01:00Z')));
    expect(early).toMatchObject({ day: '2025-01-06', streak: 4 });
    const expected = [1, 2, 3, 1, 2, 3, 4].map((n) => rewardFor(rewards, n));
    expect((await signRows(env, s.uid)).map((r) => r.reward)).toEqual(expected);
    expect((await s.user()).integral).toBe(expected.reduce((a, b) => a + b, 0));
    const jan = await s.okAs(signMonth, 'GET', '/api/user/sign/month?month=2025-01');
    expect(jan.list.map((d) => d.day)).toEqual(['2025-01-01', '2025-01-03', '2025-01-04', '2025-01-05', '2025-01-06']);
  });

  it('rewards rise with the streak and stay at the last step', () => {
    expect([1, 2, 3, 7, 8, 30].map((n) => rewardFor([5, 10, 20], n))).toEqual([5, 10, 20, 20, 20, 20]);
  });
});

describeApi('SVIP membership', () => {
  const env = useShopEnv();

  async function plan(days: number, price: number) {
    const [row] = await env.db
      .insert(schema.svipPlan)
      .values({ title: `测试${days}天`, days, price, ot_price: price })
      .returning({ id: schema.svipPlan.id });
    return row.id;
  }

  async function buy(s: Shopper, planId: number) {
    const order = await s.okAs(svipOrder, 'POST', '/api/svip/order', { plan_id: planId });
    const paid = await s.okAs(payAnswer, 'POST', `/api/svip/pay/${order.order_id}`, { type: 'balance' });
    return { order, paid };
  }

  const expiry = async (s: Shopper) => (await s.user()).svip_expires_at!.getTime();

  it('lists plans publicly; buying needs login and a known plan', async () => {
    const id = await plan(30, 1_500);
    const s = await newShopper(env);
    const plans = await s.okAs(svipPlans, 'GET', '/api/svip/plans');
    expect(plans.svip_switch_status).toBe(1);
    expect(plans.plans.find((p) => p.id === id)).toMatchObject({ price: 1_500 });
    expect((await s.request('POST', '/api/svip/order', { plan_id: id }, '')).body.status).toBe(410000);
    expect((await s.post('/api/svip/order', { plan_id: 'x' })).body).toMatchObject({
      status: 400,
      message: '会员套餐必须是整数',
    });
    expect((await s.post('/api/svip/order', { plan_id: 999_999 })).body).toMatchObject({
      status: 404,
      message: '会员套餐不存在',
    });
  });

  it('pays once by balance: bill, membership, joining points and coupons; /api/user reports it', async () => {
    const id = await plan(30, 1_500);
    const s = await newShopper(env, { money: 5_000 });
    const before = await s.okAs(userInfo, 'GET', '/api/user');
    expect(before.is_money_level).toBe(0);
    const { order, paid } = await buy(s, id);
    expect(paid).toMatchObject({ status: 'success', now_money: 3_500 });
    const again = await s.post(`/api/svip/pay/${order.order_id}`, { type: 'balance' });
    expect(again.body).toMatchObject({ status: 400, message: '订单已支付，请勿重复支付' });
    const u = await s.user();
    expect(u.now_money).toBe(3_500);
    const bills = await env.db.select().from(schema.userBill).where(eq(schema.userBill.uid, s.uid));
    expect(bills.filter((b) => b.category === 'now_money').map((b) => [b.type, b.pm, b.number, b.link_id])).toEqual([
      ['pay_svip', 0, 1_500, String(order.order_id)],
    ]);
    const settings = await svipSettings(env.db);
    expect(u.integral).toBe(settings.join_integral);
    const held = await env.db.select().from(schema.storeCouponUser).where(eq(schema.storeCouponUser.uid, s.uid));
    expect(held).toHaveLength(settings.join_coupon_ids.length);
    const me = await s.okAs(userInfo, 'GET', '/api/user');
    expect(me).toMatchObject({ is_open_member: true, is_money_level: 1 });
    expect(Math.abs(Date.parse(me.svip_expires_at ?? '') - Date.now() - 30 * DAY_MS)).toBeLessThan(60_000);
    const status = await s.okAs(svipOrderStatus, 'GET', `/api/svip/order/${order.order_id}`);
    expect(status.paid).toBe(1);
  });

  it('extends from the later of now and the current expiry', async () => {
    const id = await plan(90, 100);
    const s = await newShopper(env, { money: 1_000 });
    // running until a date 10 days ahead: +90 days from there
    const ahead = new Date(Date.now() + 10 * DAY_MS);
    await env.db
      .update(schema.users)
      .set({ svip_expires_at: ahead, is_money_level: 1 })
      .where(eq(schema.users.uid, s.uid));
    await buy(s, id);
    expect(await expiry(s)).toBe(ahead.getTime() + 90 * DAY_MS);
    // ended 10 days ago: +90 days from now
    await env.db
      .update(schema.users)
      .set({ svip_expires_at: new Date(Date.now() - 10 * DAY_MS) })
      .where(eq(schema.users.uid, s.uid));
    expect((await s.okAs(userInfo, 'GET', '/api/user')).is_money_level).toBe(0);
    const t0 = Date.now();
    await buy(s, id);
    const e = await expiry(s);
    expect(e).toBeGreaterThanOrEqual(t0 + 90 * DAY_MS);
    expect(e).toBeLessThan(Date.now() + 90 * DAY_MS + 1);
  });

  it('QR: a signed notice pays the SVIP order once; insufficient balance and foreign orders are refused', async () => {
    const id = await plan(30, 2_000);
    const s = await newShopper(env, { money: 100 });
    const order = await s.okAs(svipOrder, 'POST', '/api/svip/order', { plan_id: id });
    expect((await s.post(`/api/svip/pay/${order.order_id}`, { type: 'balance' })).body).toMatchObject({
      status: 400,
      message: '余额不足',
    });
    expect((await s.user()).now_money).toBe(100);
    const other = await newShopper(env);
    expect((await other.post(`/api/svip/pay/${order.order_id}`, { type: 'balance' })).body.status).toBe(404);
    expect((await other.get(`/api/svip/order/${order.order_id}`)).body.status).toBe(404);

    const qr = await s.okAs(payAnswer, 'POST', `/api/svip/pay/${order.order_id}`, { type: 'weixinQr' });
    expect(qr.status).toBe('qr');
    const notice = await signedNotice(env.db, {
      out_trade_no: order.order_sn,
      trade_no: `T${order.order_sn}`,
      amount: 2_000,
    });
    expect((await sendNotice(env, notice)).body.data).toEqual({ result: 'paid' });
    expect((await sendNotice(env, notice)).body.data).toEqual({ result: 'duplicate' });
    const wrong = await signedNotice(env.db, { out_trade_no: order.order_sn, trade_no: 'T2', amount: 1 });
    expect((await sendNotice(env, wrong)).body.message).toBe('支付金额与订单金额不一致');
    expect((await s.okAs(svipOrderStatus, 'GET', `/api/svip/order/${order.order_id}`)).paid).toBe(1);
    expect((await s.okAs(userInfo, 'GET', '/api/user')).is_money_level).toBe(1);
  });

  it('a member pays the member price at checkout', async () => {
    const settings = await svipSettings(env.db);
    const s = await newShopper(env);
    const g = await makeGoods(env.db, { mer_id: 1, price: 20_000 });
    const cartId = await addToCart(s, g, 2);
    await newAddress(s);
    const check = async () =>
      (await s.okAs(orderCheck, 'POST', '/api/v2/order/check', { cart_id: [cartId] })).total_price;
    expect(await check()).toBe(40_000);
    await env.db
      .update(schema.users)
      .set({ is_money_level: 1, svip_expires_at: new Date(Date.now() + DAY_MS) })
      .where(eq(schema.users.uid, s.uid));
    const memberPrice = Math.floor((20_000 * settings.discount) / 100);
    expect(await check()).toBe(2 * memberPrice);
    // the order line records the unit price the member paid, not the list price
    const made = await placeOrder(s, [cartId]);
    const [line] = await env.db
      .select({ price: schema.storeOrderProduct.price, total: schema.storeOrderProduct.total_price })
      .from(schema.storeOrderProduct)
      .innerJoin(schema.storeOrder, eq(schema.storeOrder.id, schema.storeOrderProduct.order_id))
      .where(eq(schema.storeOrder.group_order_id, made.group_order_id));
    expect(line).toEqual({ price: memberPrice, total: 2 * memberPrice });
  });
});
