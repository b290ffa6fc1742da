import {
  groupBuyDetail,
  groupBuyGroup,
  groupBuyList,
  groupOrderDetail,
  type CreatedOrder,
  type PayQrAnswer,
} from '@mall/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { runGroupBuyJob } from '../src/modules/group-buy/failure';
import { addGroupBuyGoods } from '../src/modules/group-buy/setup';
import { closeExpiredOrders } from '../src/modules/pay/jobs';
import { buyer, buyNowCart, buyNowOrder, checkBuyNow, must, shopOrderOf } from './activity-fixture';
import { makeGoods, useShopEnv, type Shopper } from './checkout-fixture';
import { describeApi } from './helpers';

const FULL = '该团已满员，请参加其他团或发起新团';
const ENDED = '该团已结束，请参加其他团或发起新团';
const TWICE = '您已参加过该团';

interface Sale {
  id: number;
  product_id: number;
  unique: string;
}

describeApi('group buy', () => {
  const env = useShopEnv();

  /** Goods on group buy at ¥60 (normal ¥100) in groups of `people`, open for a day. */
  async function onGroupBuy(opts: { people?: number; stock?: number; once_num?: number } = {}): Promise<Sale> {
    const g = await makeGoods(env.db, { price: 10_000, stock: 1_000 });
    const now = Date.now();
    const made = await addGroupBuyGoods(env.db, {
      product_id: g.product_id,
      price: () => 6_000,
      people: opts.people ?? 3,
      effective_hours: 24,
      once_num: opts.once_num ?? 2,
      start_time: new Date(now - 86_400_000),
      stop_time: new Date(now + 7 * 86_400_000),
      quota: opts.stock ?? 20,
    });
    return { id: made.id, product_id: g.product_id, unique: made.uniques[0] };
  }

  const shopper = (money = 100_000) => buyer(env, money);

  const buyNow = (s: Shopper, sale: Sale, group: number, cart_num = 1) =>
    buyNowCart(s, sale, { product_type: 4, cart_num, activity_ref: group });

  /** cart/create → order/check: the key of a ready order (fails the test when refused). */
  const prepare = async (s: Shopper, sale: Sale, group: number) =>
    must(await checkBuyNow(s, sale, { product_type: 4, activity_ref: group })).key;

  /** cart → check → create (→ pay with the balance): the created order, or the refusal's message. */
  const buy = (s: Shopper, sale: Sale, group: number, pay = true) =>
    buyNowOrder(s, sale, { product_type: 4, activity_ref: group }, { pay });

  const created = must<CreatedOrder>;

  const memberOf = async (groupOrderId: number) => {
    const [m] = await env.db
      .select()
      .from(schema.storeCombinationMember)
      .where(eq(schema.storeCombinationMember.group_order_id, groupOrderId));
    return m;
  };
  const groupRow = async (id: number) => {
    const [g] = await env.db.select().from(schema.storeCombinationGroup).where(eq(schema.storeCombinationGroup.id, id));
    return g;
  };
  const orderOf = (groupOrderId: number) => shopOrderOf(env, groupOrderId);
  const stockOf = async (sale: Sale) => {
    const [row] = await env.db
      .select({ stock: schema.storeCombinationSku.stock })
      .from(schema.storeCombinationSku)
      .where(eq(schema.storeCombinationSku.unique, sale.unique));
    return row.stock;
  };
  /** Opens a group (paid) and answers its id. */
  const openGroup = async (sale: Sale, leader: Shopper) =>
    (await memberOf(created(await buy(leader, sale, 0)).group_order_id)).group_id;

  it('open a group, join until it is full: 拼团中 (9) until the last member pays, then every order ships (0) and the group succeeds (10)', async () => {
    const sale = await onGroupBuy({ people: 3 });
    const [a, b, c] = await Promise.all([shopper(), shopper(), shopper()]);
    const first = created(await buy(a, sale, 0));
    const leader = await memberOf(first.group_order_id);
    expect(leader).toMatchObject({ is_leader: true, paid: true });
    const groupId = leader.group_id;
    // the payment page goes on to the group's page
    expect(
      (await a.okAs(groupOrderDetail, 'GET', `/api/order/group_order_detail/${first.group_order_id}`)).group_buy_id,
    ).toBe(groupId);
    // the group price, no coupons
    expect(await orderOf(first.group_order_id)).toMatchObject({
      status: 9,
      activity_type: 4,
      paid: true,
      total_price: 6_000,
      coupon_price: 0,
    });

    const detail = await env.getAs(groupBuyDetail, `/api/store/product/group/detail/${sale.id}`);
    expect(detail).toMatchObject({ price: 6_000, ot_price: 10_000, group_buy: { people: 3, state: 'open' } });
    expect(detail.sku['']).toMatchObject({ unique: sale.unique, price: 6_000, stock: 19 });
    const shown = detail.groups.find((g) => g.id === groupId)!;
    expect(shown.left).toBe(2);
    expect(shown.members.map((m) => m.nickname)).toEqual([(await a.user()).nickname]);
    expect(shown.ends_at - detail.group_buy.server_time).toBeGreaterThan(23 * 3600);

    const second = created(await buy(b, sale, groupId));
    expect(await orderOf(second.group_order_id)).toMatchObject({ status: 9 });
    const page = await c.okAs(groupBuyGroup, 'GET', `/api/store/product/group/get/${groupId}`);
    expect(page).toMatchObject({
      status: 0,
      status_text: '拼团中',
      left: 1,
      share_link: `/combination_status/${groupId}`,
      viewer: { is_member: false, refusal: null },
    });

    const third = created(await buy(c, sale, groupId));
    expect(await groupRow(groupId)).toMatchObject({ status: 10, paid_num: 3, joined: 3 });
    for (const o of [first, second, third]) expect((await orderOf(o.group_order_id)).status).toBe(0);
    const done = await a.okAs(groupBuyGroup, 'GET', `/api/store/product/group/get/${groupId}`);
    expect(done).toMatchObject({ status: 10, status_text: '拼团成功', left: 0, viewer: { is_member: true } });
    expect(done.members).toHaveLength(3);
    expect(done.members[0].is_leader).toBe(true);
    // a succeeded group is no longer offered on the goods page
    const after = await env.getAs(groupBuyDetail, `/api/store/product/group/detail/${sale.id}`);
    expect(after.groups.some((g) => g.id === groupId)).toBe(false);
    expect(await stockOf(sale)).toBe(17);
  });

  it('a full group and an ended one cannot be joined; nobody joins a group twice; a normal cart is refused', async () => {
    const sale = await onGroupBuy({ people: 2 });
    const [a, b, c] = await Promise.all([shopper(), shopper(), shopper()]);
    const groupId = await openGroup(sale, a);
    expect((await buyNow(a, sale, groupId)).body).toMatchObject({ status: 400, message: TWICE });
    // B's unpaid order holds the last seat: C is refused already
    created(await buy(b, sale, groupId, false));
    expect((await buyNow(c, sale, groupId)).body).toMatchObject({ status: 400, message: FULL });
    expect((await buyNow(b, sale, groupId)).body).toMatchObject({ status: 400, message: TWICE });
    expect(
      (
        await c.post('/api/user/cart/create', {
          product_id: sale.product_id,
          product_attr_unique: sale.unique,
          cart_num: 1,
          is_new: 0,
          product_type: 4,
        })
      ).body,
    ).toMatchObject({ status: 400, message: '拼团商品不能加入购物车' });
    expect((await buyNow(c, sale, 0, 3)).body).toMatchObject({ status: 400, message: '每人每团限购2件' });
    expect((await buyNow(c, sale, 999_999_999)).body).toMatchObject({ status: 400, message: '该团不存在' });

    const other = await openGroup(sale, await shopper());
    await env.db
      .update(schema.storeCombinationGroup)
      .set({ ends_at: sql`now() - interval '1 second'` })
      .where(eq(schema.storeCombinationGroup.id, other));
    expect((await buyNow(c, sale, other)).body).toMatchObject({ status: 400, message: ENDED });
    expect((await env.get(`/api/store/product/group/get/999999999`)).body.status).toBe(404);
    expect((await env.get(`/api/store/product/group/detail/999999999`)).body.status).toBe(404);
  });

  it('order/create checks the seat again: carts made before the group filled up are refused', async () => {
    const sale = await onGroupBuy({ people: 2 });
    const groupId = await openGroup(sale, await shopper());
    const [b, c] = await Promise.all([shopper(), shopper()]);
    const keys = [await prepare(b, sale, groupId), await prepare(c, sale, groupId)];
    expect((await b.post('/api/v2/order/create', { key: keys[0] })).body.status).toBe(200);
    expect((await c.post('/api/v2/order/create', { key: keys[1] })).body).toMatchObject({ status: 400, message: FULL });
  });

  it('order/check refuses a group that cannot be joined any more (full, ended, joined already), as order/create does', async () => {
    const sale = await onGroupBuy({ people: 2 });
    const groupId = await openGroup(sale, await shopper());
    const [b, c, d] = await Promise.all([shopper(), shopper(), shopper()]);
    const check = (s: Shopper, cartId: number) => s.post('/api/v2/order/check', { cart_id: [cartId] });
    // carts made while a seat is left
    const cartB = (await buyNow(b, sale, groupId)).body.data.cart_id;
    created(await buy(c, sale, groupId));
    expect((await check(b, cartB)).body).toMatchObject({ status: 400, message: FULL });

    const ending = await openGroup(sale, await shopper());
    const cartD = (await buyNow(d, sale, ending)).body.data.cart_id;
    await env.db
      .update(schema.storeCombinationGroup)
      .set({ ends_at: sql`now() - interval '1 second'` })
      .where(eq(schema.storeCombinationGroup.id, ending));
    expect((await check(d, cartD)).body).toMatchObject({ status: 400, message: ENDED });

    const wide = await onGroupBuy({ people: 3 });
    const wideGroup = await openGroup(wide, await shopper());
    const twice = [
      (await buyNow(d, wide, wideGroup)).body.data.cart_id,
      (await buyNow(d, wide, wideGroup)).body.data.cart_id,
    ];
    expect((await check(d, twice[0])).body.status).toBe(200);
    created(await buy(d, wide, wideGroup, false));
    expect((await check(d, twice[1])).body).toMatchObject({ status: 400, message: TWICE });
    // what check accepts, create accepts
    const e = await shopper();
    expect((await check(e, (await buyNow(e, wide, wideGroup)).body.data.cart_id)).body.status).toBe(200);
    created(await buy(e, wide, wideGroup));
    expect(await groupRow(wideGroup)).toMatchObject({ joined: 3 });
  });

  it('parallel joins on the last seat: exactly one wins; the same user racing joins once', async () => {
    const sale = await onGroupBuy({ people: 2 });
    const groupId = await openGroup(sale, await shopper());
    const buyers = await Promise.all(Array.from({ length: 6 }, () => shopper()));
    const keys = await Promise.all(buyers.map((b) => prepare(b, sale, groupId)));
    const answers = await Promise.all(buyers.map((b, i) => b.post('/api/v2/order/create', { key: keys[i] })));
    expect(answers.filter((a) => a.body.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.status !== 200)) expect(a.body.message).toBe(FULL);
    expect(await groupRow(groupId)).toMatchObject({ joined: 2 });
    expect(await stockOf(sale)).toBe(18);

    const wide = await onGroupBuy({ people: 5 });
    const wideGroup = await openGroup(wide, await shopper());
    const s = await shopper();
    const mine = await Promise.all([1, 2, 3].map(() => prepare(s, wide, wideGroup)));
    const tries = await Promise.all(mine.map((key) => s.post('/api/v2/order/create', { key })));
    expect(tries.filter((a) => a.body.status === 200)).toHaveLength(1);
    for (const a of tries.filter((x) => x.body.status !== 200)) expect(a.body.message).toBe(TWICE);
    expect(await groupRow(wideGroup)).toMatchObject({ joined: 2 });
  });

  it('an unpaid member whose order closes frees the seat and the stock; a leader who never pays leaves a failed group', async () => {
    const sale = await onGroupBuy({ people: 2, stock: 10 });
    const groupId = await openGroup(sale, await shopper());
    const b = await shopper();
    const unpaid = created(await buy(b, sale, groupId, false));
    expect(await stockOf(sale)).toBe(8);
    await env.db
      .update(schema.storeGroupOrder)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(schema.storeGroupOrder.id, unpaid.group_order_id));
    await closeExpiredOrders(env.db);
    await closeExpiredOrders(env.db);
    expect(await stockOf(sale)).toBe(9);
    expect(await groupRow(groupId)).toMatchObject({ joined: 1, status: 0 });
    // the seat is free again, for B too
    created(await buy(b, sale, groupId));
    expect(await groupRow(groupId)).toMatchObject({ status: 10 });

    const lone = await shopper();
    const opened = created(await buy(lone, sale, 0, false));
    const loneGroup = (await memberOf(opened.group_order_id)).group_id;
    expect((await lone.post(`/api/order/cancel/${opened.group_order_id}`)).body.status).toBe(200);
    expect(await groupRow(loneGroup)).toMatchObject({ status: -1, joined: 0 });
    expect(await stockOf(sale)).toBe(8);
  });

  it('time runs out: the group fails (-1), every paid member is refunded once (balance and gateway), unpaid orders close, stock comes back; the job run twice', async () => {
    const sale = await onGroupBuy({ people: 4, stock: 10 });
    const [a, b, c, d] = await Promise.all([shopper(), shopper(), shopper(), shopper()]);
    const groupId = await openGroup(sale, a);
    const byBalance = created(await buy(b, sale, groupId));
    // C pays through the sandbox gateway (WeChat Pay QR)
    const byQr = created(await buy(c, sale, groupId, false));
    const qr = await c.ok<PayQrAnswer>('POST', `/api/order/pay/${byQr.group_order_id}`, {
      type: 'weixinQr',
    });
    // the payer confirms on the cashier page, logged in as C
    await fetch(new URL(new URL(qr.code_url).pathname, env.baseUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'X-Token': c.token },
      body: '',
    });
    await expect.poll(async () => (await memberOf(byQr.group_order_id)).paid, { timeout: 5_000 }).toBe(true);
    const unpaid = created(await buy(d, sale, groupId, false));
    expect(await stockOf(sale)).toBe(6);
    expect(await groupRow(groupId)).toMatchObject({ status: 0, paid_num: 3, joined: 4 });
    const paid = (await orderOf(byBalance.group_order_id)).pay_price;
    expect((await b.user()).now_money).toBe(100_000 - paid);

    await env.db
      .update(schema.storeCombinationGroup)
      .set({ ends_at: sql`now() - interval '1 second'` })
      .where(eq(schema.storeCombinationGroup.id, groupId));
    const runs = [await runGroupBuyJob(env.db), await runGroupBuyJob(env.db)];
    expect(runs[1]).toEqual({ failed: 0, refunded: 0, closed: 0 });

    expect(await groupRow(groupId)).toMatchObject({ status: -1 });
    expect((await a.user()).now_money).toBe(100_000);
    expect((await b.user()).now_money).toBe(100_000);
    const refundsOf = async (uid: number) =>
      env.db.select().from(schema.storeRefundOrder).where(eq(schema.storeRefundOrder.uid, uid));
    for (const s of [a, b, c]) {
      const refunds = await refundsOf(s.uid);
      expect(refunds).toHaveLength(1);
      expect(refunds[0]).toMatchObject({ status: 3, refund_price: paid, refund_type: 1 });
    }
    const gateway = await env.db
      .select()
      .from(schema.payRefund)
      .where(
        eq(
          schema.payRefund.out_trade_no,
          (
            await env.db.select().from(schema.storeGroupOrder).where(eq(schema.storeGroupOrder.id, byQr.group_order_id))
          )[0].group_order_sn,
        ),
      );
    expect(gateway).toHaveLength(1);
    expect(gateway[0].amount).toBe(paid);
    for (const o of [byBalance, byQr]) expect((await orderOf(o.group_order_id)).status).toBe(-1);
    const [closed] = await env.db
      .select()
      .from(schema.storeGroupOrder)
      .where(eq(schema.storeGroupOrder.id, unpaid.group_order_id));
    expect(closed.status).toBe(-1);
    expect(await refundsOf(d.uid)).toHaveLength(0);
    expect(await stockOf(sale)).toBe(10);
    const refunded = await env.db
      .select()
      .from(schema.storeCombinationMember)
      .where(
        and(eq(schema.storeCombinationMember.group_id, groupId), eq(schema.storeCombinationMember.refunded, true)),
      );
    expect(refunded).toHaveLength(3);
    const page = await a.okAs(groupBuyGroup, 'GET', `/api/store/product/group/get/${groupId}`);
    expect(page).toMatchObject({ status: -1, status_text: '拼团失败' });
  });

  it('the list shows the goods on group buy now with group price, size and pieces sold', async () => {
    const sale = await onGroupBuy({ people: 3, stock: 20 });
    await openGroup(sale, await shopper());
    const all = await env.getAs(groupBuyList, '/api/store/product/group/lst?limit=50&page=1');
    expect(all.count).toBeGreaterThan(0);
    let mine = all.list.find((g) => g.id === sale.id);
    for (let page = 2; !mine && page <= Math.ceil(all.count / 50); page++) {
      mine = (await env.getAs(groupBuyList, `/api/store/product/group/lst?limit=50&page=${page}`)).list.find(
        (g) => g.id === sale.id,
      );
    }
    expect(mine).toMatchObject({ price: 6_000, ot_price: 10_000, people: 3, sales: 1 });
    expect((await env.get('/api/store/product/group/lst?limit=500')).body.status).toBe(400);
  });
});
