import { randomInt } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  afterSalesOrder,
  afterSalesOrderDetail,
  courier,
  merchantLogin,
  merchantOrderPage,
  orderCounts,
  orderExpress,
  pageOfList,
  refundDetail,
  refundExpress,
  refundProducts,
  refundSummary,
  replyCreated,
  replyPage,
  replyTarget,
  type RefundApplied,
  type ReplyInput,
} from '@mall/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { loadTimers } from '../src/config';
import * as schema from '../src/db/schema';
import { runMall } from '../src/cli/mall-commands';
import { LOGIN_LOCKED_MESSAGE, LOGIN_MAX_FAILURES } from '../src/modules/auth/throttle';
import { saveStaff, staffLogin } from '../src/modules/merchant-admin/staff';
import { runAfterSalesJobs } from '../src/modules/pay/jobs';
import {
  addToCart,
  makeGoods,
  newAddress,
  newShopper,
  placeOrder,
  skuStock,
  useShopEnv,
  type ShopEnv,
  type Shopper,
  type TestGoods,
} from './checkout-fixture';
import { describeApi, okData, type Answer } from './helpers';

/** A merchant staff member signed in through the API. */
class Staff {
  constructor(
    readonly env: ShopEnv,
    readonly token: string,
  ) {}

  async post<T = unknown>(path: string, body: unknown = {}): Promise<Answer<T>> {
    return this.env.post<T>(path, body, this.token);
  }

  get = <T = unknown>(path: string) => this.env.get<T>(path, this.token);

  /** A refund decision that succeeds; the refund it answers must be the contract's. */
  async decide(id: number, what: 'agree' | 'refuse' | 'receive', body: unknown = {}) {
    const res = await this.post(`/api/merchant/refund/${id}/${what}`, body);
    expect(res.body.status, res.body.message).toBe(200);
    return refundDetail.parse(res.body.data);
  }
}

async function staffOf(env: ShopEnv, merId: number) {
  const res = await env.post('/api/merchant/login', { account: `merchant${merId}`, password: 'shop1234' });
  const { token, staff } = okData(merchantLogin, res, 'POST /api/merchant/login');
  expect(staff.mer_id).toBe(merId);
  return new Staff(env, token);
}

/** A paid order (by balance) of a new shopper: `lines` goods of `price` × `num` from merchant `mer_id`. */
async function paidOrder(
  env: ShopEnv,
  opts: { mer_id?: number; price?: number; num?: number; lines?: number; money?: number } = {},
) {
  const s = await newShopper(env, { money: opts.money ?? 10_000_000 });
  const goods: TestGoods[] = [];
  const carts: number[] = [];
  for (let i = 0; i < (opts.lines ?? 1); i++) {
    const g = await makeGoods(env.db, { mer_id: opts.mer_id ?? 1, price: opts.price ?? 10_000, stock: 20 });
    goods.push(g);
    carts.push(await addToCart(s, g, opts.num ?? 1));
  }
  await newAddress(s);
  const created = await placeOrder(s, carts);
  await s.ok('POST', `/api/order/pay/${created.group_order_id}`, { type: 'balance' });
  const { list } = await s.okAs(pageOfList(afterSalesOrder), 'GET', '/api/order/list?status=-2');
  return { s, goods, order: list[0], money: (await s.user()).now_money };
}

const detail = (s: Shopper, id: number) => s.okAs(afterSalesOrderDetail, 'GET', `/api/order/detail/${id}`);
const refund = (s: Shopper, id: number) => s.okAs(refundDetail, 'GET', `/api/refund/detail/${id}`);
const apply = (s: Shopper, orderId: number, body: Record<string, unknown>) =>
  s.post<RefundApplied>(`/api/refund/apply/${orderId}`, { refund_message: '不想要了', ...body });
const bills = (env: ShopEnv, uid: number) =>
  env.db
    .select()
    .from(schema.userBill)
    .where(and(eq(schema.userBill.uid, uid), eq(schema.userBill.type, 'refund_order')));

