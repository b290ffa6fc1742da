import {
  groupOrderDetail,
  merchantLogin,
  orderStatus,
  payAnswer,
  presellDetail,
  presellFinal,
  presellList,
  presellOrderList,
  refundApplied,
  shopOrderDetail,
  type CreatedOrder,
  type RefundApplyInput,
} from '@mall/contracts';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { closeExpiredOrders } from '../src/modules/pay/jobs';
import { closeFinalTimeouts } from '../src/modules/presell/jobs';
import { addPresellGoods } from '../src/modules/presell/setup';
import { buyer, buyNowCart, buyNowOrder, checkBuyNow, must, shopOrderOf } from './activity-fixture';
import { giveCoupon, makeGoods, sendNotice, signedNotice, useShopEnv, type Shopper } from './checkout-fixture';
import { describeApi, okData } from './helpers';

const HOUR = 3_600_000;

interface Sale {
  id: number;
  product_id: number;
  unique: string;
  mer_id: number;
}

describeApi('presell', () => {
  const env = useShopEnv();

  /**
   * Goods on presell at ¥80 (normal ¥100), deposit ¥20 unless full payment; `when` places the
   * deposit (or buying) window before, around or after now, the final window right after it.
   */
  async function onPresell(
    opts: { type?: 1 | 2; when?: 'upcoming' | 'now' | 'ended'; stock?: number } = {},
  ): Promise<Sale> {
    const g = await makeGoods(env.db, { mer_id: 1, price: 10_000, stock: 1_000 });
    const now = Date.now();
    const [from, to] = { upcoming: [1, 24], now: [-1, 24], ended: [-48, -1] }[opts.when ?? 'now'];
    const end = now + to * HOUR;
    const type = opts.type ?? 2;
    const p = await addPresellGoods(env.db, {
      product_id: g.product_id,
      presell_type: type,
      price: () => 8_000,
      deposit: () => 2_000,
      start_time: new Date(now + from * HOUR),
      end_time: new Date(end),
      final_start_time: type === 2 ? new Date(end) : undefined,
      final_end_time: type === 2 ? new Date(end + 48 * HOUR) : undefined,
      delivery_day: 5,
      quota: opts.stock ?? 10,
      max_skus: 1,
    });
    return { id: p.id, product_id: g.product_id, unique: p.uniques[0], mer_id: 1 };
  }

  const buyNow = (s: Shopper, sale: Sale, cart_num = 1, is_new: 0 | 1 = 1) =>
    buyNowCart(s, sale, { product_type: 2, cart_num, is_new });

  /** cart/create → order/check: the priced order, or the refusal's message. */
  const check = (s: Shopper, sale: Sale, num = 1) => checkBuyNow(s, sale, { product_type: 2, cart_num: num });

  const mustCheck = async (s: Shopper, sale: Sale, num = 1) => must(await check(s, sale, num));

  /** The whole buy: its created (unpaid) order, or the refusal's message. */
  const buy = (s: Shopper, sale: Sale, num = 1) => buyNowOrder(s, sale, { product_type: 2, cart_num: num });

  const shopper = (money = 0) => buyer(env, money);

  const stockOf = async (sale: Sale) => {
    const [row] = await env.db
      .select({ stock: schema.storePresellSku.stock })
      .from(schema.storePresellSku)
      .where(eq(schema.storePresellSku.unique, sale.unique));
    return row.stock;
  };

  const orderOf = (groupId: number) => shopOrderOf(env, groupId);

  /** Moves a purchase's final-payment window: started a minute ago, ending in `hours`. */
  const openFinalWindow = (groupId: number, hours = 1) =>
    env.db
      .update(schema.storePresellOrder)
      .set({
        final_start_time: sql`now() - interval '1 minute'`,
        final_end_time: sql`now() + make_interval(secs => ${hours * 3600})`,
      })
      .where(eq(schema.storePresellOrder.group_order_id, groupId));

  /** A deposit order of one piece, its deposit paid by balance. */
  async function depositPaid(s: Shopper, sale: Sale): Promise<CreatedOrder> {
    const made = must(await buy(s, sale));
    await s.ok('POST', `/api/order/pay/${made.group_order_id}`, { type: 'balance' });
    return made;
  }

  it('lists presell goods by state (未开始 / 正在进行 / 已结束) with prices, deposit and times', async () => {
    const upcoming = await onPresell({ when: 'upcoming' });
    const running = await onPresell({ when: 'now' });
    const ended = await onPresell({ when: 'ended', type: 1 });
    const ids = async (type: number) => {
      const page = await env.getAs(presellList, `/api/store/product/presell/lst?type=${type}&limit=50`);
      expect(Math.abs(page.server_time - Date.now() / 1000)).toBeLessThan(30);
      return page.list;
    };
    const [l0, l1, l2] = [await ids(0), await ids(1), await ids(2)];
    expect(l0.map((c) => c.id)).toContain(upcoming.id);
    expect(l1.map((c) => c.id)).toContain(running.id);
    expect(l2.map((c) => c.id)).toContain(ended.id);
    for (const [list, other] of [
      [l0, [running.id, ended.id]],
      [l1, [upcoming.id, ended.id]],
      [l2, [upcoming.id, running.id]],
    ] as const) {
      for (const id of other) expect(list.map((c) => c.id)).not.toContain(id);
    }
    const card = l1.find((c) => c.id === running.id)!;
    expect(card).toMatchObject({ presell_type: 2, price: 8_000, deposit: 2_000, final_price: 6_000, state: 1 });
    expect(card.final_start_time).toBe(card.end_time);
    expect(card.final_end_time - card.final_start_time).toBe(48 * 3600);
    expect(l2.find((c) => c.id === ended.id)).toMatchObject({ presell_type: 1, deposit: 0, final_price: 0, state: 2 });
    const bad = await env.get(`/api/store/product/presell/lst?type=3`);
    expect(bad.http).toBe(400);
    expect(bad.body.message).toBe('预售状态不能超过2');
  });

  it('detail: presell SKUs with price, deposit and final amount, the windows, server time and the 定金不退 agreement', async () => {
    const sale = await onPresell();
    const detail = await env.getAs(presellDetail, `/api/store/product/presell/detail/${sale.id}`);
    expect(detail.product_id).toBe(sale.product_id);
    const [sku] = Object.values(detail.sku);
    expect(sku).toMatchObject({ unique: sale.unique, price: 8_000, deposit: 2_000, final_price: 6_000, stock: 10 });
    expect(detail.presell).toMatchObject({ presell_type: 2, state: 1, delivery_day: 5 });
    expect(detail.presell.agreement.content).toContain('定金不予退还');
    expect((await env.get('/api/store/product/presell/detail/999999999')).http).toBe(404);
  });

  it('deposit → order 10 待付尾款 → final payment within its window → paid (待发货), the order costs the presell price', async () => {
    const sale = await onPresell({ stock: 5 });
    const s = await shopper(100_000);
    const checked = await mustCheck(s, sale, 2);
    expect(checked.pay_price).toBe(4_000 + checked.total_postage);
    expect(checked.order[0].cart[0]).toMatchObject({ presell: { deposit: 4_000, final_price: 12_000, delivery_day: 5 } });
    const made = await depositPaid(s, sale);
    expect(await stockOf(sale)).toBe(4);
    expect((await orderOf(made.group_order_id)).status).toBe(10);
    expect((await s.user()).now_money).toBe(100_000 - made.pay_price);

    // the final window has not started: refused, nothing paid
    const early = await s.post(`/api/order/pay/${made.group_order_id}`, { type: 'balance' });
    expect(early.body.message).toBe('尾款支付时间未开始');
    await openFinalWindow(made.group_order_id);
    const due = await s.okAs(groupOrderDetail, 'GET', `/api/order/group_order_detail/${made.group_order_id}`);
    expect(due).toMatchObject({ status: 0, pay_price: 6_000, presell_final: { deposit_price: 2_000 } });
    const mine = await s.okAs(presellOrderList, 'GET', '/api/user/presell_order');
    expect(mine.list).toMatchObject([{ group_order_id: made.group_order_id, status: 10, presell: { status: 1 } }]);
    // the page decides 去付尾款 by the server's clock: the window has started by it
    expect(Math.abs(mine.server_time - Date.now() / 1000)).toBeLessThan(30);
    expect(Date.parse(mine.list[0].presell?.final_start_time ?? '') / 1000).toBeLessThanOrEqual(mine.server_time);
    const status = await s.okAs(orderStatus, 'GET', `/api/order/status/${made.group_order_id}`);
    expect(status).toMatchObject({ status: 0, pay_price: 6_000 });
    const paid = await s.okAs(payAnswer, 'POST', `/api/order/pay/${made.group_order_id}`, { type: 'balance' });
    expect(paid).toMatchObject({ status: 'success', pay_price: 6_000 });
    expect((await s.user()).now_money).toBe(100_000 - made.pay_price - 6_000);
    const order = await orderOf(made.group_order_id);
    expect(order.status).toBe(0);
    expect(order.pay_price).toBe(made.pay_price + 6_000);
    expect(order.total_price).toBe(8_000);
    const detail = await s.okAs(shopOrderDetail, 'GET', `/api/order/detail/${order.id}`);
    expect(detail).toMatchObject({ status: 0, presell: { status: 2, final_price: 6_000 } });
    const again = await s.post(`/api/order/pay/${made.group_order_id}`, { type: 'balance' });
    expect(again.body.message).toBe('订单已支付，请勿重复支付');
    expect((await s.user()).now_money).toBe(100_000 - made.pay_price - 6_000);
  });

  it('the final payment by QR: the gateway notification pays it once, and the payment page sees it paid', async () => {
    const sale = await onPresell();
    const s = await shopper(100_000);
    const made = await depositPaid(s, sale);
    await openFinalWindow(made.group_order_id);
    const qr = await s.okAs(payAnswer, 'POST', `/api/order/pay/${made.group_order_id}`, { type: 'weixinQr' });
    expect(qr).toMatchObject({ status: 'qr', pay_price: 6_000 });
    const [p] = await env.db
      .select({ sn: schema.storePresellOrder.sn })
      .from(schema.storePresellOrder)
      .where(eq(schema.storePresellOrder.group_order_id, made.group_order_id));
    const notice = await signedNotice(env.db, { out_trade_no: p.sn, trade_no: `T${p.sn}`, amount: 6_000 });
    expect((await sendNotice(env, notice)).body.data?.result).toBe('paid');
    expect((await sendNotice(env, notice)).body.data?.result).toBe('duplicate');
    const status = await s.okAs(orderStatus, 'GET', `/api/order/status/${made.group_order_id}`);
    expect(status.status).toBe(1);
    const order = await orderOf(made.group_order_id);
    expect(order).toMatchObject({ status: 0, pay_price: made.pay_price + 6_000 });
  });

  it('full payment presell: one payment at the presell price, the order waits for shipping', async () => {
    const sale = await onPresell({ type: 1 });
    const s = await shopper(100_000);
    const made = await buy(s, sale);
    if (typeof made === 'string') throw new Error(made);
    await s.ok('POST', `/api/order/pay/${made.group_order_id}`, { type: 'balance' });
    const order = await orderOf(made.group_order_id);
    expect(order).toMatchObject({ status: 0, paid: true, activity_type: 2, total_price: 8_000 });
    const again = await s.post(`/api/order/pay/${made.group_order_id}`, { type: 'balance' });
    expect(again.body.message).toBe('订单已支付，请勿重复支付');
  });

  it('an unpaid final payment closes the order with 11 (job run twice): stock back once, the deposit kept', async () => {
    const sale = await onPresell({ stock: 3 });
    const s = await shopper(100_000);
    const made = await depositPaid(s, sale);
    const coupon = await giveCoupon(env.db, s.uid, { type: 0, mer_id: 1, coupon_price: 500 });
    await openFinalWindow(made.group_order_id);
    await s.ok('POST', `/api/presell/final/${made.group_order_id}/coupon`, { coupon_id: coupon });
    const money = (await s.user()).now_money;
    expect(await stockOf(sale)).toBe(2);
    await env.db
      .update(schema.storePresellOrder)
      .set({ final_end_time: sql`now() - interval '1 second'` })
      .where(eq(schema.storePresellOrder.group_order_id, made.group_order_id));
    await closeFinalTimeouts(env.db);
    await closeFinalTimeouts(env.db);
    await closeExpiredOrders(env.db);
    expect(await stockOf(sale)).toBe(3);
    expect((await orderOf(made.group_order_id)).status).toBe(11);
    expect((await s.user()).now_money).toBe(money);
    const [held] = await env.db.select().from(schema.storeCouponUser).where(eq(schema.storeCouponUser.id, coupon));
    expect(held.status).toBe(0);
    const late = await s.post(`/api/order/pay/${made.group_order_id}`, { type: 'balance' });
    expect(late.body.message).toBe('尾款支付已超时，订单已关闭，定金不予退还');
    expect((await s.user()).now_money).toBe(money);
  });

  it('windows: no deposit before or after the presell, buy now only, no final payment after its window', async () => {
    const s = await shopper(100_000);
    expect((await buyNow(s, await onPresell({ when: 'upcoming' }))).body.message).toBe('预售活动未开始');
    expect((await buyNow(s, await onPresell({ when: 'ended' }))).body.message).toBe('预售活动已结束');
    expect((await buyNow(s, await onPresell(), 1, 0)).body.message).toBe('预售商品不能加入购物车');
    const sale = await onPresell();
    const made = await depositPaid(s, sale);
    await openFinalWindow(made.group_order_id, -0.5);
    const late = await s.post(`/api/order/pay/${made.group_order_id}`, { type: 'balance' });
    expect(late.body.message).toBe('尾款支付已超时，订单已关闭，定金不予退还');
    // someone else's order is not found
    const other = await shopper(100_000);
    expect((await other.post(`/api/order/pay/${made.group_order_id}`, { type: 'balance' })).http).toBe(404);
    expect((await other.get(`/api/presell/final/${made.group_order_id}`)).http).toBe(404);
  });

  it('coupons apply to the final payment only', async () => {
    const sale = await onPresell();
    const s = await shopper(100_000);
    const coupon = await giveCoupon(env.db, s.uid, { type: 0, mer_id: 1, coupon_price: 1_000 });
    const checked = await mustCheck(s, sale);
    expect(checked.coupon_price).toBe(0);
    const made = await s.ok<CreatedOrder>('POST', '/api/v2/order/create', { key: checked.key });
    expect(made.pay_price).toBe(2_000 + checked.total_postage);
    await s.ok('POST', `/api/order/pay/${made.group_order_id}`, { type: 'balance' });
    await openFinalWindow(made.group_order_id);
    const final = await s.okAs(presellFinal, 'GET', `/api/presell/final/${made.group_order_id}`);
    expect(final).toMatchObject({ status: 1, deposit_price: 2_000, final_price: 6_000, pay_price: 6_000 });
    expect(final.coupons.map((c) => c.id)).toContain(coupon);
    const unusable = await giveCoupon(env.db, s.uid, { type: 0, mer_id: 1, coupon_price: 500, use_min_price: 9_000 });
    expect(final.coupons.map((c) => c.id)).not.toContain(unusable);
    const refused = await s.post(`/api/presell/final/${made.group_order_id}/coupon`, { coupon_id: unusable });
    expect(refused.body.message).toBe('该优惠券不可用于本次尾款');
    const chosen = await s.okAs(presellFinal, 'POST', `/api/presell/final/${made.group_order_id}/coupon`, {
      coupon_id: coupon,
    });
    expect(chosen).toMatchObject({ coupon_price: 1_000, pay_price: 5_000 });
    const money = (await s.user()).now_money;
    await s.ok('POST', `/api/order/pay/${made.group_order_id}`, { type: 'balance' });
    expect((await s.user()).now_money).toBe(money - 5_000);
    const order = await orderOf(made.group_order_id);
    expect(order).toMatchObject({ status: 0, coupon_price: 1_000, pay_price: made.pay_price + 5_000 });
    const [used] = await env.db.select().from(schema.storeCouponUser).where(eq(schema.storeCouponUser.id, coupon));
    expect(used.status).toBe(1);
    const late = await s.post(`/api/presell/final/${made.group_order_id}/coupon`, { coupon_id: 0 });
    expect(late.body.message).toBe('尾款已支付或订单已关闭');
  });

  it('no refund while the final payment is due; once paid in full, a refund returns deposit and final amount and the piece', async () => {
    const sale = await onPresell({ stock: 3 });
    const s = await shopper(100_000);
    const made = await depositPaid(s, sale);
    const order = await orderOf(made.group_order_id);
    const [line] = await env.db
      .select({ id: schema.storeOrderProduct.id })
      .from(schema.storeOrderProduct)
      .where(eq(schema.storeOrderProduct.order_id, order.id));
    const ask = { type: 1, refund_type: 1, ids: [line.id], refund_message: '不想要了' } satisfies RefundApplyInput;
    const refuse = await s.post(`/api/refund/apply/${order.id}`, ask);
    expect(refuse.body.status).toBe(400);
    await openFinalWindow(made.group_order_id);
    await s.ok('POST', `/api/order/pay/${made.group_order_id}`, { type: 'balance' });
    expect(await stockOf(sale)).toBe(2);
    const applied = await s.okAs(refundApplied, 'POST', `/api/refund/apply/${order.id}`, ask);
    const staff = okData(
      merchantLogin,
      await env.post('/api/merchant/login', { account: 'merchant1', password: 'shop1234' }),
      'merchant login',
    );
    const agreed = await env.post(`/api/merchant/refund/${applied.refund_order_id}/agree`, {}, staff.token);
    expect(agreed.body.status, agreed.body.message).toBe(200);
    expect((await s.user()).now_money).toBe(100_000);
    expect(await stockOf(sale)).toBe(3);
    expect((await orderOf(made.group_order_id)).status).toBe(-1);
  });

  it('parallel orders on the last piece: exactly one wins; an unpaid one that closes gives it back once', async () => {
    const sale = await onPresell({ stock: 1 });
    const buyers = await Promise.all(Array.from({ length: 4 }, () => shopper(100_000)));
    const results = await Promise.all(buyers.map((b) => buy(b, sale)));
    const won = results.filter((r): r is CreatedOrder => typeof r !== 'string');
    expect(won).toHaveLength(1);
    for (const r of results) if (typeof r === 'string') expect(r).toMatch(/库存不足$/);
    expect(await stockOf(sale)).toBe(0);
    await env.db
      .update(schema.storeGroupOrder)
      .set({ expires_at: sql`now() - interval '1 second'` })
      .where(eq(schema.storeGroupOrder.id, won[0].group_order_id));
    await closeExpiredOrders(env.db);
    await closeExpiredOrders(env.db);
    expect(await stockOf(sale)).toBe(1);
  });
});
