import {
  createdOrder,
  orderCheck,
  merchantLogin,
  pageOfList,
  refundApplied,
  seckillDetail,
  seckillList,
  seckillSlots,
  shopOrder,
  type CreatedOrder,
  type RefundApplyInput,
} from '@mall/contracts';
import { and, eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attemptOnce, goodsOnSale, seckillLoad, shoppers } from '../src/bench/seckill-load';
import * as schema from '../src/db/schema';
import { closeGroupOrder } from '../src/modules/order/lifecycle';
import { closeExpiredOrders } from '../src/modules/pay/jobs';
import { returnSeckill } from '../src/modules/seckill/purchase';
import { addActivity, addSeckillGoods, ensureDailySlots } from '../src/modules/seckill/setup';
import { addDays, shanghaiDay } from '../src/lib/shanghai-day';
import { slotAt } from '../src/modules/seckill/slots';
import { buyer, buyNowCart, buyNowOrder, checkBuyNow, must } from './activity-fixture';
import { giveCoupon, makeGoods, type Shopper } from './checkout-fixture';
import { countStatements } from '../src/bench/count-statements';
import { stockGate } from '../src/modules/seckill/gate/current';
import { asContract, describeApi, okData, target } from './helpers';
import { redisPrefix, redisUnreachable, REDIS_URL, startApp, useSeckillEnv } from './seckill-fixture';

const NO_CART = '秒杀商品不能加入购物车';
const OUT_OF_SLOT = '该商品不在秒杀时间段内';
const OVER_LIMIT = '本次活动您购买数量已达到上限';
const NO_STOCK = '库存不足';
/** The refusals a flash sale's losers may see. */
const refusedFairly = (message: string) => message === OVER_LIMIT || message.endsWith(NO_STOCK);

interface Sale {
  id: number;
  product_id: number;
  unique: string;
  activity_id: number;
  sku_id: number;
}

