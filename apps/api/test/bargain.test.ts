import {
  bargainDetail,
  bargainHelp,
  bargainList,
  bargainStarted,
  bargainStatus,
  myBargains,
  type BargainHelp,
  type CreatedOrder,
} from '@mall/contracts';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { expireBargains } from '../src/modules/bargain/jobs';
import { releaseBargains } from '../src/modules/bargain/purchase';
import { addBargainGoods } from '../src/modules/bargain/setup';
import { closeExpiredOrders } from '../src/modules/pay/jobs';
import { buyer, buyNowCart, buyNowOrder } from './activity-fixture';
import { makeGoods, useShopEnv, type Shopper } from './checkout-fixture';
import { asContract, describeApi } from './helpers';
import { whileHoldingJob } from './job-hold';

const ENDED = '砍价已结束';
const HOUR = 3_600_000;

interface Sale {
  id: number;
  product_id: number;
  unique: string;
}

describeApi('bargain', () => {
  const env = useShopEnv();

  /** Goods on bargain from ¥200 down to ¥120 in `help_num` helps, open now unless told. */
  async function onBargain(
    opts: { help_num?: number; hours?: number; quota?: number; window?: 'now' | 'later' } = {},
  ): Promise<Sale> {
    const g = await makeGoods(env.db, { price: 20_000, stock: 100 });
    const now = Date.now();
    const later = opts.window === 'later';
    const sale = await addBargainGoods(env.db, {
      product_id: g.product_id,
      minPrice: () => 12_000,
      help_num: opts.help_num ?? 3,
      hours: opts.hours ?? 24,
      start_time: new Date(later ? now + HOUR : now - HOUR),
      stop_time: new Date(now + 10 * 24 * HOUR),
      quota: opts.quota ?? 10,
    });
    return { id: sale.id, product_id: g.product_id, unique: sale.uniques[0] };
  }

  const shopper = () => buyer(env, 100_000);

  const start = (s: Shopper, sale: Sale) =>
    s.post(`/api/store/product/bargain/start/${sale.id}`, { unique: sale.unique });

  const started = async (s: Shopper, sale: Sale) => {
    const res = await start(s, sale);
    expect(res.body.status).toBe(200);
    return asContract(bargainStarted, res.body.data, 'POST bargain/start').bargain_id;
  };

  const help = (s: Shopper, id: number) => s.post<BargainHelp>(`/api/store/product/bargain/help/${id}`);

  const status = (id: number, viewer?: Shopper) =>
    env.getAs(bargainStatus, `/api/store/product/bargain/status/${id}`, viewer?.token ?? '');

  const bargainRow = async (id: number) => {
    const [row] = await env.db.select().from(schema.storeBargain).where(eq(schema.storeBargain.id, id));
    return row;
  };

  const skuStock = async (sale: Sale) => {
    const [row] = await env.db
      .select({ stock: schema.storeBargainSku.stock })
      .from(schema.storeBargainSku)
      .where(eq(schema.storeBargainSku.unique, sale.unique));
    return row.stock;
  };

  const expire = (id: number) =>
    env.db
      .update(schema.storeBargain)
      .set({ ends_at: sql`now() - interval '1 second'` })
      .where(eq(schema.storeBargain.id, id));

  it('lists the goods open now; the detail carries the SKUs, the rules and the viewer’s bargain', async () => {
    const sale = await onBargain({ help_num: 4 });
    const later = await onBargain({ window: 'later' });
    const lst = (await env.getAs(bargainList, '/api/store/product/bargain/lst?limit=50')).list;
    expect(lst.find((g) => g.id === sale.id)).toMatchObject({
      price: 20_000,
      min_price: 12_000,
      help_num: 4,
      stock: 10,
    });
    expect(lst.some((g) => g.id === later.id)).toBe(false);

    const s = await shopper();
    const guest = await env.getAs(bargainDetail, `/api/store/product/bargain/detail/${sale.id}`);
    expect(guest.price).toBe(20_000);
    expect(guest.sku['']).toMatchObject({ unique: sale.unique, price: 20_000, min_price: 12_000, stock: 10 });
    expect(guest.bargain).toMatchObject({ min_price: 12_000, help_num: 4, state: 1, my_bargain_id: null });
    const id = await started(s, sale);
    const mine = await env.getAs(bargainDetail, `/api/store/product/bargain/detail/${sale.id}`, s.token);
    expect(mine.bargain.my_bargain_id).toBe(id);
    expect((await env.getAs(bargainDetail, `/api/store/product/bargain/detail/${later.id}`)).bargain.state).toBe(0);
    expect((await env.get('/api/store/product/bargain/detail/999999999')).body.status).toBe(404);
    expect((await env.get('/api/store/product/bargain/status/999999999')).body).toMatchObject({
      status: 404,
      message: '砍价不存在',
    });
  });

  it('start: logged in, an open window, one bargain in progress per user and goods', async () => {
    const sale = await onBargain();
    const s = await shopper();
    expect(
      (await s.request('POST', `/api/store/product/bargain/start/${sale.id}`, { unique: sale.unique }, '')).body.status,
    ).toBe(410000);
    expect((await s.post(`/api/store/product/bargain/start/${sale.id}`, { unique: 'ffffffffffff' })).body.status).toBe(
      404,
    );
    expect((await start(s, await onBargain({ window: 'later' }))).body).toMatchObject({
      status: 400,
      message: '砍价活动未开始',
    });
    const id = await started(s, sale);
    const first = await status(id, s);
    expect(first).toMatchObject({ status: 1, status_text: '砍价中', price: 20_000, ot_price: 20_000, help_count: 0 });
    expect(first.ends_at - first.server_time).toBeGreaterThan(23 * 3600);
    expect(first.viewer).toMatchObject({ is_owner: true, can_buy: true, can_help: false });
    const { list: my } = await s.okAs(myBargains, 'GET', '/api/store/product/bargain/my');
    expect(my[0]).toMatchObject({ id, status: 1, price: 20_000, goods: { id: sale.id, product_id: sale.product_id } });
    expect((await start(s, sale)).body).toMatchObject({
      status: 400,
      message: '您已发起过该商品的砍价，快去邀请好友帮忙吧',
    });
    // racing starts of the same user make one bargain
    const other = await onBargain();
    const racing = await Promise.all([1, 2, 3].map(() => start(s, other)));
    expect(racing.filter((r) => r.body.status === 200)).toHaveLength(1);
    // once the first has run out of time, a new one can start
    await expire(id);
    const again = await started(s, sale);
    expect(again).not.toBe(id);
    expect((await bargainRow(id)).status).toBe(-1);
  });

  it('friends’ helps reach the floor exactly at the configured number of helps; nobody helps twice, the owner never', async () => {
    const sale = await onBargain({ help_num: 5 });
    const owner = await shopper();
    const id = await started(owner, sale);
    expect((await help(owner, id)).body).toMatchObject({
      status: 400,
      message: '不能给自己砍价哦，快去邀请好友帮忙吧',
    });
    const friends = await Promise.all(Array.from({ length: 6 }, () => shopper()));
    let price = 20_000;
    for (const [i, f] of friends.slice(0, 5).entries()) {
      const res = await help(f, id);
      expect(res.body.status).toBe(200);
      const h = asContract(bargainHelp, res.body.data, 'POST bargain/help');
      expect(h.amount).toBeGreaterThan(0);
      expect(h.price).toBe(price - h.amount);
      expect(h.help_count).toBe(i + 1);
      expect(res.body.message).toBe(`成功帮TA砍掉${(h.amount / 100).toFixed(2)}元`);
      price = h.price;
      if (i < 4) {
        expect(h.price).toBeGreaterThan(12_000);
        expect(h.status).toBe(1);
        expect((await help(f, id)).body).toMatchObject({ status: 400, message: '您已经帮TA砍过一刀了' });
      }
    }
    expect(price).toBe(12_000);
    const done = await status(id, friends[0]);
    expect(done).toMatchObject({ status: 10, status_text: '砍价成功', price: 12_000, help_count: 5, percent: 100 });
    expect(done.helps).toHaveLength(5);
    expect(done.helps.reduce((a, h) => a + h.amount, 0)).toBe(8_000);
    expect(done.viewer).toMatchObject({ is_owner: false, can_help: false, can_buy: false, unique: null });
    expect(done.viewer.helped_amount).toBeGreaterThan(0);
    expect((await help(friends[5], id)).body).toMatchObject({ status: 400, message: ENDED });
    expect((await friends[0].request('POST', `/api/store/product/bargain/help/${id}`, {}, '')).body.status).toBe(
      410000,
    );
    expect((await help(friends[0], 999_999_999)).body.status).toBe(404);
  });

  it('concurrent helps: exactly the configured number land and the price stops on the floor', async () => {
    const sale = await onBargain({ help_num: 3 });
    const id = await started(await shopper(), sale);
    const friends = await Promise.all(Array.from({ length: 8 }, () => shopper()));
    const answers = await Promise.all(friends.map((f) => help(f, id)));
    expect(answers.filter((a) => a.body.status === 200)).toHaveLength(3);
    for (const a of answers.filter((x) => x.body.status !== 200)) expect(a.body.message).toBe(ENDED);
    const row = await bargainRow(id);
    expect(row).toMatchObject({ price: 12_000, help_count: 3, status: 10 });
    const helps = await env.db.select().from(schema.storeBargainHelp).where(eq(schema.storeBargainHelp.bargain_id, id));
    expect(helps.reduce((a, h) => a + h.price, 0)).toBe(8_000);

    // the same friend racing twice helps once
    const other = await started(await shopper(), await onBargain({ help_num: 3 }));
    const twice = await Promise.all([help(friends[0], other), help(friends[0], other)]);
    expect(twice.filter((a) => a.body.status === 200)).toHaveLength(1);
    expect((await bargainRow(other)).help_count).toBe(1);
  });

  it('an expired bargain cannot be helped; the expiry job ends it once (run twice)', () =>
    whileHoldingJob(env.db, 'bargains', async () => {
      const sale = await onBargain();
      const owner = await shopper();
      const id = await started(owner, sale);
      await expire(id);
      const friend = await shopper();
      expect((await help(friend, id)).body).toMatchObject({ status: 400, message: ENDED });
      expect((await status(id)).status).toBe(-1);
      expect(await expireBargains(env.db)).toBeGreaterThanOrEqual(1);
      expect((await bargainRow(id)).status).toBe(-1);
      expect(await expireBargains(env.db)).toBe(0);
      expect((await bargainRow(id)).status).toBe(-1);
      expect((await help(friend, id)).body).toMatchObject({ status: 400, message: ENDED });
    }));

  const buyNow = (s: Shopper, sale: Sale, id: number, unique = sale.unique, cart_num = 1) =>
    buyNowCart(s, sale, { product_type: 3, cart_num, activity_ref: id, unique });

  /** cart/create → order/check → order/create: the created order, or the refusal's message. */
  const buy = (s: Shopper, sale: Sale, id: number) => buyNowOrder(s, sale, { product_type: 3, activity_ref: id });

  it('the owner buys one piece at the current price, once; others cannot; paying makes it 已购买', async () => {
    const sale = await onBargain({ help_num: 4, quota: 5 });
    const owner = await shopper();
    const id = await started(owner, sale);
    const friends = await Promise.all([1, 2].map(() => shopper()));
    for (const f of friends) await help(f, id);
    const { price } = await bargainRow(id);
    expect(price).toBeLessThan(20_000);
    expect(price).toBeGreaterThan(12_000);

    expect((await buyNow(friends[0], sale, id)).body.status).toBe(404);
    expect((await buyNow(owner, sale, id, sale.unique, 2)).body).toMatchObject({
      status: 400,
      message: '砍价商品每次只能购买1件',
    });
    expect(
      (
        await owner.post('/api/user/cart/create', {
          product_id: sale.product_id,
          product_attr_unique: sale.unique,
          cart_num: 1,
          is_new: 0,
          product_type: 3,
          activity_ref: id,
        })
      ).body,
    ).toMatchObject({ status: 400, message: '砍价商品不能加入购物车' });

    const made = await buy(owner, sale, id);
    expect(made).toMatchObject({ pay_price: price });
    const created = made as CreatedOrder;
    const [order] = await env.db
      .select()
      .from(schema.storeOrder)
      .where(eq(schema.storeOrder.group_order_id, created.group_order_id));
    expect(order.activity_type).toBe(3);
    expect(await skuStock(sale)).toBe(4);
    // ordered: no second order, no more helps
    expect(await buy(owner, sale, id)).toBe('该砍价已下单，请前往订单支付');
    expect((await help(await shopper(), id)).body).toMatchObject({ status: 400, message: ENDED });

    const paid = await owner.post(`/api/order/pay/${created.group_order_id}`, { type: 'balance' });
    expect(paid.body.status).toBe(200);
    expect(await bargainRow(id)).toMatchObject({ status: 10, price });
    expect((await status(id, owner)).status_text).toBe('已购买');
    expect(await buy(owner, sale, id)).toBe('该砍价商品已购买');
  });

  it('an unpaid order that closes gives the piece back once; the bargain can be bought again, or ends after it', async () => {
    const sale = await onBargain({ help_num: 2, quota: 3 });
    const owner = await shopper();
    const id = await started(owner, sale);
    const made = (await buy(owner, sale, id)) as CreatedOrder;
    expect(made.pay_price).toBe(20_000);
    expect(await skuStock(sale)).toBe(2);
    await env.db
      .update(schema.storeGroupOrder)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(schema.storeGroupOrder.id, made.group_order_id));
    await closeExpiredOrders(env.db);
    await closeExpiredOrders(env.db);
    expect(await skuStock(sale)).toBe(3);
    expect(await env.db.transaction((tx) => releaseBargains(tx, made.group_order_id))).toBe(0);
    expect((await bargainRow(id)).group_order_id).toBeNull();

    // a friend helps meanwhile; the new order is at the lower price
    expect((await help(await shopper(), id)).body.status).toBe(200);
    const { price } = await bargainRow(id);
    const again = (await buy(owner, sale, id)) as CreatedOrder;
    expect(again.pay_price).toBe(price);
    expect(await skuStock(sale)).toBe(2);

    // the expiry job leaves a bargain held by an unpaid order until that order has closed
    await expire(id);
    await expireBargains(env.db);
    expect((await bargainRow(id)).status).toBe(1);
    await env.db
      .update(schema.storeGroupOrder)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(schema.storeGroupOrder.id, again.group_order_id));
    await closeExpiredOrders(env.db);
    await expireBargains(env.db);
    expect(await bargainRow(id)).toMatchObject({ status: -1, group_order_id: null });
    expect(await skuStock(sale)).toBe(3);

    // an expired bargain is not for sale
    const lateOwner = await shopper();
    const late = await started(lateOwner, sale);
    await expire(late);
    expect(await buy(lateOwner, sale, late)).toBe(ENDED);
  });
});
