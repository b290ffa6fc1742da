import { pageOfList, shopOrder, type CreatedOrder, type OrderCheck } from '@mall/contracts';
import { eq, sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import {
  addToCart,
  cartRows,
  giveCoupon,
  groupOrder,
  makeGoods,
  newAddress,
  newShopper,
  setSkuStock,
  skuStock,
  useShopEnv,
  type Shopper,
} from './checkout-fixture';
import { newSn } from '../src/modules/order/numbering';
import { purgeStaleCheckouts } from '../src/modules/order/purge';
import { describeApi } from './helpers';

describeApi('order check and create', () => {
  const env = useShopEnv();
  const check = (s: Shopper, body: Record<string, unknown>) => s.post<OrderCheck>('/api/v2/order/check', body);
  const create = (s: Shopper, body: Record<string, unknown>) => s.post<CreatedOrder>('/api/v2/order/create', body);
  const groupsOf = (s: Shopper) =>
    env.db.select().from(schema.storeGroupOrder).where(eq(schema.storeGroupOrder.uid, s.uid));

  it('needs login', async () => {
    const s = await newShopper(env);
    for (const url of ['/api/v2/order/check', '/api/v2/order/create']) {
      expect((await s.request('POST', url, {}, '')).http).toBe(401);
    }
  });

  /** Two shops: 自营 (postage ¥6, free from ¥99) and 极客数码 (postage ¥10, free from ¥99). */
  async function twoShopCart(s: Shopper) {
    const a = await makeGoods(env.db, { mer_id: 1, price: 10_000, stock: 20 });
    const b = await makeGoods(env.db, { mer_id: 4, price: 5_000, stock: 20 });
    const cartIds = [await addToCart(s, a, 2), await addToCart(s, b, 1)];
    return { a, b, cartIds };
  }

  it('prices per shop with shop coupon, platform coupon, points and postage; create takes it all', async () => {
    const s = await newShopper(env, { integral: 1_000 });
    const { a, b, cartIds } = await twoShopCart(s);
    const shopCoupon = await giveCoupon(env.db, s.uid, {
      mer_id: 1,
      type: 0,
      coupon_price: 1_000,
      use_min_price: 10_000,
    });
    const platformCoupon = await giveCoupon(env.db, s.uid, { type: 10, coupon_price: 3_000, use_min_price: 20_000 });
    const addressId = await newAddress(s);

    const res = await check(s, { cart_id: cartIds, use_integral: 1 });
    expect(res.body.status).toBe(200);
    const c = res.body.data;
    expect(c.address?.address_id).toBe(addressId); // the default address when none is given
    expect(
      c.order.map((o) => [
        o.mer_id,
        o.is_trader,
        o.total_price,
        o.coupon_price,
        o.platform_coupon_price,
        o.integral_price,
        o.postage_price,
        o.pay_price,
      ]),
    ).toEqual([
      [1, true, 20_000, 1_000, 2_375, 792, 0, 15_833],
      [4, false, 5_000, 0, 625, 208, 1_000, 5_167],
    ]);
    expect(c).toMatchObject({
      total_price: 25_000,
      total_postage: 1_000,
      shop_coupon_price: 1_000,
      platform_coupon_price: 3_000,
      coupon_price: 4_000,
      pay_price: 21_000,
      platform_coupon_user_id: platformCoupon,
      use_coupon: { 1: [shopCoupon], 0: [platformCoupon] },
      integral: { enabled: true, use: true, balance: 1_000, points: 1_000, price: 1_000 },
    });
    expect(c.order[0].coupons.find((x) => x.coupon_user_id === shopCoupon)).toMatchObject({
      usable: true,
      checked: true,
      discount: 1_000,
    });

    const made = await create(s, { key: c.key, mark: { 1: '请尽快发货' } });
    expect(made.body).toMatchObject({ status: 200, message: '订单创建成功', data: { pay_price: 21_000, paid: 0 } });
    const group = await groupOrder(env.db, made.body.data.group_order_id);
    expect(group).toMatchObject({
      status: 0,
      pay_price: 21_000,
      integral: 1_000,
      integral_price: 1_000,
      coupon_price: 4_000,
    });
    expect(group.address).toMatchObject({ real_name: '王小二', province: '广东省', street: '粤海街道' });
    expect(group.expires_at.getTime() - group.created_at.getTime()).toBeGreaterThan(60_000);

    const orders = await env.db
      .select()
      .from(schema.storeOrder)
      .where(eq(schema.storeOrder.group_order_id, group.id))
      .orderBy(schema.storeOrder.mer_id);
    expect(orders.map((o) => [o.mer_id, o.pay_price, o.mark, o.paid])).toEqual([
      [1, 15_833, '请尽快发货', false],
      [4, 5_167, '', false],
    ]);
    const lines = await env.db
      .select()
      .from(schema.storeOrderProduct)
      .where(eq(schema.storeOrderProduct.order_id, orders[0].id));
    expect(lines[0]).toMatchObject({ title: a.title, price: 10_000, product_num: 2, pay_price: 15_833 });

    expect(await skuStock(env.db, a.unique)).toBe(18);
    expect(await skuStock(env.db, b.unique)).toBe(19);
    expect(await cartRows(env.db, s.uid)).toEqual([]);
    expect((await s.user()).integral).toBe(0);
    const coupons = await env.db.select().from(schema.storeCouponUser).where(eq(schema.storeCouponUser.uid, s.uid));
    expect(coupons.every((x) => x.status === 1 && x.group_order_id === group.id)).toBe(true);
    const [bill] = await env.db.select().from(schema.userBill).where(eq(schema.userBill.uid, s.uid));
    expect(bill).toMatchObject({ category: 'integral', pm: 0, number: 1_000, balance: 0, link_id: String(group.id) });
  });

  it('uses exactly the coupons chosen, none when told so', async () => {
    const s = await newShopper(env);
    const { cartIds } = await twoShopCart(s);
    const small = await giveCoupon(env.db, s.uid, { mer_id: 1, type: 0, coupon_price: 300 });
    await giveCoupon(env.db, s.uid, { mer_id: 1, type: 0, coupon_price: 1_000 });
    const none = (await check(s, { cart_id: cartIds, use_coupon: {} })).body.data;
    expect(none.coupon_price).toBe(0);
    const chosen = (await check(s, { cart_id: cartIds, use_coupon: { 1: [small] } })).body.data;
    expect(chosen.shop_coupon_price).toBe(300);
    expect(chosen.order[0].coupon_user_id).toBe(small);
    const auto = (await check(s, { cart_id: cartIds })).body.data;
    expect(auto.shop_coupon_price).toBe(1_000); // the best one
  });

  it('postage by province: remote provinces pay their own fee', async () => {
    const s = await newShopper(env);
    const { cartIds } = await twoShopCart(s);
    // 新疆维吾尔自治区 乌鲁木齐市 天山区 燕儿窝街道
    const xj = await newAddress(s, { province_id: 65, city_id: 6501, district_id: 650102, street_id: 650102002 });
    const c = (await check(s, { cart_id: cartIds, address_id: xj })).body.data;
    expect(c.order.map((o) => o.postage_price)).toEqual([2_000, 2_000]);
  });

  it('a zero total is paid at once', async () => {
    const s = await newShopper(env);
    const g = await makeGoods(env.db, { mer_id: 1, price: 10_000 });
    const cartId = await addToCart(s, g);
    await giveCoupon(env.db, s.uid, { type: 10, coupon_price: 10_000 });
    await newAddress(s);
    const c = (await check(s, { cart_id: [cartId] })).body.data;
    expect(c.pay_price).toBe(0);
    const made = await create(s, { key: c.key });
    expect(made.body).toMatchObject({ message: '支付成功', data: { paid: 1, pay_price: 0 } });
    expect((await groupOrder(env.db, made.body.data.group_order_id)).status).toBe(1);
  });

  it('order numbers carry the China date and time the pages show; the order list is newest first (issue 24)', async () => {
    const s = await newShopper(env, { money: 100_000 });
    await newAddress(s);
    const made: CreatedOrder[] = [];
    for (let i = 0; i < 3; i++) {
      const g = await makeGoods(env.db, { mer_id: 1, price: 1_000 });
      made.push(await create(s, { key: (await check(s, { cart_id: [await addToCart(s, g)] })).body.data.key }).then((r) => r.body.data));
      await s.ok('POST', `/api/order/pay/${made[i].group_order_id}`, { type: 'balance' });
    }
    // G + yyyyMMddHHmmss read as China time (UTC+8) is the moment the order was placed
    const [, y, mo, d, h, mi, sec] = /^G(\d{4})(\d\d)(\d\d)(\d\d)(\d\d)(\d\d)\d{6}$/.exec(made[2].group_order_sn)!;
    const placed = Date.parse(`${y}-${mo}-${d}T${h}:${mi}:${sec}+08:00`);
    expect(Math.abs(Date.now() - placed)).toBeLessThan(120_000);
    // the middle order was placed earlier than the others (an order kept from another device)
    await env.db
      .update(schema.storeOrder)
      .set({ created_at: sql`now() - interval '1 day'` })
      .where(eq(schema.storeOrder.group_order_id, made[1].group_order_id));
    const { list } = await s.okAs(pageOfList(shopOrder), 'GET', '/api/order/list?status=-2');
    expect(list.map((o) => o.group_order_id)).toEqual([made[2], made[0], made[1]].map((m) => m.group_order_id));
  });

  it('numbers made in the same second never repeat (a flash sale makes hundreds a second)', async () => {
    // six random digits drawn 2,000 times repeat with near certainty; the numbers must not
    const { rows } = (await env.db.execute(
      sql`select ${newSn('O')} as sn from generate_series(1, 2000)`,
    )) as unknown as { rows: { sn: string }[] };
    expect(new Set(rows.map((r) => r.sn)).size).toBe(2000);
    for (const { sn } of rows) expect(sn).toMatch(/^O\d{20}$/);
  });

  it('a double submit makes one order (same key, concurrently)', async () => {
    const s = await newShopper(env);
    const g = await makeGoods(env.db, { stock: 5 });
    const cartId = await addToCart(s, g, 2);
    await newAddress(s);
    const { key } = (await check(s, { cart_id: [cartId] })).body.data;
    const answers = await Promise.all(Array.from({ length: 20 }, () => create(s, { key })));
    expect(answers.map((a) => a.body.status)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.body.data.group_order_id)).size).toBe(1);
    expect(await groupsOf(s)).toHaveLength(1);
    expect(await skuStock(env.db, g.unique)).toBe(3);
  });

  it('an expired key answers 订单操作超时,请刷新页面 and writes nothing', async () => {
    const s = await newShopper(env);
    const g = await makeGoods(env.db);
    const cartId = await addToCart(s, g);
    await newAddress(s);
    const { key } = (await check(s, { cart_id: [cartId] })).body.data;
    await env.db.execute(
      sql`update order_checkout set created_at = created_at - interval '601 seconds' where key = ${key}`,
    );
    for (const body of [{ key }, { key: 'f'.repeat(32) }, { key: 'not-a-key' }, {}]) {
      const res = await create(s, body);
      expect(res.http).toBe(400);
      expect(res.body.message).toBe('订单操作超时,请刷新页面');
    }
    // another shopper's key is no key
    const other = await newShopper(env);
    const fresh = (await check(s, { cart_id: [cartId] })).body.data.key;
    expect((await create(other, { key: fresh })).body.message).toBe('订单操作超时,请刷新页面');
    expect(await groupsOf(s)).toEqual([]);
    expect(await cartRows(env.db, s.uid)).toHaveLength(1);
  });

  it('needs an address to create', async () => {
    const s = await newShopper(env);
    const cartId = await addToCart(s, await makeGoods(env.db));
    const c = (await check(s, { cart_id: [cartId] })).body.data;
    expect(c.address).toBeNull();
    const res = await create(s, { key: c.key });
    expect(res.http).toBe(400);
    expect(res.body.message).toBe('请选择地址');
  });

  it("refuses other shoppers' carts, addresses and coupons, bad coupon choices; writes nothing", async () => {
    const s = await newShopper(env);
    const other = await newShopper(env);
    const g = await makeGoods(env.db, { mer_id: 1, price: 5_000 });
    const mine = await addToCart(s, g);
    const theirs = await addToCart(other, g);
    const theirAddress = await newAddress(other);
    const theirCoupon = await giveCoupon(env.db, other.uid, { mer_id: 1, type: 0, coupon_price: 100 });
    const expired = await giveCoupon(env.db, s.uid, { mer_id: 1, type: 0, coupon_price: 100, days: -1 });
    const high = await giveCoupon(env.db, s.uid, { mer_id: 1, type: 0, coupon_price: 100, use_min_price: 9_000 });
    const a1 = await giveCoupon(env.db, s.uid, { mer_id: 1, type: 0, coupon_price: 100 });
    const a2 = await giveCoupon(env.db, s.uid, { mer_id: 1, type: 0, coupon_price: 200 });
    const cases: [Record<string, unknown>, string][] = [
      [{ cart_id: [mine, theirs] }, '购物车商品不存在，请刷新页面'],
      [{ cart_id: [theirs] }, '购物车商品不存在，请刷新页面'],
      [{ cart_id: [] }, '请选择结算商品'],
      [{ cart_id: [-1] }, '结算商品必须是正整数'],
      [{ cart_id: [mine], address_id: theirAddress }, '地址不存在'],
      [{ cart_id: [mine], use_coupon: { 1: [theirCoupon] } }, '优惠券不存在或已使用'],
      [{ cart_id: [mine], use_coupon: { 1: [expired] } }, '优惠券不存在或已使用'],
      [{ cart_id: [mine], use_coupon: { 1: [high] } }, `「测试券100」不满足使用条件`],
      [{ cart_id: [mine], use_coupon: { 1: [a1, a2] } }, '每个店铺只能使用一张优惠券'],
      [{ cart_id: [mine], use_coupon: { 0: [a1] } }, '「测试券100」不能用于该店铺'],
      [{ cart_id: [mine], use_coupon: { 7: [a1] } }, '优惠券不可用：店铺不在订单中'],
      [{ cart_id: [mine], use_coupon: 'x' }, '优惠券参数格式错误'],
      [{ cart_id: [mine], use_integral: 5 }, 'use_integral必须是0或1'],
    ];
    for (const [body, message] of cases) {
      const res = await check(s, body);
      expect(res.http, JSON.stringify(body)).toBe(400);
      expect(res.body.message, JSON.stringify(body)).toBe(message);
    }
    expect(await env.db.$count(schema.orderCheckout, eq(schema.orderCheckout.uid, s.uid))).toBe(0);
  });

  it('the timed job deletes checkout keys and buy-now carts left for more than a day, nothing newer', async () => {
    const s = await newShopper(env);
    const g = await makeGoods(env.db);
    await newAddress(s);
    const keyOf = async () => {
      const cartId = await addToCart(s, g, 1, 1);
      return { cartId, key: (await check(s, { cart_id: [cartId] })).body.data.key };
    };
    const old = await keyOf();
    const fresh = await keyOf();
    await env.db.execute(sql`update order_checkout set created_at = now() - interval '25 hours' where key = ${old.key}`);
    await env.db.execute(sql`update store_cart set created_at = now() - interval '25 hours' where id = ${old.cartId}`);
    await purgeStaleCheckouts(env.db);
    const keys = await env.db.$count(schema.orderCheckout, eq(schema.orderCheckout.uid, s.uid));
    const carts = await env.db.$count(schema.storeCart, eq(schema.storeCart.uid, s.uid));
    expect([keys, carts]).toEqual([1, 1]);
    expect((await create(s, { key: fresh.key })).body.status).toBe(200);
  });

  it('validates the buyer note and the invoice; nothing written', async () => {
    const s = await newShopper(env);
    const g = await makeGoods(env.db, { mer_id: 1 });
    const cartId = await addToCart(s, g);
    await newAddress(s);
    const { key } = (await check(s, { cart_id: [cartId] })).body.data;
    const company = {
      receipt_type: 1,
      receipt_title_type: 2,
      receipt_title: '杭州某某科技有限公司',
      duty_paragraph: '91330100MA2AXXXX1X',
      email: 'fp@example.com',
    };
    const special = {
      ...company,
      receipt_type: 2,
      bank_name: '招商银行杭州分行',
      bank_code: '571901234567890',
      address: '杭州市西湖区文三路1号',
      tel: '0571-88888888',
    };
    const cases: [Record<string, unknown>, string][] = [
      [{ mark: { 1: '好'.repeat(151) } }, '买家留言不能超过150个字'],
      [{ mark: { 99: '你好' } }, '留言的店铺不在订单中'],
      [{ receipt_data: { receipt_type: 3, receipt_title_type: 1 } }, '请选择发票类型'],
      [
        { receipt_data: { receipt_type: 1, receipt_title_type: 1, receipt_title: '张', email: 'a@b.cn' } },
        '请填写发票抬头（2-50个字）',
      ],
      [
        { receipt_data: { receipt_type: 1, receipt_title_type: 1, receipt_title: '张三', email: 'nope' } },
        '请填写正确的收票邮箱',
      ],
      [{ receipt_data: { ...company, duty_paragraph: '123' } }, '请填写正确的纳税人识别号'],
      [{ receipt_data: { ...special, receipt_title_type: 1 } }, '增值税专用发票仅支持企业抬头'],
      [{ receipt_data: { ...special, bank_code: '12ab' } }, '请填写正确的银行账号'],
      [{ receipt_data: { ...special, tel: 'call me' } }, '请填写正确的企业注册电话'],
      [{ receipt_data: { ...special, address: '' } }, '请填写企业注册地址'],
    ];
    for (const [patch, message] of cases) {
      const res = await create(s, { key, ...patch });
      expect(res.http, JSON.stringify(patch)).toBe(400);
      expect(res.body.message, JSON.stringify(patch)).toBe(message);
    }
    expect(await groupsOf(s)).toEqual([]);
    const made = await create(s, { key, receipt_data: special });
    expect(made.body.status).toBe(200);
    const [order] = await env.db
      .select()
      .from(schema.storeOrder)
      .where(eq(schema.storeOrder.group_order_id, made.body.data.group_order_id));
    expect(order.receipt).toMatchObject({
      receipt_type: 2,
      duty_paragraph: '91330100MA2AXXXX1X',
      bank_code: '571901234567890',
    });
  });

  it('refuses when stock ran out or the price changed after the check; the cart stays', async () => {
    const s = await newShopper(env);
    const g = await makeGoods(env.db, { stock: 5, title: '抢手货' });
    const cartId = await addToCart(s, g, 3);
    await newAddress(s);
    const { key } = (await check(s, { cart_id: [cartId] })).body.data;
    await setSkuStock(env.db, g.unique, 2);
    expect((await create(s, { key })).body.message).toBe('「抢手货」库存不足，最多可购买2件');
    await setSkuStock(env.db, g.unique, 5);
    await env.db
      .update(schema.storeProductAttrValue)
      .set({ price: 20_000 })
      .where(eq(schema.storeProductAttrValue.unique, g.unique));
    expect((await create(s, { key })).body.message).toBe('订单金额已变化，请刷新页面');
    expect(await groupsOf(s)).toEqual([]);
    expect(await skuStock(env.db, g.unique)).toBe(5);
    expect(await cartRows(env.db, s.uid)).toHaveLength(1);
  });

  it('refuses an order amount beyond ¥10,000,000 instead of overflowing', async () => {
    const s = await newShopper(env);
    const g = await makeGoods(env.db, { price: 99_999_999, stock: 50_000 });
    const cartId = await addToCart(s, g, 20);
    const res = await check(s, { cart_id: [cartId] });
    expect(res.http).toBe(400);
    expect(res.body.message).toBe('单笔订单金额不能超过1000万元，请分开下单');
  });

  it('buy-now lines are checked out alone', async () => {
    const s = await newShopper(env);
    const g = await makeGoods(env.db);
    const normal = await addToCart(s, g);
    const now = await addToCart(s, g, 1, 1);
    expect((await check(s, { cart_id: [normal, now] })).body.message).toBe('立即购买的商品需单独结算');
    expect((await check(s, { cart_id: [now] })).body.status).toBe(200);
  });
});
