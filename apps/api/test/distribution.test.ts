import { createHash, randomInt } from 'node:crypto';
import {
  brokerageWithdrawalList,
  brokerageWithdrawn,
  merchantLogin,
  pageOfList,
  refundApplied,
  shopOrder,
  spreadInfo,
  spreadOrderList,
  type RefundApplyInput,
} from '@mall/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import {
  reverseRefundedBrokerage,
  runDistributionJobs,
  settleOrderBrokerage,
  settleReceivedOrders,
} from '../src/modules/distribution/brokerage';
import { runAfterSalesJobs } from '../src/modules/pay/jobs';
import { addToCart, makeGoods, newAddress, newShopper, placeOrder, useShopEnv, type ShopEnv, type Shopper } from './checkout-fixture';
import { asContract, describeApi, okData } from './helpers';

/** The seeded settings: 10% and 5%, withdrawals from ¥10. */
const RATE_ONE = 10;
const RATE_TWO = 5;
const MIN_WITHDRAW = 1_000;

const info = (s: Shopper) => s.okAs(spreadInfo, 'GET', '/api/user/spread/info');
const codeOf = async (s: Shopper) => (await info(s)).code ?? '';
const bind = (s: Shopper, code: string) => s.post('/api/user/spread/bind', { code });
const spreadOrders = async (s: Shopper) => (await s.okAs(spreadOrderList, 'GET', '/api/user/spread_order')).list;

async function staffToken(env: ShopEnv) {
  const res = await env.post('/api/merchant/login', { account: 'merchant1', password: 'shop1234' });
  return okData(merchantLogin, res, 'POST /api/merchant/login').token;
}

/**
 * An order of `buyer` paid by balance, shipped by the merchant and received by the buyer (or, with
 * `auto`, as the automatic receipt job receives it: without working out the brokerage).
 */
async function receivedOrder(env: ShopEnv, buyer: Shopper, lines: { price: number; num: number }[], auto = false) {
  const carts: number[] = [];
  for (const l of lines) carts.push(await addToCart(buyer, await makeGoods(env.db, { price: l.price, stock: 10 }), l.num));
  await newAddress(buyer);
  const created = await placeOrder(buyer, carts);
  await buyer.ok('POST', `/api/order/pay/${created.group_order_id}`, { type: 'balance' });
  const { list } = await buyer.okAs(pageOfList(shopOrder), 'GET', '/api/order/list?status=-2');
  const order = list[0];
  const shipped = await env.post(`/api/merchant/order/${order.order_id}/ship`, { delivery_name: 'SF', delivery_id: `SF${randomInt(1e9, 9e9)}` }, await staffToken(env));
  expect(shipped.body.status, shipped.body.message).toBe(200);
  if (auto) {
    await env.db
      .update(schema.storeOrder)
      .set({ status: 2, take_time: sql`now()` })
      .where(and(eq(schema.storeOrder.id, order.order_id), eq(schema.storeOrder.status, 1)));
  } else {
    await buyer.ok('POST', `/api/order/take/${order.order_id}`);
  }
  return order;
}

/** Ends the order's after-sales window as if it was received 16 days ago. */
async function closeWindow(env: ShopEnv, orderId: number) {
  await env.db
    .update(schema.storeOrder)
    .set({ take_time: sql`now() - interval '16 days'` })
    .where(eq(schema.storeOrder.id, orderId));
  await runAfterSalesJobs(env.db);
}

async function refundAgreed(env: ShopEnv, buyer: Shopper, orderId: number, lineId: number, num: number) {
  const body: RefundApplyInput = { type: 1, refund_type: 1, ids: [lineId], num, refund_message: '不想要了' };
  const applied = await buyer.okAs(refundApplied, 'POST', `/api/refund/apply/${orderId}`, body);
  const agreed = await env.post(`/api/merchant/refund/${applied.refund_order_id}/agree`, {}, await staffToken(env));
  expect(agreed.body.status, agreed.body.message).toBe(200);
}

/** A promoter (top), their invitee (mid, also a promoter) and mid's invitee (buyer) with money. */
async function team(env: ShopEnv) {
  const top = await newShopper(env);
  const mid = await newShopper(env);
  const buyer = await newShopper(env, { money: 10_000_000 });
  expect((await bind(mid, await codeOf(top))).body).toMatchObject({ status: 200, message: '绑定成功' });
  expect((await bind(buyer, await codeOf(mid))).body.status).toBe(200);
  return { top, mid, buyer };
}

const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;