describeApi('seckill', () => {
  const env = useSeckillEnv();

  /** Goods on seckill at ¥50 (normal ¥100): in the slot running now, the next one, or an activity that ended. */
  async function onSale(
    opts: { stock?: number; once_num?: number; all_num?: number; when?: 'now' | 'next' | 'ended' } = {},
  ): Promise<Sale> {
    const g = await makeGoods(env.db, { price: 10_000, stock: 1_000 });
    const slots = await ensureDailySlots(env.db);
    const now = Date.now();
    const today = shanghaiDay(now);
    const current = slotAt(slots, now)!;
    const slot = opts.when === 'next' ? slots[(slots.indexOf(current) + 1) % slots.length] : current;
    const ended = opts.when === 'ended';
    const activity_id = await addActivity(env.db, {
      title: '测试秒杀',
      mer_id: 1,
      start_day: addDays(today, ended ? -5 : -1),
      end_day: addDays(today, ended ? -1 : 1),
      once_num: opts.once_num ?? 2,
      all_num: opts.all_num ?? 4,
    });
    const sk = await addSeckillGoods(env.db, {
      activity_id,
      time_id: slot.id,
      product_id: g.product_id,
      price: () => 5_000,
      quota: opts.stock ?? 10,
    });
    const [row] = await env.db
      .select({ id: schema.storeSeckillSku.id })
      .from(schema.storeSeckillSku)
      .where(eq(schema.storeSeckillSku.unique, sk.uniques[0]));
    return { id: sk.id, product_id: g.product_id, unique: sk.uniques[0], activity_id, sku_id: row.id };
  }

  const buyNow = (s: Shopper, sale: Sale, cart_num = 1, is_new: 0 | 1 = 1) =>
    buyNowCart(s, sale, { product_type: 1, cart_num, is_new });

  /** cart/create → order/check: the key of a ready order (fails the test when refused). */
  const prepare = async (s: Shopper, sale: Sale, num = 1) =>
    must(await checkBuyNow(s, sale, { product_type: 1, cart_num: num })).key;

  /** The whole buy: its created order, or the refusal's message. */
  const buy = (s: Shopper, sale: Sale, num = 1) => buyNowOrder(s, sale, { product_type: 1, cart_num: num });

  const shopper = (money = 0) => buyer(env, money);

  const stockOf = async (sale: Sale) => {
    const [row] = await env.db
      .select({ stock: schema.storeSeckillSku.stock })
      .from(schema.storeSeckillSku)
      .where(eq(schema.storeSeckillSku.id, sale.sku_id));
    return row.stock;
  };

  /** Pieces held by live (not returned) purchases, per user. */
  const heldBy = async (sale: Sale) => {
    const rows = await env.db
      .select({ uid: schema.storeSeckillOrder.uid, n: sql<number>`sum(${schema.storeSeckillOrder.num})::int` })
      .from(schema.storeSeckillOrder)
      .where(
        and(eq(schema.storeSeckillOrder.seckill_sku_id, sale.sku_id), eq(schema.storeSeckillOrder.returned, false)),
      )
      .groupBy(schema.storeSeckillOrder.uid);
    return new Map(rows.map((r) => [r.uid, r.n]));
  };

  const quotaOf = async (sale: Sale, uid: number) => {
    const [row] = await env.db
      .select()
      .from(schema.storeSeckillQuota)
      .where(and(eq(schema.storeSeckillQuota.activity_id, sale.activity_id), eq(schema.storeSeckillQuota.uid, uid)));
    return row;
  };

  it('slot tabs around now carry the server time and their states; a slot lists its goods with button states', async () => {
    const sale = await onSale({ stock: 1 });
    const next = await onSale({ when: 'next' });
    const slots = await env.getAs(seckillSlots, '/api/store/product/seckill/select');
    expect(Math.abs(slots.server_time - Date.now() / 1000)).toBeLessThan(5);
    expect(slots.list).toHaveLength(5);
    expect(slots.list.map((w) => w.state)).toEqual([0, 0, 1, 2, 2]);
    expect(slots.list.map((w) => w.state_text)).toEqual(['已结束', '已结束', '抢购中', '即将开始', '即将开始']);
    const [current, upcoming] = [slots.list[slots.index], slots.list[slots.index + 1]];
    expect(current.start).toBeLessThanOrEqual(slots.server_time);
    expect(current.stop).toBeGreaterThan(slots.server_time);

    const lst = (w: { start: number; stop: number }) =>
      env.getAs(seckillList, `/api/store/product/seckill/lst?start_time=${w.start}&end_time=${w.stop}&limit=50`);
    const mine = (await lst(current)).list.find((g) => g.id === sale.id)!;
    expect(mine).toMatchObject({ price: 5_000, ot_price: 10_000, percent: 0, stock: 1, button: 'buy' });
    expect((await lst(upcoming)).list.find((g) => g.id === next.id)?.button).toBe('upcoming');
    expect((await lst(slots.list[0])).list.every((g) => g.button === 'ended')).toBe(true);

    expect(typeof (await buy(await shopper(), sale))).toBe('object');
    expect((await lst(current)).list.find((g) => g.id === sale.id)).toMatchObject({
      percent: 100,
      stock: 0,
      button: 'sold_out',
    });

    const bad = await env.get(
      `/api/store/product/seckill/lst?start_time=${current.start + 60}&end_time=${current.stop}`,
    );
    expect(bad.body).toMatchObject({ status: 400, message: '秒杀时间段不存在' });
  });

  it('detail: seckill SKUs and price, its window, limits, what the viewer bought; unknown ids are 404', async () => {
    const sale = await onSale({ once_num: 2, all_num: 3 });
    const s = await shopper();
    const guest = await env.getAs(seckillDetail, `/api/store/product/seckill/detail/${sale.id}`);
    expect(guest.price).toBe(5_000);
    expect(guest.ot_price).toBe(10_000);
    expect(guest.sku['']).toMatchObject({ unique: sale.unique, price: 5_000, stock: 10 });
    expect(guest.seckill).toMatchObject({ state: 1, button: 'buy', once_num: 2, all_num: 3, bought: null });
    expect(guest.seckill.start).toBeLessThanOrEqual(guest.seckill.server_time);
    expect(guest.seckill.stop).toBeGreaterThan(guest.seckill.server_time);
    await buy(s, sale, 2);
    const viewer = await env.getAs(seckillDetail, `/api/store/product/seckill/detail/${sale.id}`, s.token);
    expect(viewer.seckill.bought).toEqual({ day: 2, total: 2 });

    const ended = await onSale({ when: 'ended' });
    const gone = await env.getAs(seckillDetail, `/api/store/product/seckill/detail/${ended.id}`);
    expect(gone.seckill).toMatchObject({ state: 0, button: 'ended' });
    expect((await env.get('/api/store/product/seckill/detail/999999999')).body.status).toBe(404);
  });

  it('buy now only, in its slot, within the limits and the stock', async () => {
    const s = await shopper();
    const sale = await onSale({ stock: 3, once_num: 2, all_num: 4 });
    expect((await buyNow(s, sale, 1, 0)).body).toMatchObject({ status: 400, message: NO_CART });
    expect((await buyNow(s, await onSale({ when: 'next' }))).body).toMatchObject({ status: 400, message: OUT_OF_SLOT });
    expect((await buyNow(s, await onSale({ when: 'ended' }))).body).toMatchObject({
      status: 400,
      message: OUT_OF_SLOT,
    });
    expect((await buyNow(s, sale, 3)).body).toMatchObject({ status: 400, message: OVER_LIMIT });
    expect((await buyNow(await shopper(), await onSale({ stock: 0 }))).body).toMatchObject({
      status: 400,
      message: NO_STOCK,
    });
    expect((await s.request('POST', '/api/user/cart/create', {}, '')).body.status).toBe(410000);
    // nothing of the refused attempts reached the cart
    const carts = await env.db.select().from(schema.storeCart).where(eq(schema.storeCart.uid, s.uid));
    expect(carts).toHaveLength(0);

    const made = await buy(s, sale, 2);
    expect(made).toMatchObject({ pay_price: 10_000 });
    const [order] = await env.db
      .select()
      .from(schema.storeOrder)
      .where(eq(schema.storeOrder.group_order_id, (made as CreatedOrder).group_order_id));
    expect(order.activity_type).toBe(1);
    // the day's limit is reached; another buyer finds one piece left
    expect(await buy(s, sale)).toBe(OVER_LIMIT);
    expect(await buy(await shopper(), sale, 2)).toContain(NO_STOCK);
    expect(typeof (await buy(await shopper(), sale, 1))).toBe('object');
    expect(await buy(await shopper(), sale, 1)).toBe(NO_STOCK);
    expect(await stockOf(sale)).toBe(0);
  });

  it('the daily limit starts again the next day, the total one does not', async () => {
    const s = await shopper();
    const sale = await onSale({ once_num: 1, all_num: 2 });
    expect(typeof (await buy(s, sale))).toBe('object');
    expect(await buy(s, sale)).toBe(OVER_LIMIT);
    const yesterday = addDays(shanghaiDay(Date.now()), -1);
    const moveToYesterday = () =>
      env.db
        .update(schema.storeSeckillQuota)
        .set({ day: yesterday })
        .where(
          and(eq(schema.storeSeckillQuota.activity_id, sale.activity_id), eq(schema.storeSeckillQuota.uid, s.uid)),
        );
    // the stock gate reads the rows moved behind its back again
    await moveToYesterday();
    await stockGate().forget(sale.activity_id);
    expect(typeof (await buy(s, sale))).toBe('object');
    await moveToYesterday();
    await stockGate().forget(sale.activity_id);
    expect(await buy(s, sale)).toBe(OVER_LIMIT);
    expect(await quotaOf(sale, s.uid)).toMatchObject({ total_num: 2 });
  });

  it('order/create checks the limits again: carts made before the first order cannot exceed them', async () => {
    const s = await shopper();
    const sale = await onSale({ once_num: 1, all_num: 1 });
    const keys = [await prepare(s, sale), await prepare(s, sale)];
    expect((await s.post('/api/v2/order/create', { key: keys[0] })).body.status).toBe(200);
    expect((await s.post('/api/v2/order/create', { key: keys[1] })).body).toMatchObject({
      status: 400,
      message: OVER_LIMIT,
    });
  });

  it('an order the database refuses leaves nothing behind: no order, the limit unused, the buy-now line kept, the gate given back', async () => {
    const sale = await onSale({ stock: 5, once_num: 1, all_num: 1 });
    const s = await shopper();
    const key = await prepare(s, sale);
    // sold behind the gate's back (it still counts 5): the order's own statement finds no stock
    await env.db.update(schema.storeSeckillSku).set({ stock: 0 }).where(eq(schema.storeSeckillSku.id, sale.sku_id));
    expect((await s.post('/api/v2/order/create', { key })).body).toMatchObject({ status: 400, message: NO_STOCK });
    const orders = await env.db
      .select({ id: schema.storeGroupOrder.id })
      .from(schema.storeGroupOrder)
      .where(eq(schema.storeGroupOrder.uid, s.uid));
    expect(orders).toEqual([]);
    expect(await quotaOf(sale, s.uid)).toBeUndefined();
    expect(await heldBy(sale)).toEqual(new Map());
    const carts = await env.db
      .select({ id: schema.storeCart.id })
      .from(schema.storeCart)
      .where(eq(schema.storeCart.uid, s.uid));
    expect(carts).toHaveLength(1);
    // back in stock: the same checkout key orders (the refused attempt's reservation went back to the gate)
    await env.db.update(schema.storeSeckillSku).set({ stock: 5 }).where(eq(schema.storeSeckillSku.id, sale.sku_id));
    expect((await s.post('/api/v2/order/create', { key })).body.status).toBe(200);
    expect(await quotaOf(sale, s.uid)).toMatchObject({ day_num: 1, total_num: 1 });
    expect(await stockOf(sale)).toBe(4);
  });

  it('parallel buyers of the last piece: the first buy-now holds it, exactly one order is made, the others are told 库存不足', async () => {
    const sale = await onSale({ stock: 1 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => shopper()));
    const answers = await Promise.all(buyers.map((b) => buy(b, sale)));
    expect(answers.filter((a) => typeof a !== 'string')).toHaveLength(1);
    for (const a of answers.filter((x) => typeof x === 'string')) expect(a).toContain(NO_STOCK);
    expect(await stockOf(sale)).toBe(0);
    expect([...(await heldBy(sale)).values()]).toEqual([1]);
  });

  it('a buy-now holds the piece for its shopper: another shopper is refused at 立即购买, the holder still orders', async () => {
    const sale = await onSale({ stock: 1 });
    const [holder, late] = await Promise.all([shopper(), shopper()]);
    const key = await prepare(holder, sale);
    expect((await buyNow(late, sale)).body).toMatchObject({ status: 400, message: NO_STOCK });
    // buying now again replaces the holder's own hold instead of counting twice
    const again = await prepare(holder, sale);
    expect((await holder.post('/api/v2/order/create', { key: again })).body.status).toBe(200);
    expect((await holder.post('/api/v2/order/create', { key })).body.status).toBe(400);
    expect(await stockOf(sale)).toBe(0);
  });

  it('the same user racing with several orders gets one within the limit', async () => {
    const sale = await onSale({ stock: 10, once_num: 1, all_num: 1 });
    const s = await shopper();
    const keys = await Promise.all([1, 2, 3].map(() => prepare(s, sale)));
    const answers = await Promise.all(keys.map((key) => s.post('/api/v2/order/create', { key })));
    expect(answers.filter((a) => a.body.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.body.status !== 200)) expect(a.body.message).toBe(OVER_LIMIT);
    expect(await stockOf(sale)).toBe(9);
    expect(await quotaOf(sale, s.uid)).toMatchObject({ day_num: 1, total_num: 1 });
  });

  it('an unpaid order that closes gives its stock and quota back exactly once (job run twice)', async () => {
    const sale = await onSale({ stock: 5, once_num: 2, all_num: 2 });
    const s = await shopper();
    const made = (await buy(s, sale, 2)) as CreatedOrder;
    expect(await stockOf(sale)).toBe(3);
    await env.db
      .update(schema.storeGroupOrder)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(schema.storeGroupOrder.id, made.group_order_id));
    await closeExpiredOrders(env.db);
    await closeExpiredOrders(env.db);
    expect(await stockOf(sale)).toBe(5);
    expect(await quotaOf(sale, s.uid)).toMatchObject({ day_num: 0, total_num: 0 });
    expect(await env.db.transaction((tx) => closeGroupOrder(tx, made.group_order_id, 'timeout'))).toBe(false);
    expect(await env.db.transaction((tx) => returnSeckill(tx, made.group_order_id))).toBe(0);
    expect(await stockOf(sale)).toBe(5);

    // cancelled by the buyer: the same, and the limit allows buying again
    const again = (await buy(s, sale, 2)) as CreatedOrder;
    expect((await s.post(`/api/order/cancel/${again.group_order_id}`)).body.status).toBe(200);
    expect((await s.post(`/api/order/cancel/${again.group_order_id}`)).body.status).not.toBe(200);
    expect(await stockOf(sale)).toBe(5);
    expect(typeof (await buy(s, sale, 2))).toBe('object');
    // the gate was given back as often as the database: three pieces are left, not more
    const others = await Promise.all([1, 2, 3, 4].map(() => shopper()));
    const answers = [];
    for (const o of others) answers.push(await buy(o, sale));
    expect(answers.filter((a) => typeof a === 'object')).toHaveLength(3);
    expect(answers[3]).toBe(NO_STOCK);
    expect(await stockOf(sale)).toBe(0);
  });

  it('members and coupons pay the seckill price; a refund puts the pieces back on sale', async () => {
    const sale = await onSale({ stock: 5, once_num: 2, all_num: 2 });
    const s = await shopper(100_000);
    await env.db
      .update(schema.users)
      .set({ is_money_level: 1, svip_expires_at: sql`now() + interval '1 day'` })
      .where(eq(schema.users.uid, s.uid));
    await giveCoupon(env.db, s.uid, { type: 10, coupon_price: 1_000 });
    const key = await prepare(s, sale, 2);
    const made = await s.okAs(createdOrder, 'POST', '/api/v2/order/create', { key });
    expect(made.pay_price).toBe(10_000);
    await s.ok('POST', `/api/order/pay/${made.group_order_id}`, { type: 'balance' });
    expect(await stockOf(sale)).toBe(3);

    const { list } = await s.okAs(pageOfList(shopOrder), 'GET', '/api/order/list?status=-2');
    const order = list[0];
    const ask = {
      type: 1,
      refund_type: 1,
      ids: [order.orderProduct[0].id],
      refund_message: '不想要了',
    } satisfies RefundApplyInput;
    const applied = await s.okAs(refundApplied, 'POST', `/api/refund/apply/${order.order_id}`, ask);
    const staff = okData(
      merchantLogin,
      await env.post('/api/merchant/login', { account: 'merchant1', password: 'shop1234' }),
      'POST /api/merchant/login',
    );
    const agreed = await env.post(`/api/merchant/refund/${applied.refund_order_id}/agree`, {}, staff.token);
    expect(agreed.body.status, agreed.body.message).toBe(200);
    expect(await stockOf(sale)).toBe(5);
    expect((await s.user()).now_money).toBe(100_000);
    // the refunded pieces no longer count against the buyer's limits, once
    expect(await quotaOf(sale, s.uid)).toMatchObject({ day_num: 0, total_num: 0 });
    const again = await env.post(`/api/merchant/refund/${applied.refund_order_id}/agree`, {}, staff.token);
    expect(again.body.status).not.toBe(200);
    expect(await stockOf(sale)).toBe(5);
    expect(typeof (await buy(s, sale, 2))).toBe('object');
    expect(await buy(s, sale)).toBe(OVER_LIMIT);
    expect(await stockOf(sale)).toBe(3);
  });

  it('property: any interleaving of orders, payments, cancellations and timeouts keeps stock + sold = initial and every user within the limits', async () => {
    type Op = { kind: 'buy'; user: number; num: number } | { kind: 'pay' | 'cancel' | 'timeout'; user: number };
    const op: fc.Arbitrary<Op> = fc.oneof(
      {
        weight: 3,
        arbitrary: fc.record({
          kind: fc.constant('buy' as const),
          user: fc.nat(2),
          num: fc.integer({ min: 1, max: 2 }),
        }),
      },
      fc.record({ kind: fc.constantFrom('pay' as const, 'cancel' as const, 'timeout' as const), user: fc.nat(2) }),
    );
    const ONCE = 2;
    const ALL = 3;
    const STOCK = 4;
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(op, { minLength: 1, maxLength: 3 }), { minLength: 2, maxLength: 4 }),
        async (rounds) => {
          const sale = await onSale({ stock: STOCK, once_num: ONCE, all_num: ALL });
          const users = await Promise.all([0, 1, 2].map(() => shopper(100_000)));
          const open = new Map<number, number[]>(users.map((u) => [u.uid, []]));
          const run = async (o: Op) => {
            const u = users[o.user];
            const mine = open.get(u.uid)!;
            if (o.kind === 'buy') {
              const made = await buy(u, sale, o.num);
              if (typeof made === 'object') mine.push(made.group_order_id);
              else expect([OVER_LIMIT, NO_STOCK].some((m) => made.includes(m))).toBe(true);
              return;
            }
            const id = mine.shift();
            if (id === undefined) return;
            if (o.kind === 'pay') await u.post(`/api/order/pay/${id}`, { type: 'balance' });
            if (o.kind === 'cancel') await u.post(`/api/order/cancel/${id}`);
            if (o.kind === 'timeout') {
              await env.db
                .update(schema.storeGroupOrder)
                .set({ expires_at: sql`now() - interval '1 second'` })
                .where(and(eq(schema.storeGroupOrder.id, id), eq(schema.storeGroupOrder.status, 0)));
              await closeExpiredOrders(env.db);
            }
          };
          // the operations of a round run at the same time
          for (const round of rounds) await Promise.all(round.map(run));

          const held = await heldBy(sale);
          const sold = [...held.values()].reduce((a, n) => a + n, 0);
          expect((await stockOf(sale)) + sold).toBe(STOCK);
          for (const u of users) {
            const n = held.get(u.uid) ?? 0;
            expect(n).toBeLessThanOrEqual(Math.min(ONCE, ALL));
            expect((await quotaOf(sale, u.uid))?.total_num ?? 0).toBe(n);
          }
          // closed group orders hold nothing; live ones hold what they bought
          const live = await env.db
            .select({
              status: schema.storeGroupOrder.status,
              n: sql<number>`coalesce(sum(${schema.storeSeckillOrder.num}) filter (where not ${schema.storeSeckillOrder.returned}), 0)::int`,
            })
            .from(schema.storeSeckillOrder)
            .innerJoin(schema.storeGroupOrder, eq(schema.storeGroupOrder.id, schema.storeSeckillOrder.group_order_id))
            .where(eq(schema.storeSeckillOrder.seckill_sku_id, sale.sku_id))
            .groupBy(schema.storeGroupOrder.id, schema.storeGroupOrder.status);
          for (const g of live) expect(g.n === 0).toBe(g.status === -1);
        },
      ),
      { numRuns: 6 },
    );
  }, 180_000);

  it('the benchmark on a small run: orders = stock, stock 0, one per user at most', async () => {
    const r = await seckillLoad(env.db, env.baseUrl, { users: 30, attempts: 3, stock: 10 });
    expect(r.invariants).toEqual(Object.fromEntries(Object.keys(r.invariants).map((k) => [k, true])));
    expect(r.orders).toBe(10);
    expect(r.finalStock).toBe(0);
    expect(r.maxPerUser).toBe(1);
    // losing attempts are told what the spec says (the checkout names the goods: 「…」库存不足), nothing else
    for (const m of Object.keys(r.refused)) expect(refusedFairly(m), m).toBe(true);
    // the operator sees the gate's refusals (at cart/create, or at order/create when all raced in at once)
    const metrics = await (await fetch(`${env.baseUrl}/metrics`)).text();
    const refusedByGate = [...metrics.matchAll(/^mall_seckill_gate_(?:sold_out|over_limit)\{name="\w+"\} (\d+)$/gm)];
    expect(refusedByGate.reduce((a, m) => a + Number(m[1]), 0)).toBeGreaterThan(0);
  }, 120_000);

  it.skipIf(target.driver !== 'pg')(
    'a late attempt on a sold-out goods, or over the limit, costs the database nothing once the session is known (statements counted on PostgreSQL)',
    async () => {
      const sale = await onSale({ stock: 1, once_num: 1, all_num: 1 });
      const winner = await shopper();
      expect(typeof (await buy(winner, sale))).toBe('object');
      const late = await shopper();
      const counter = countStatements();
      expect((await buyNow(late, sale)).body).toMatchObject({ status: 400, message: NO_STOCK });
      expect(counter.take()).toBe(0);
      expect((await buyNow(winner, sale)).body.status).toBe(400);
      expect(counter.take()).toBe(0);
    },
  );

  it.skipIf(target.driver !== 'pg')(
    'a winning attempt is priced once: cart/create, order/check and order/create cost 3 (1 when the SKU was read in the last 2 s), 3 and 2 statements (the order rows, the cart lines and the seckill take are one statement, without a transaction): the SKU reads of the buy-now serve the checkout, the address, points, coupons and postage are one read, the session is known (counted on PostgreSQL)',
    async () => {
      const sale = await onSale({ stock: 5 });
      // the first buyer fills the caches: settings, category paths, the gate's state
      expect(typeof (await buy(await shopper(), sale))).toBe('object');
      const s = await shopper();
      const counter = countStatements();
      const cart = await buyNow(s, sale);
      expect(cart.body.status).toBe(200);
      const cartStatements = counter.take();
      const check = await s.post('/api/v2/order/check', { cart_id: [cart.body.data.cart_id] });
      const { key } = okData(orderCheck, check, 'POST /api/v2/order/check');
      const checkStatements = counter.take();
      expect((await s.post('/api/v2/order/create', { key })).body.status).toBe(200);
      expect(cartStatements).toBeLessThanOrEqual(3);
      expect([checkStatements, counter.take()]).toEqual([3, 2]);
    },
  );

  it('order/create takes the checkout as priced for a short while, then prices again; one checkout makes one order', async () => {
    const sale = await onSale({ stock: 5 });
    const setPrice = (price: number) =>
      env.db.update(schema.storeSeckillSku).set({ price }).where(eq(schema.storeSeckillSku.id, sale.sku_id));
    const s = await shopper(100_000);
    // a price change right after the check: the order is made at the price the page showed
    const { key, pay_price } = must(await checkBuyNow(s, sale, { product_type: 1, cart_num: 1 }));
    await setPrice(4_000);
    const made = await s.post<CreatedOrder>('/api/v2/order/create', { key });
    expect(made.body.status).toBe(200);
    expect(made.body.data.pay_price).toBe(pay_price);
    const [line] = await env.db
      .select({ price: schema.storeOrderProduct.price })
      .from(schema.storeOrderProduct)
      .innerJoin(schema.storeOrder, eq(schema.storeOrder.id, schema.storeOrderProduct.order_id))
      .where(eq(schema.storeOrder.group_order_id, made.body.data.group_order_id));
    expect(line.price).toBe(5_000);
    const again = await s.post('/api/v2/order/create', { key, request_id: 'another-click' });
    expect(again.body.message).toBe('购物车商品不存在，请刷新页面');
    // a checkout whose quote ran out is priced again
    const other = await shopper(100_000);
    const late = await prepare(other, sale);
    await env.db.execute(
      sql`update order_checkout set input = jsonb_set(input, '{quote,until}', '0') where key = ${late}`,
    );
    await setPrice(3_000);
    expect((await other.post('/api/v2/order/create', { key: late })).body.message).toBe('订单金额已变化，请刷新页面');
    expect(await stockOf(sale)).toBe(4);
  });
});