describeApi('after-sales', () => {
  const env = useShopEnv();

  it('merchant staff sign in with their own accounts and tokens; a shopper token is not one', async () => {
    expect(
      (await env.post('/api/merchant/login', { account: 'merchant1', password: 'wrong-pass' })).body,
    ).toMatchObject({
      status: 400,
      message: '账号或密码错误',
    });
    expect((await env.get('/api/merchant/orders')).http).toBe(401);
    const s = await newShopper(env);
    expect((await env.get('/api/merchant/orders', s.token)).body.status).toBe(410000);
    const staff = await staffOf(env, 1);
    expect((await staff.get('/api/merchant/orders')).body.status).toBe(200);
    await staff.post('/api/merchant/logout');
    expect((await staff.get('/api/merchant/orders')).body.status).toBe(410000);
  });

  it('ship → tracking → receipt → review: the order completes and the review shows on the goods page', async () => {
    const { s, goods, order } = await paidOrder(env);
    const other = await newShopper(env);
    const staff = await staffOf(env, 1);
    const stranger = await staffOf(env, 2);
    const ship = { delivery_name: 'SF', delivery_id: 'SF1234567890' };

    expect((await s.post(`/api/order/take/${order.order_id}`)).body.message).toBe('订单状态错误，不能确认收货');
    expect((await stranger.post(`/api/merchant/order/${order.order_id}/ship`, ship)).http).toBe(404);
    expect(
      (await staff.post(`/api/merchant/order/${order.order_id}/ship`, { ...ship, delivery_id: '1' })).body.status,
    ).toBe(400);
    const shipped = await staff.post(`/api/merchant/order/${order.order_id}/ship`, ship);
    expect(shipped.body).toMatchObject({
      status: 200,
      data: { delivery_name: '顺丰速运', delivery_id: 'SF1234567890' },
    });
    expect((await staff.post(`/api/merchant/order/${order.order_id}/ship`, ship)).body.message).toBe(
      '订单已发货或已完成，不能重复发货',
    );
    const mine = okData(merchantOrderPage, await staff.get('/api/merchant/orders?status=1'), 'merchant orders').list;
    expect(mine.some((o) => o.order_id === order.order_id)).toBe(true);
    const theirs = okData(merchantOrderPage, await stranger.get('/api/merchant/orders'), 'merchant orders').list;
    expect(theirs.some((o) => o.order_id === order.order_id)).toBe(false);

    // the simulated courier moves on with time: move the shipping event back a day
    const express = () => s.okAs(orderExpress, 'POST', `/api/order/express/${order.order_id}`);
    expect((await express()).list.map((e) => e.state)).toEqual(['shipped']);
    await env.db
      .update(schema.logisticsEvent)
      .set({ event_time: sql`${schema.logisticsEvent.event_time} - interval '1 day'` })
      .where(eq(schema.logisticsEvent.delivery_id, 'SF1234567890'));
    await env.db
      .update(schema.storeOrder)
      .set({ delivery_time: sql`${schema.storeOrder.delivery_time} - interval '1 day'` })
      .where(eq(schema.storeOrder.id, order.order_id));
    expect((await express()).list.map((e) => e.state)).toEqual(['transit', 'transit', 'collected', 'shipped']);
    expect((await other.post(`/api/order/express/${order.order_id}`)).http).toBe(404);

    // events the merchant adds join the timeline, newest first
    const track = (who: Staff, message: unknown) =>
      who.post(`/api/merchant/order/${order.order_id}/track`, { message });
    expect((await stranger.post(`/api/merchant/order/${order.order_id}/track`, { message: '已出库' })).http).toBe(404);
    expect((await track(staff, '')).body.message).toBe('请输入物流信息');
    expect((await track(staff, '包裹已由仓库转交快递员')).body.status).toBe(200);
    expect((await express()).list[0]).toMatchObject({ state: 'note', message: '包裹已由仓库转交快递员' });

    expect((await other.post(`/api/order/take/${order.order_id}`)).http).toBe(404);
    expect((await s.post(`/api/order/take/${order.order_id}`)).body.status).toBe(200);
    expect((await s.post(`/api/order/take/${order.order_id}`)).body.status).toBe(400);
    expect(await detail(s, order.order_id)).toMatchObject({ status: 2, can_refund: true });
    expect((await track(staff, '已签收')).body.message).toBe('订单不在配送中，不能添加物流信息');

    const unique = order.orderProduct[0].id;
    const review: ReplyInput = { comment: '质量很好，物流也快', product_score: 5, service_score: 4, postage_score: 5 };
    expect(await s.okAs(replyTarget, 'GET', `/api/reply/product/${unique}`)).toMatchObject({
      order_status: 2,
      is_reply: 0,
    });
    expect((await other.post(`/api/reply/${unique}`, review)).http).toBe(404);
    expect((await s.post(`/api/reply/${unique}`, { ...review, product_score: 6 })).body.status).toBe(400);
    expect((await s.post(`/api/reply/${unique}`, { ...review, pics: ['/uploads/x.jpg'] })).body.status).toBe(400);
    const made = await s.okAs(replyCreated, 'POST', `/api/reply/${unique}`, review);
    expect(made).toMatchObject({ order_status: 3 });
    expect((await s.post(`/api/reply/${unique}`, review)).body.status).toBe(400);
    expect(await detail(s, order.order_id)).toMatchObject({ status: 3 });

    expect((await stranger.post(`/api/merchant/reply/${made.reply_id}`, { content: '谢谢' })).http).toBe(404);
    expect((await staff.post(`/api/merchant/reply/${made.reply_id}`, { content: '感谢支持' })).body.status).toBe(200);
    const replies = await env.getAs(replyPage, `/api/store/product/reply/lst/${goods[0].product_id}`);
    expect(replies.list[0]).toMatchObject({ comment: review.comment, merchant_reply_content: '感谢支持' });

    expect((await other.post(`/api/order/del/${order.order_id}`)).http).toBe(404);
    expect((await s.post(`/api/order/del/${order.order_id}`)).body.status).toBe(200);
    expect((await s.get(`/api/order/detail/${order.order_id}`)).http).toBe(404);
  });

  it("a courier number already used for another order is refused unless the merchant confirms one parcel; tracking never shows another parcel's past (issue 24)", async () => {
    const first = await paidOrder(env);
    const second = await paidOrder(env);
    const staff = await staffOf(env, 1);
    const no = `SF${randomInt(1e9, 9e9)}`;
    const ship = (orderId: number, body: Record<string, unknown> = {}) =>
      staff.post(`/api/merchant/order/${orderId}/ship`, { delivery_name: 'SF', delivery_id: no, ...body });
    expect((await ship(first.order.order_id)).body.status).toBe(200);
    // the first parcel has moved on for a day
    await env.db
      .update(schema.logisticsEvent)
      .set({ event_time: sql`${schema.logisticsEvent.event_time} - interval '1 day'` })
      .where(eq(schema.logisticsEvent.delivery_id, no));
    await env.db
      .update(schema.storeOrder)
      .set({ delivery_time: sql`${schema.storeOrder.delivery_time} - interval '1 day'` })
      .where(eq(schema.storeOrder.id, first.order.order_id));

    expect((await ship(second.order.order_id)).body).toMatchObject({
      status: 400,
      message: '该运单号已用于其他订单，请核对运单号；如与其他订单同一包裹发出，请确认后再发货',
    });
    expect((await detail(second.s, second.order.order_id)).status).toBe(0);
    expect((await ship(second.order.order_id, { same_parcel: true })).body.status).toBe(200);

    const express = (s: Shopper, id: number) => s.okAs(orderExpress, 'POST', `/api/order/express/${id}`);
    // one parcel: the first order sees its own day of travel and the second order joining it
    expect((await express(first.s, first.order.order_id)).list.map((e) => e.state)).toEqual([
      'shipped',
      'transit',
      'transit',
      'collected',
      'shipped',
    ]);
    // the second order's timeline starts at its own shipping
    expect((await express(second.s, second.order.order_id)).list.map((e) => e.state)).toEqual(['shipped']);
  });

  it('same-city delivery: the merchant courier picks up and delivers in the timeline, with the merchant notes', async () => {
    const { s, order } = await paidOrder(env);
    const staff = await staffOf(env, 1);
    const phone = `139${String(order.order_id).padStart(8, '0').slice(-8)}`;
    const ship = (body: Record<string, string>) => staff.post(`/api/merchant/order/${order.order_id}/ship`, body);
    expect((await ship({ delivery_type: 'delivery', delivery_name: '王师傅', delivery_id: '123' })).body.message).toBe(
      '请填写正确的配送员手机号',
    );
    expect((await ship({ delivery_type: 'delivery', delivery_name: '王师傅', delivery_id: phone })).body.status).toBe(
      200,
    );
    const express = () => s.okAs(orderExpress, 'POST', `/api/order/express/${order.order_id}`);
    expect(await express()).toMatchObject({
      delivery_type: 'delivery',
      delivery_name: '王师傅',
      list: [{ state: 'shipped', message: `商家已安排同城配送，配送员：王师傅，电话：${phone}` }],
    });
    await staff.post(`/api/merchant/order/${order.order_id}/track`, { message: '配送员已到达小区门口' });
    await env.db
      .update(schema.logisticsEvent)
      .set({ event_time: sql`${schema.logisticsEvent.event_time} - interval '4 hours'` })
      .where(
        and(
          eq(schema.logisticsEvent.delivery_code, 'SELF'),
          eq(schema.logisticsEvent.delivery_id, phone),
          eq(schema.logisticsEvent.state, 'shipped'),
        ),
      );
    await env.db
      .update(schema.storeOrder)
      .set({ delivery_time: sql`${schema.storeOrder.delivery_time} - interval '4 hours'` })
      .where(eq(schema.storeOrder.id, order.order_id));
    expect((await express()).list.map((e) => [e.state, e.message])).toEqual([
      ['note', '配送员已到达小区门口'],
      ['signed', '商品已送达，感谢您的耐心等待'],
      ['delivering', '配送员已取货，正在为您配送'],
      ['shipped', `商家已安排同城配送，配送员：王师傅，电话：${phone}`],
    ]);
  });

  it('a shopper who chose English reads couriers, tracking and refund reasons in English; merchant notes as written', async () => {
    const { s, order } = await paidOrder(env);
    const en = s.inEnglish();
    const staff = await staffOf(env, 1);
    const no = `SF${String(order.order_id).padStart(10, '0')}`;
    await staff.post(`/api/merchant/order/${order.order_id}/ship`, { delivery_name: '顺丰速运', delivery_id: no });
    await staff.post(`/api/merchant/order/${order.order_id}/track`, { message: '包裹已由仓库转交快递员' });
    await env.db
      .update(schema.logisticsEvent)
      .set({ event_time: sql`${schema.logisticsEvent.event_time} - interval '3 days'` })
      .where(eq(schema.logisticsEvent.delivery_id, no));
    await env.db
      .update(schema.storeOrder)
      .set({ delivery_time: sql`${schema.storeOrder.delivery_time} - interval '3 days'` })
      .where(eq(schema.storeOrder.id, order.order_id));

    const english = await en.okAs(orderExpress, 'POST', `/api/order/express/${order.order_id}`);
    expect(english.delivery_name).toBe('SF Express');
    expect(english.list.map((e) => [e.state, e.message])).toEqual([
      ['signed', 'Delivered and signed for by the recipient. Thank you for shopping with us'],
      ['delivering', '[SF Express] Out for delivery, please keep your phone at hand'],
      ['transit', 'Arrived at the destination hub'],
      ['transit', 'Left the origin sorting centre for the destination hub'],
      ['transit', 'Arrived at the origin sorting centre'],
      ['collected', '[SF Express] Parcel collected'],
      // what the merchant wrote stays as written
      ['note', '包裹已由仓库转交快递员'],
      ['shipped', `Shipped by the seller with SF Express, tracking number ${no}`],
    ]);
    const chinese = await s.okAs(orderExpress, 'POST', `/api/order/express/${order.order_id}`);
    expect(chinese.delivery_name).toBe('顺丰速运');
    expect(chinese.list.at(-1)!.message).toBe(`商家已发货，顺丰速运运单号：${no}`);
    expect(chinese.list[0].message).toBe('快件已签收，签收人：本人。感谢使用，期待再次为您服务');
    expect((await detail(en, order.order_id)).delivery_name).toBe('SF Express');
    expect((await detail(s, order.order_id)).delivery_name).toBe('顺丰速运');
    const listed = await en.okAs(pageOfList(afterSalesOrder), 'GET', '/api/order/list?status=1');
    expect(listed.list.find((o) => o.order_id === order.order_id)?.delivery_name).toBe('SF Express');

    // the reasons and couriers to pick from; a reason picked in English is kept as the same reason
    const reasons = (await en.get<string[]>('/api/common/refund_message')).body.data;
    expect(reasons).toContain('Item arrived damaged');
    expect(reasons.join('')).not.toMatch(/[\u3400-\u9fff]/);
    expect((await s.get<string[]>('/api/common/refund_message')).body.data).toContain('收到商品破损');
    const couriers = courier.array().parse((await en.get('/api/common/express')).body.data);
    expect(couriers.find((c) => c.code === 'YTO')?.name).toBe('YTO Express');
    expect(couriers.map((c) => c.name).join('')).not.toMatch(/[\u3400-\u9fff]/);
    expect(courier.array().parse((await s.get('/api/common/express')).body.data)[0].name).toBe('顺丰速运');
    const applied = await en.post<RefundApplied>(`/api/refund/apply/${order.order_id}`, {
      type: 1,
      refund_type: 2,
      ids: [order.orderProduct[0].id],
      refund_message: 'Item arrived damaged',
    });
    expect(applied.body.status, applied.body.message).toBe(200);
    const id = applied.body.data.refund_order_id;
    expect((await refund(en, id)).refund_message).toBe('Item arrived damaged');
    expect((await refund(s, id)).refund_message).toBe('收到商品破损');

    // the return's courier and its tracking
    await staff.decide(id, 'agree');
    const back = {
      delivery_type: 'YTO',
      delivery_id: `YT${String(id).padStart(10, '0')}`,
      delivery_phone: '13612345678',
    };
    expect((await s.post(`/api/refund/back_goods/${id}`, back)).body.status).toBe(200);
    expect(await en.okAs(refundExpress, 'GET', `/api/refund/express/${id}`)).toMatchObject({
      delivery_name: 'YTO Express',
      list: [{ state: 'shipped', message: 'The buyer sent the goods back, waiting for the courier to collect them' }],
    });
    const read = await refund(en, id);
    expect(read.delivery_name).toBe('YTO Express');
    const price = (read.refund_price / 100).toFixed(2);
    expect(read.timeline.map((step) => step.message)).toEqual([
      `The buyer asked for a return and refund of ¥${price}. Reason: Item arrived damaged`,
      "The seller agreed to the return. Please send the goods to the seller's return address",
      `The buyer sent the goods back: YTO Express ${back.delivery_id}`,
    ]);
    expect((await refund(s, id)).timeline.map((step) => step.message)).toEqual([
      `买家申请退货退款，退款金额¥${price}，原因：收到商品破损`,
      '商家同意退货，请将商品寄回商家退货地址',
      `买家已退回商品：圆通速递 ${back.delivery_id}`,
    ]);
    expect(await s.okAs(refundExpress, 'GET', `/api/refund/express/${id}`)).toMatchObject({
      delivery_name: '圆通速递',
      list: [{ state: 'shipped', message: '买家已寄出退货商品，等待快递揽收' }],
    });
  });

  it('tracking events recorded before the English texts get them from migration 0036; notes stay without', async () => {
    const tag = String(randomInt(1e9, 1e10));
    const rows = [
      {
        delivery_code: 'JD',
        delivery_id: `JD${tag}`,
        state: 'shipped',
        message: `商家已发货，京东物流运单号：JD${tag}`,
      },
      {
        delivery_code: 'SELF',
        delivery_id: `1${tag}`,
        state: 'shipped',
        message: `商家已安排同城配送，配送员：王师傅，电话：1${tag}`,
      },
      { delivery_code: 'ZTO', delivery_id: `ZT${tag}`, state: 'shipped', message: '买家已寄出退货商品，等待快递揽收' },
      { delivery_code: 'JD', delivery_id: `JD${tag}`, state: 'note', message: '商家已发货，请注意查收' },
    ];
    await env.db.insert(schema.logisticsEvent).values(rows);
    const migration = readFileSync(new URL('../drizzle/0036_english_texts.sql', import.meta.url), 'utf8');
    for (const statement of migration.split('--> statement-breakpoint').map((t) => t.trim())) {
      if (statement.startsWith('UPDATE')) await env.db.execute(sql.raw(statement));
    }
    const english = await env.db
      .select({ state: schema.logisticsEvent.state, message_en: schema.logisticsEvent.message_en })
      .from(schema.logisticsEvent)
      .where(
        inArray(
          schema.logisticsEvent.delivery_id,
          rows.map((r) => r.delivery_id),
        ),
      )
      .orderBy(schema.logisticsEvent.id);
    expect(english).toEqual([
      { state: 'shipped', message_en: `Shipped by the seller with JD Logistics, tracking number JD${tag}` },
      { state: 'shipped', message_en: `The seller arranged local delivery. Courier: 王师傅, phone 1${tag}` },
      { state: 'shipped', message_en: 'The buyer sent the goods back, waiting for the courier to collect them' },
      { state: 'note', message_en: '' },
    ]);
  });

  it('refund only of one line: limits, double submission, merchant agrees, balance back with a bill', async () => {
    const { s, order, money } = await paidOrder(env, { lines: 2, price: 10_000, num: 2 });
    const [a, b] = order.orderProduct;
    const other = await newShopper(env);
    const staff = await staffOf(env, 1);
    const stranger = await staffOf(env, 2);

    expect((await apply(other, order.order_id, { type: 1, refund_type: 1, ids: [a.id] })).http).toBe(404);
    expect((await apply(s, order.order_id, { type: 1, refund_type: 2, ids: [a.id] })).body.message).toBe(
      '订单尚未发货，请选择仅退款',
    );
    expect((await apply(s, order.order_id, { type: 1, refund_type: 1, ids: [a.id], num: 3 })).body.message).toBe(
      '退款数量不能超过2件',
    );
    const over = await apply(s, order.order_id, { type: 1, refund_type: 1, ids: [a.id], num: 1, refund_price: 10_001 });
    expect(over.body.message).toBe('退款金额不能超过¥100.00');
    expect(
      (await apply(s, order.order_id, { type: 1, refund_type: 1, ids: [a.id], refund_message: '随便' })).body.status,
    ).toBe(400);

    const first = await apply(s, order.order_id, { type: 1, refund_type: 1, ids: [a.id], mark: '拍多了' });
    expect(first.body.status).toBe(200);
    expect((await apply(s, order.order_id, { type: 1, refund_type: 1, ids: [a.id] })).body.message).toContain(
      '请勿重复提交',
    );
    const id = first.body.data.refund_order_id;
    expect(await refund(s, id)).toMatchObject({ status: 0, refund_price: a.pay_price, refund_postage: 0 });
    expect((await refund(s, id)).auto_agree_at).not.toBeNull();
    expect((await other.get(`/api/refund/detail/${id}`)).http).toBe(404);
    expect((await other.get(`/api/order/group_order_detail/${order.group_order_id}`)).body).toMatchObject({
      status: 404,
      message: '订单不存在',
    });
    expect(await detail(s, order.order_id)).toMatchObject({ refund_status: 1 });
    // the merchant cannot ship while a refund waits
    expect(
      (
        await staff.post(`/api/merchant/order/${order.order_id}/ship`, {
          delivery_name: 'SF',
          delivery_id: 'SF00000001',
        })
      ).body.status,
    ).toBe(400);

    expect((await stranger.post(`/api/merchant/refund/${id}/agree`)).http).toBe(404);
    expect((await staff.post(`/api/merchant/refund/${id}/receive`)).body.status).toBe(400);
    expect(await staff.decide(id, 'agree')).toMatchObject({ status: 3 });
    expect((await staff.post(`/api/merchant/refund/${id}/agree`)).body.status).toBe(400);
    expect((await s.post(`/api/refund/cancel/${id}`)).body.status).toBe(400);

    expect((await s.user()).now_money).toBe(money + a.pay_price);
    expect(await bills(env, s.uid)).toMatchObject([{ pm: 1, number: a.pay_price, link_id: String(id) }]);
    const after = await detail(s, order.order_id);
    expect(after).toMatchObject({ status: 0, refund_status: 2 });
    expect(after.orderProduct.map((l) => [l.refund_num, l.refundable_num])).toEqual([
      [2, 0],
      [0, 2],
    ]);
    expect(b.refund_num).toBe(0);
    const listed = await s.okAs(pageOfList(refundSummary), 'GET', '/api/refund/list?type=2');
    expect(listed.list[0].refund_order_id).toBe(id);
    expect((await s.post(`/api/refund/del/${id}`)).body.status).toBe(200);
    expect((await s.get(`/api/refund/detail/${id}`)).http).toBe(404);
  });

  it('every piece refunded before shipping: postage back, order -1, stock returned', async () => {
    const { s, order, goods, money } = await paidOrder(env, { mer_id: 4, price: 5_000 });
    expect(order.pay_postage).toBeGreaterThan(0);
    const stock = await skuStock(env.db, goods[0].unique);
    const batch = await s.okAs(refundProducts, 'GET', `/api/refund/batch_product/${order.order_id}`);
    expect(batch).toMatchObject({ total_refund_price: order.pay_price, postage_price: order.pay_postage });
    const res = await apply(s, order.order_id, { type: 2, refund_type: 1, ids: order.orderProduct.map((l) => l.id) });
    const id = res.body.data.refund_order_id;
    expect(await refund(s, id)).toMatchObject({ refund_price: order.pay_price, refund_postage: order.pay_postage });
    await (await staffOf(env, 4)).decide(id, 'agree');
    expect(await detail(s, order.order_id)).toMatchObject({ status: -1, refund_status: 3, can_refund: false });
    expect((await s.user()).now_money).toBe(money + order.pay_price);
    expect(await skuStock(env.db, goods[0].unique)).toBe(stock + 1);
    expect(
      (await apply(s, order.order_id, { type: 2, refund_type: 1, ids: [order.orderProduct[0].id] })).body.status,
    ).toBe(400);
  });

  it('batch refund with pieces per line: a share per piece, the rest and the postage with the last pieces; sales go down once', async () => {
    const { s, order, goods, money } = await paidOrder(env, { mer_id: 4, price: 800, num: 3, lines: 2 });
    const [a, b] = order.orderProduct;
    const ids = [a.id, b.id];
    expect(order.pay_postage).toBeGreaterThan(0);
    const sales = () =>
      Promise.all(
        goods.map(async (g) => {
          const [p] = await env.db
            .select({ sales: schema.storeProduct.sales })
            .from(schema.storeProduct)
            .where(eq(schema.storeProduct.id, g.product_id));
          const [sku] = await env.db
            .select({ sales: schema.storeProductAttrValue.sales })
            .from(schema.storeProductAttrValue)
            .where(eq(schema.storeProductAttrValue.unique, g.unique));
          return [p.sales, sku.sales];
        }),
      );
    expect(await sales()).toEqual([
      [3, 3],
      [3, 3],
    ]);
    const batch = (nums: number[], lines = ids) =>
      apply(s, order.order_id, { type: 2, refund_type: 1, ids: lines, nums });
    expect((await batch([1])).body.message).toBe('退款数量与退款商品不一致');
    expect((await batch([4, 1])).body.message).toBe('退款数量不能超过3件');
    expect((await batch([0, 1])).body.message).toBe('退款数量必须是正整数');
    expect((await s.okAs(orderCounts, 'GET', '/api/order/number')).refund).toBe(0);

    const first = (await batch([1, 3])).body.data.refund_order_id;
    const share = Math.floor(a.pay_price / 3);
    expect(await refund(s, first)).toMatchObject({ refund_price: share + b.pay_price, refund_postage: 0 });
    expect((await detail(s, order.order_id)).orderProduct.map((l) => l.refundable_num)).toEqual([2, 0]);
    expect((await s.okAs(orderCounts, 'GET', '/api/order/number')).refund).toBe(1);
    const staff = await staffOf(env, 4);
    expect((await staff.post(`/api/merchant/refund/${first}/agree`)).body.status).toBe(200);
    expect((await staff.post(`/api/merchant/refund/${first}/agree`)).body.status).toBe(400);
    await runAfterSalesJobs(env.db);
    expect(await sales()).toEqual([
      [2, 2],
      [0, 0],
    ]);

    // the last two pieces of the first line: the rest of its money and the postage
    const last = (await batch([2], [a.id])).body.data.refund_order_id;
    expect(await refund(s, last)).toMatchObject({
      refund_price: a.pay_price - share + order.pay_postage,
      refund_postage: order.pay_postage,
    });
    await staff.decide(last, 'agree');
    expect(await detail(s, order.order_id)).toMatchObject({ status: -1, refund_status: 3 });
    expect((await s.user()).now_money).toBe(money + order.pay_price);
    expect(await sales()).toEqual([
      [0, 0],
      [0, 0],
    ]);
    expect((await s.okAs(orderCounts, 'GET', '/api/order/number')).refund).toBe(1);
  });

  it('merchant login: failures are throttled per account and per address, like shoppers', async () => {
    await saveStaff(env.db, { mer_id: 3, account: 'throttle_a', password: 'right-pass1', real_name: '测试' });
    await saveStaff(env.db, { mer_id: 3, account: 'throttle_b', password: 'right-pass1', real_name: '测试' });
    const login = (account: string, password: string) => env.post('/api/merchant/login', { account, password });
    for (let i = 0; i < LOGIN_MAX_FAILURES.account; i++) {
      expect((await login('throttle_a', 'wrong-pass')).body.message).toBe('账号或密码错误');
    }
    expect((await login('THROTTLE_A', 'right-pass1')).body).toMatchObject({
      status: 400,
      message: LOGIN_LOCKED_MESSAGE,
    });
    // a success forgets the account's failures
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < LOGIN_MAX_FAILURES.account - 1; i++) await login('throttle_b', 'wrong-pass');
      expect((await login('throttle_b', 'right-pass1')).body.status).toBe(200);
    }
    // per address: failures on many accounts from one address lock that address only
    const ip = '10.20.30.40';
    for (let i = 0; i < LOGIN_MAX_FAILURES.ip; i++) {
      await expect(staffLogin(env.db, `nobody${i}`, 'wrong-pass', ip)).rejects.toThrow('账号或密码错误');
    }
    await expect(staffLogin(env.db, 'throttle_b', 'right-pass1', ip)).rejects.toThrow(LOGIN_LOCKED_MESSAGE);
    expect((await staffLogin(env.db, 'throttle_b', 'right-pass1', '10.20.30.41')).token).toBeTruthy();
  });

  it('return and refund: 0 → 1 → 2 → 3 with the return shipment; postage stays once shipped', async () => {
    const { s, order, goods, money } = await paidOrder(env, { mer_id: 4, price: 5_000 });
    const staff = await staffOf(env, 4);
    await staff.post(`/api/merchant/order/${order.order_id}/ship`, {
      delivery_name: '中通快递',
      delivery_id: 'ZT7000001',
    });
    const res = await apply(s, order.order_id, { type: 1, refund_type: 2, ids: [order.orderProduct[0].id] });
    const id = res.body.data.refund_order_id;
    expect(await refund(s, id)).toMatchObject({ refund_price: order.orderProduct[0].pay_price, refund_postage: 0 });
    const ship = { delivery_type: 'YTO', delivery_id: 'YT9988776655', delivery_phone: '13612345678' };
    expect((await s.post(`/api/refund/back_goods/${id}`, ship)).body.status).toBe(400);
    expect(await staff.decide(id, 'agree')).toMatchObject({ status: 1 });
    expect((await refund(s, id)).return_address?.address).toBeTruthy();
    expect((await s.post(`/api/refund/back_goods/${id}`, { ...ship, delivery_type: 'NOPE' })).body.message).toBe(
      '请选择物流公司',
    );
    expect((await s.post(`/api/refund/back_goods/${id}`, ship)).body.status).toBe(200);
    expect((await s.post(`/api/refund/cancel/${id}`)).body.message).toBe('当前状态不能取消申请');
    const tracking = await s.okAs(refundExpress, 'GET', `/api/refund/express/${id}`);
    expect(tracking).toMatchObject({ delivery_name: '圆通速递' });
    expect(tracking.list.length).toBe(1);
    const stock = await skuStock(env.db, goods[0].unique);
    expect(await staff.decide(id, 'receive')).toMatchObject({ status: 3 });
    expect((await s.user()).now_money).toBe(money + order.orderProduct[0].pay_price);
    expect(await skuStock(env.db, goods[0].unique)).toBe(stock + 1);
    expect(await detail(s, order.order_id)).toMatchObject({ status: -1 });
    expect((await refund(s, id)).timeline.map((t) => t.change_type)).toEqual([
      'apply',
      'agree',
      'back_goods',
      'receive',
      'refund',
    ]);
  });

  it('a refused refund shows its reason and can be applied for again; cancel from 0', async () => {
    const { s, order } = await paidOrder(env);
    const staff = await staffOf(env, 1);
    const line = order.orderProduct[0].id;
    const id = (await apply(s, order.order_id, { type: 1, refund_type: 1, ids: [line] })).body.data.refund_order_id;
    expect((await staff.post(`/api/merchant/refund/${id}/refuse`, {})).body.message).toBe('请输入拒绝原因');
    expect(await staff.decide(id, 'refuse', { reason: '商品已拆封' })).toMatchObject({
      status: -1,
      refuse_reason: '商品已拆封',
    });
    expect((await detail(s, order.order_id)).refused_refund).toEqual({ refund_order_id: id, reason: '商品已拆封' });
    expect((await s.okAs(orderCounts, 'GET', '/api/order/number')).refund).toBe(0);
    const again = await apply(s, order.order_id, { type: 1, refund_type: 1, ids: [line] });
    expect(again.body.status).toBe(200);
    expect((await detail(s, order.order_id)).refused_refund).toBeNull();
    expect((await s.post(`/api/refund/cancel/${again.body.data.refund_order_id}`)).body.status).toBe(200);
    expect((await refund(s, again.body.data.refund_order_id)).status).toBe(-2);
    expect((await detail(s, order.order_id)).orderProduct[0].refundable_num).toBe(1);
  });

  it('forbidden transitions: each decision only from its statuses, only by the own merchant and buyer of the refund', async () => {
    const { s, order } = await paidOrder(env, { mer_id: 4, price: 5_000 });
    const staff = await staffOf(env, 4);
    const stranger = await staffOf(env, 1);
    const other = await newShopper(env);
    await staff.post(`/api/merchant/order/${order.order_id}/ship`, {
      delivery_name: 'SF',
      delivery_id: 'SF7000000123',
    });
    const ship = { delivery_type: 'SF', delivery_id: 'SF7000000456', delivery_phone: '13612345678' };
    const id = (await apply(s, order.order_id, { type: 1, refund_type: 2, ids: [order.orderProduct[0].id] })).body.data
      .refund_order_id;
    const decide = (who: Staff, what: string) => who.post(`/api/merchant/refund/${id}/${what}`, { reason: '不同意' });
    for (const what of ['agree', 'refuse', 'receive']) expect((await decide(stranger, what)).http, what).toBe(404);
    for (const url of [`/api/refund/cancel/${id}`, `/api/refund/back_goods/${id}`, `/api/refund/del/${id}`]) {
      expect((await other.post(url, ship)).http, url).toBe(404);
    }
    expect((await s.post(`/api/refund/del/${id}`)).body.message).toBe('退款处理中，不能删除');
    expect((await decide(staff, 'agree')).body.status).toBe(200);
    // 1 待退货: only the buyer moves (ships back or cancels)
    for (const what of ['agree', 'refuse', 'receive']) expect((await decide(staff, what)).body.status, what).toBe(400);
    expect((await s.post(`/api/refund/cancel/${id}`)).body.status).toBe(200);
    // -2: nothing moves any more
    for (const what of ['agree', 'refuse', 'receive']) expect((await decide(staff, what)).body.status, what).toBe(400);
    expect((await s.post(`/api/refund/back_goods/${id}`, ship)).body.message).toBe('当前状态不能填写退货物流');
    expect((await s.post(`/api/refund/cancel/${id}`)).body.message).toBe('当前状态不能取消申请');
    expect((await refund(s, id)).status).toBe(-2);
    // nothing was refunded: the line can be applied for again
    expect((await detail(s, order.order_id)).orderProduct[0].refundable_num).toBe(1);
  });

  it('concurrent agree and cancel: exactly one happens', async () => {
    for (let round = 0; round < 3; round++) {
      const { s, order, money } = await paidOrder(env);
      const staff = await staffOf(env, 1);
      const id = (await apply(s, order.order_id, { type: 1, refund_type: 1, ids: [order.orderProduct[0].id] })).body
        .data.refund_order_id;
      const [agree, cancel] = await Promise.all([
        staff.post(`/api/merchant/refund/${id}/agree`),
        s.post(`/api/refund/cancel/${id}`),
      ]);
      expect([agree.body.status, cancel.body.status].sort()).toEqual([200, 400]);
      const final = (await refund(s, id)).status;
      expect(final).toBe(agree.body.status === 200 ? 3 : -2);
      expect((await s.user()).now_money).toBe(final === 3 ? money + order.pay_price : money);
    }
  });

  it('the database refuses refund lines over what was paid for the line', async () => {
    const { s, order } = await paidOrder(env);
    const line = order.orderProduct[0];
    const [r] = await env.db
      .insert(schema.storeRefundOrder)
      .values({
        refund_order_sn: `RT${Date.now()}`,
        order_id: order.order_id,
        uid: s.uid,
        mer_id: 1,
        refund_type: 1,
        refund_message: '其他',
        refund_num: 1,
        refund_price: line.pay_price + 1,
      })
      .returning();
    await expect(
      env.db.insert(schema.storeRefundProduct).values({
        refund_order_id: r.id,
        order_product_id: line.id,
        refund_num: 1,
        refund_price: line.pay_price + 1,
      }),
    ).rejects.toThrow();
    await env.db.insert(schema.storeRefundProduct).values({
      refund_order_id: r.id,
      order_product_id: line.id,
      refund_num: 1,
      refund_price: line.pay_price,
    });
    await expect(
      env.db
        .update(schema.storeRefundProduct)
        .set({ refund_price: line.pay_price + 1 })
        .where(eq(schema.storeRefundProduct.refund_order_id, r.id)),
    ).rejects.toThrow();
  });

  it('jobs: auto-agree after REFUND_AGREE_SECONDS, auto-receipt, after-sales window closes', async () => {
    const { s, order, money } = await paidOrder(env);
    const id = (await apply(s, order.order_id, { type: 1, refund_type: 1, ids: [order.orderProduct[0].id] })).body.data
      .refund_order_id;
    await runAfterSalesJobs(env.db);
    expect((await refund(s, id)).status).toBe(0);
    await env.db
      .update(schema.storeRefundOrder)
      .set({ created_at: sql`now() - interval '8 days'` })
      .where(eq(schema.storeRefundOrder.id, id));
    await runAfterSalesJobs(env.db);
    const done = await refund(s, id);
    expect(done.status).toBe(3);
    expect(done.timeline.map((t) => t.change_type)).toContain('auto_agree');
    expect((await s.user()).now_money).toBe(money + order.pay_price);
    await runAfterSalesJobs(env.db); // idempotent
    expect(await bills(env, s.uid)).toHaveLength(1);

    // a shortened timer (config ORDER_TAKE_SECONDS)
    const second = await paidOrder(env);
    await (
      await staffOf(env, 1)
    ).post(`/api/merchant/order/${second.order.order_id}/ship`, {
      delivery_name: 'JD',
      delivery_id: 'JD0001112223',
    });
    await env.db
      .update(schema.storeOrder)
      .set({ delivery_time: sql`now() - interval '2 seconds'` })
      .where(eq(schema.storeOrder.id, second.order.order_id));
    await runAfterSalesJobs(env.db);
    expect(await detail(second.s, second.order.order_id)).toMatchObject({ status: 1 });
    await runAfterSalesJobs(env.db, loadTimers({ ORDER_TAKE_SECONDS: '1' }));
    expect(await detail(second.s, second.order.order_id)).toMatchObject({ status: 2, can_refund: true });
    await env.db
      .update(schema.storeOrder)
      .set({ take_time: sql`now() - interval '16 days'` })
      .where(eq(schema.storeOrder.id, second.order.order_id));
    await runAfterSalesJobs(env.db);
    expect(await detail(second.s, second.order.order_id)).toMatchObject({ can_refund: false });
    const late = await apply(second.s, second.order.order_id, {
      type: 1,
      refund_type: 1,
      ids: [second.order.orderProduct[0].id],
    });
    expect(late.body.message).toBe('订单已超过售后期限，无法申请退款');
  });

  it('the CLI ships and decides refunds through the same services', async () => {
    const { s, order } = await paidOrder(env);
    const out: string[] = [];
    const err: string[] = [];
    const login = ['--account', 'merchant1', '--password', 'shop1234', '--api', env.baseUrl];
    const run = (...args: string[]) =>
      runMall(
        [...args, ...login],
        (l) => out.push(l),
        (l) => err.push(l),
      );
    expect(await run('merchant', 'ship', order.order_sn, '--courier', 'SF', '--no', 'SF5550001')).toBe(0);
    expect(out.pop()).toBe(`shipped ${order.order_sn}: 顺丰速运 SF5550001`);
    expect(await run('merchant', 'ship', order.order_sn, '--courier', 'SF', '--no', 'SF5550001')).toBe(1);
    expect(err.pop()).toBe('订单已发货或已完成，不能重复发货');
    expect(await run('merchant', 'orders', '1', '--status', '1')).toBe(0);
    expect(out.some((l) => l.includes(order.order_sn))).toBe(true);
    const id = (await apply(s, order.order_id, { type: 1, refund_type: 1, ids: [order.orderProduct[0].id] })).body.data
      .refund_order_id;
    expect(await run('merchant', 'refund', 'refuse', String(id))).toBe(1);
    expect(await run('merchant', 'refund', 'refuse', String(id), '--reason', '请先联系客服')).toBe(0);
    expect((await refund(s, id)).refuse_reason).toBe('请先联系客服');
    expect(await run('merchant', 'nothing')).toBe(2);
  });

  it('needs login', async () => {
    for (const [method, url] of [
      ['POST', '/api/order/take/1'],
      ['POST', '/api/order/express/1'],
      ['POST', '/api/refund/apply/1'],
      ['GET', '/api/refund/list'],
      ['GET', '/api/refund/detail/1'],
      ['POST', '/api/reply/1'],
    ] as const) {
      const res = method === 'GET' ? await env.get(url) : await env.post(url, {});
      expect(res.http, url).toBe(401);
    }
    expect((await env.get<string[]>('/api/common/refund_message')).body.data).toContain('不想要了');
    expect(courier.array().parse((await env.get('/api/common/express')).body.data)[0]).toMatchObject({ code: 'SF' });
  });
});