describeApi('distribution', () => {
  const env = useShopEnv();

  it('binding: first binding wins, no self-binding, no cycle, only new users', async () => {
    const a = await newShopper(env);
    const b = await newShopper(env);
    const c = await newShopper(env);
    const codeA = await codeOf(a);
    expect(codeA).toMatch(/^[A-Z0-9]{8}$/);
    expect((await bind(a, codeA)).body.message).toBe('不能绑定自己的邀请码');
    expect((await bind(b, 'NOSUCH99')).body).toMatchObject({ status: 400, message: '邀请码不存在' });
    expect((await bind(b, '')).body.message).toBe('请输入邀请码');
    expect((await bind(b, codeA.toLowerCase())).body.status).toBe(200);
    expect((await bind(b, codeA)).body.message).toBe('已绑定该推广员');
    expect((await bind(b, await codeOf(c))).body.message).toBe('已绑定其他推广员，不能更换');
    // a cycle: a would become the invitee of their own invitee
    expect((await bind(a, await codeOf(b))).body.message).toBe('不能绑定自己邀请的用户');
    // a has an invitee: a cannot join someone else's team any more
    expect((await bind(a, await codeOf(c))).body.message).toBe('已有推广用户，不能再绑定推广员');
    expect(await info(a)).toMatchObject({ is_promoter: true, spread_count: 1, parent: null });
    expect((await info(b)).parent).toEqual({ nickname: (await a.user()).nickname });

    // two promoters at once: exactly one binding
    const d = await newShopper(env);
    const answers = await Promise.all([bind(d, codeA), bind(d, await codeOf(c))]);
    expect(answers.filter((r) => r.body.status === 200)).toHaveLength(1);
    const [row] = await env.db.select().from(schema.userSpread).where(eq(schema.userSpread.uid, d.uid));
    expect([a.uid, c.uid]).toContain(row.spread_uid);

    // someone who already bought is no new user
    const fresh = await newShopper(env, { money: 100_000 });
    await receivedOrder(env, fresh, [{ price: 1_000, num: 1 }]);
    expect((await bind(fresh, codeA)).body.message).toBe('仅新用户可以绑定推广员');
  });

  it('registration with an invite code binds the new user; an unknown code creates no account', async () => {
    const promoter = await newShopper(env);
    const code = await codeOf(promoter);
    const register = async (spread_code: string) => {
      const phone = `16${randomInt(0, 10)}${String(randomInt(0, 1e8)).padStart(8, '0')}`;
      const hash = createHash('sha256').update(`19:${phone}:login:123456`).digest('hex');
      await env.db.insert(schema.smsCode).values({ area_id: 19, phone, type: 'login', code_hash: hash });
      const res = await env.post('/api/auth/register', { phone, sms_code: '123456', pwd: 'shop2mall8', spread_code });
      const [user] = await env.db.select({ uid: schema.users.uid }).from(schema.users).where(eq(schema.users.phone, phone));
      return { res, user };
    };
    const bad = await register('NOSUCH99');
    expect(bad.res.body).toMatchObject({ status: 400, message: '邀请码不存在' });
    expect(bad.user).toBeUndefined();
    const good = await register(code);
    expect(good.res.body.status).toBe(200);
    const [row] = await env.db.select().from(schema.userSpread).where(eq(schema.userSpread.uid, good.user.uid));
    expect(row.spread_uid).toBe(promoter.uid);
  });

  it('a received order earns both levels, frozen; refunds take back their pieces once; the job thaws once', async () => {
    const { top, mid, buyer } = await team(env);
    const order = await receivedOrder(env, buyer, [
      { price: 9_999, num: 1 },
      { price: 5_000, num: 3 },
    ]);
    const [one, three] = order.orderProduct;
    const floor = (fen: number, rate: number) => Math.floor((fen * rate) / 100);
    const levelOne = floor(one.pay_price, RATE_ONE) + floor(three.pay_price, RATE_ONE);
    const levelTwo = floor(one.pay_price, RATE_TWO) + floor(three.pay_price, RATE_TWO);

    const midList = await spreadOrders(mid);
    expect(midList).toEqual([
      expect.objectContaining({ order_id: order.order_id, level: 1, buyer: masked(buyer.phone), pay_price: order.pay_price, brokerage: levelOne, status: 0 }),
    ]);
    expect(await spreadOrders(top)).toEqual([expect.objectContaining({ level: 2, brokerage: levelTwo, status: 0 })]);
    // the buyer and strangers see none of it
    expect(await spreadOrders(buyer)).toEqual([]);
    expect(await spreadOrders(await newShopper(env))).toEqual([]);
    expect(await info(mid)).toMatchObject({ frozen_price: levelOne, brokerage_price: 0 });

    // the job adds nothing for an order already recorded
    expect((await runDistributionJobs(env.db)).settled).toBe(0);
    expect(await env.db.$count(schema.userBrokerage, eq(schema.userBrokerage.order_id, order.order_id))).toBe(4);

    // one of three pieces refunded: a third of that line's brokerage goes back, once
    await refundAgreed(env, buyer, order.order_id, three.id, 1);
    await reverseRefundedBrokerage(env.db, order.order_id);
    const backOne = Math.floor(floor(three.pay_price, RATE_ONE) / 3);
    const backTwo = Math.floor(floor(three.pay_price, RATE_TWO) / 3);
    expect((await spreadOrders(mid))[0]).toMatchObject({ brokerage: levelOne - backOne, status: 0 });
    expect((await spreadOrders(top))[0]).toMatchObject({ brokerage: levelTwo - backTwo });

    // nothing thaws while the after-sales window is open
    expect((await runDistributionJobs(env.db)).thawed).toBe(0);
    await closeWindow(env, order.order_id);
    await runDistributionJobs(env.db);
    await runDistributionJobs(env.db);
    expect(await info(mid)).toMatchObject({ brokerage_price: levelOne - backOne, frozen_price: 0 });
    expect(await info(top)).toMatchObject({ brokerage_price: levelTwo - backTwo, frozen_price: 0 });
    expect((await spreadOrders(mid))[0].status).toBe(1);
  });

  it('the job works out each automatically received order once, earning or not: a second pass reads and writes nothing', async () => {
    const { mid, buyer } = await team(env);
    const earning = await receivedOrder(env, buyer, [{ price: 10_000, num: 1 }], true);
    // 10% of 9 fen is less than a fen: no brokerage rows, ever
    const nothing = await receivedOrder(env, buyer, [{ price: 9, num: 1 }], true);
    const settled = async (id: number) =>
      (await env.db.select().from(schema.storeOrder).where(eq(schema.storeOrder.id, id)))[0].brokerage_settled;
    const rowsOf = (id: number) => env.db.$count(schema.userBrokerage, eq(schema.userBrokerage.order_id, id));

    // (the test server's own job pass may get there first: either way each is worked out once)
    await settleReceivedOrders(env.db);
    expect([await settled(earning.order_id), await settled(nothing.order_id)]).toEqual([true, true]);
    expect([await rowsOf(earning.order_id), await rowsOf(nothing.order_id)]).toEqual([2, 0]);
    expect((await spreadOrders(mid)).map((o) => o.order_id)).toEqual([earning.order_id]);

    // the second pass does not read them again; settling them by hand adds nothing
    const second = await settleReceivedOrders(env.db);
    expect(second.orders).not.toContain(earning.order_id);
    expect(second.orders).not.toContain(nothing.order_id);
    for (const o of [earning, nothing]) {
      expect(await env.db.transaction((tx) => settleOrderBrokerage(tx, o.order_id))).toBe(0);
    }
    expect([await rowsOf(earning.order_id), await rowsOf(nothing.order_id)]).toEqual([2, 0]);
  });

  it('a fully refunded line returns all its brokerage (已退回) and never thaws', async () => {
    const { mid, buyer } = await team(env);
    const order = await receivedOrder(env, buyer, [{ price: 20_000, num: 2 }]);
    await refundAgreed(env, buyer, order.order_id, order.orderProduct[0].id, 2);
    expect((await spreadOrders(mid))[0]).toMatchObject({ brokerage: 0, status: -1 });
    await closeWindow(env, order.order_id);
    await runDistributionJobs(env.db);
    expect(await info(mid)).toMatchObject({ brokerage_price: 0, frozen_price: 0 });
  });

  it('withdrawal: a minimum, never more than available, into the balance with a bill entry', async () => {
    const { mid, buyer } = await team(env);
    const order = await receivedOrder(env, buyer, [{ price: 30_000, num: 1 }]);
    await closeWindow(env, order.order_id);
    await runDistributionJobs(env.db);
    const available = Math.floor((order.pay_price * RATE_ONE) / 100);
    expect((await info(mid)).brokerage_price).toBe(available);
    const withdraw = (price: unknown) => mid.post('/api/user/brokerage/withdraw', { price });

    expect((await withdraw(MIN_WITHDRAW - 1)).body).toMatchObject({ status: 400, message: '最低提现金额为¥10.00' });
    expect((await withdraw(available + 1)).body.message).toBe('可提现佣金不足');
    expect((await withdraw('abc')).body.status).toBe(400);

    const money = (await mid.user()).now_money;
    // two withdrawals of more than half at once: one goes through
    const half = Math.floor(available / 2) + 1;
    const both = await Promise.all([withdraw(half), withdraw(half)]);
    expect(both.map((r) => r.body.status).sort()).toEqual([200, 400]);
    const done = both.find((r) => r.body.status === 200)!;
    expect(asContract(brokerageWithdrawn, done.body.data, 'withdraw')).toEqual({
      now_money: money + half,
      brokerage_price: available - half,
    });
    expect((await mid.user()).now_money).toBe(money + half);
    expect(await info(mid)).toMatchObject({ brokerage_price: available - half, withdrawn_price: half });
    const bills = await env.db
      .select()
      .from(schema.userBill)
      .where(and(eq(schema.userBill.uid, mid.uid), eq(schema.userBill.type, 'brokerage_withdraw')));
    expect(bills).toEqual([expect.objectContaining({ pm: 1, number: half, balance: money + half, title: '佣金提现' })]);
    const list = await mid.okAs(brokerageWithdrawalList, 'GET', '/api/user/brokerage_list');
    expect(list).toMatchObject({ count: 1, list: [{ number: half }] });
    expect((await buyer.okAs(brokerageWithdrawalList, 'GET', '/api/user/brokerage_list')).count).toBe(0);
    expect((await env.get('/api/user/spread/info')).body.status).toBe(410000);
  });
});