const redisSkip = await redisUnreachable();

describeApi('seckill stock gate in Redis, two API servers', () => {
  const env = useSeckillEnv();

  describe.skipIf(Boolean(redisSkip))(redisSkip ? `skipped: ${redisSkip}` : 'one Redis key prefix for this run', () => {
    const keys = redisPrefix();
    let servers: Awaited<ReturnType<typeof startApp>>[] = [];
    beforeAll(async () => {
      const gate = { redisUrl: REDIS_URL, redisPrefix: keys.prefix };
      servers = [await startApp(env.database, gate), await startApp(env.database, gate)];
    });
    afterAll(async () => {
      for (const s of servers) await s.close();
      await keys.drop();
    });

    const stockOf = async (unique: string) => {
      const [row] = await env.db
        .select({ stock: schema.storeSeckillSku.stock })
        .from(schema.storeSeckillSku)
        .where(eq(schema.storeSeckillSku.unique, unique));
      return row.stock;
    };

    it('shoppers racing through both servers: exactly the stock sold, none below 0, one each; a close gives back once; a lost Redis state is read again', async () => {
      const STOCK = 8;
      const goods = await goodsOnSale(env.db, STOCK);
      const users = await shoppers(env.db, 24);
      // every shopper tries twice, once through each server, all at once
      const answers = await Promise.all(
        users.flatMap((u) => servers.map((s) => attemptOnce(s.baseUrl, u.token, goods))),
      );
      const won = answers.filter((a) => a.status === 200);
      expect(won).toHaveLength(STOCK);
      for (const a of answers.filter((x) => x.status !== 200)) expect(refusedFairly(a.message), a.message).toBe(true);
      expect(await stockOf(goods.unique)).toBe(0);
      const perUser = await env.db
        .select({ uid: schema.storeSeckillOrder.uid, n: sql<number>`sum(${schema.storeSeckillOrder.num})::int` })
        .from(schema.storeSeckillOrder)
        .where(eq(schema.storeSeckillOrder.activity_id, goods.activity_id))
        .groupBy(schema.storeSeckillOrder.uid);
      expect(perUser).toHaveLength(STOCK);
      expect(perUser.every((r) => r.n === 1)).toBe(true);

      // an unpaid order closes (the job run twice): one piece back, in the database and in Redis
      const groupId = asContract(createdOrder, won[0].data, 'a winning attempt').group_order_id;
      await env.db
        .update(schema.storeGroupOrder)
        .set({ expires_at: sql`now() - interval '1 second'` })
        .where(eq(schema.storeGroupOrder.id, groupId));
      await closeExpiredOrders(env.db);
      await closeExpiredOrders(env.db);
      expect(await stockOf(goods.unique)).toBe(1);
      const [late1, late2] = await shoppers(env.db, 2);
      expect((await attemptOnce(servers[0].baseUrl, late1.token, goods)).status).toBe(200);
      expect((await attemptOnce(servers[1].baseUrl, late2.token, goods)).message).toBe(NO_STOCK);

      // Redis loses the state: the next attempts read it from the database again
      await keys.drop();
      const [fresh] = await shoppers(env.db, 1);
      expect((await attemptOnce(servers[1].baseUrl, fresh.token, goods)).message).toBe(NO_STOCK);
      expect(await stockOf(goods.unique)).toBe(0);
    }, 120_000);
  });
});
