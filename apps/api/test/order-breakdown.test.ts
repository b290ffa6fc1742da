import { createdOrder, pageOfList, shopOrder, shopOrderDetail, type OrderCheck } from '@mall/contracts';
import { expect, it } from 'vitest';
import { addToCart, giveCoupon, makeGoods, newAddress, newShopper, useShopEnv } from './checkout-fixture';
import { describeApi } from './helpers';

describeApi('order price breakdown', () => {
  const env = useShopEnv();

  it('goods + postage − shop coupon − platform share − points is what is charged, per shop and overall, to the fen', async () => {
    const s = await newShopper(env, { money: 10_000_000, integral: 100_000 });
    // amounts that do not split evenly, so the platform coupon's shares have to be rounded
    const bought = new Map<number, number>();
    const cartIds = [];
    for (const [mer_id, price, num] of [
      [1, 3_333, 3],
      [4, 4_567, 1],
      [2, 6_661, 1],
    ]) {
      cartIds.push(await addToCart(s, await makeGoods(env.db, { mer_id, price, stock: 20 }), num));
      bought.set(mer_id, price * num);
    }
    await giveCoupon(env.db, s.uid, { mer_id: 1, type: 0, coupon_price: 1_000, use_min_price: 5_000 });
    const platformFace = 2_000;
    await giveCoupon(env.db, s.uid, { type: 10, coupon_price: platformFace, use_min_price: 10_000 });
    await newAddress(s);

    const c = await s.ok<OrderCheck>('POST', '/api/v2/order/check', { cart_id: cartIds, use_integral: 1 });
    // every kind of part is in play
    expect(c.shop_coupon_price).toBe(1_000);
    expect(c.platform_coupon_price).toBe(platformFace);
    expect(c.integral.use).toBe(true);
    expect(c.integral.price).toBeGreaterThan(0);
    expect(c.total_postage).toBeGreaterThan(0);
    expect(c.order).toHaveLength(3);

    const owed = (o: { total_price: number; postage: number; coupon: number; platform: number; points: number }) =>
      o.total_price + o.postage - o.coupon - o.platform - o.points;
    for (const o of c.order) {
      expect(o.total_price).toBe(bought.get(o.mer_id));
      expect(o.pay_price).toBe(
        owed({
          ...o,
          postage: o.postage_price,
          coupon: o.coupon_price,
          platform: o.platform_coupon_price,
          points: o.integral_price,
        }),
      );
    }
    const sumOf = (pick: (o: OrderCheck['order'][number]) => number) => c.order.reduce((a, o) => a + pick(o), 0);
    // the shares of the platform coupon and of the points add up to them, not a fen more or less
    expect(sumOf((o) => o.platform_coupon_price)).toBe(c.platform_coupon_price);
    expect(sumOf((o) => o.integral_price)).toBe(c.integral.price);
    expect(sumOf((o) => o.coupon_price)).toBe(c.shop_coupon_price);
    expect(sumOf((o) => o.postage_price)).toBe(c.total_postage);
    expect(sumOf((o) => o.total_price)).toBe(c.total_price);
    expect(sumOf((o) => o.pay_price)).toBe(c.pay_price);
    expect(c.pay_price).toBe(
      owed({
        total_price: c.total_price,
        postage: c.total_postage,
        coupon: c.shop_coupon_price,
        platform: c.platform_coupon_price,
        points: c.integral.price,
      }),
    );
    // each shop's share is its exact proportional share of the coupon (on what the shop coupons left), rounded
    const base = c.order.map((o) => o.total_price - o.coupon_price);
    const baseSum = base.reduce((a, b) => a + b, 0);
    c.order.forEach((o, i) =>
      expect(Math.abs(o.platform_coupon_price - (platformFace * base[i]) / baseSum)).toBeLessThan(1),
    );
    expect(c.order.some((_, i) => (platformFace * base[i]) % baseSum !== 0)).toBe(true);

    // paid: the balance goes down by the total, and each order's detail shows the same parts
    const before = (await s.user()).now_money;
    const created = await s.okAs(createdOrder, 'POST', '/api/v2/order/create', { key: c.key });
    expect(created.pay_price).toBe(c.pay_price);
    await s.ok('POST', `/api/order/pay/${created.group_order_id}`, { type: 'balance' });
    expect((await s.user()).now_money).toBe(before - c.pay_price);
    const { list } = await s.okAs(pageOfList(shopOrder), 'GET', '/api/order/list?status=-2');
    expect(list).toHaveLength(3);
    for (const row of list) {
      const d = await s.okAs(shopOrderDetail, 'GET', `/api/order/detail/${row.order_id}`);
      const o = c.order.find((x) => x.mer_id === d.mer_id)!;
      expect([
        d.total_price,
        d.pay_postage,
        d.coupon_price,
        d.platform_coupon_price,
        d.integral_price,
        d.pay_price,
      ]).toEqual([
        o.total_price,
        o.postage_price,
        o.coupon_price,
        o.platform_coupon_price,
        o.integral_price,
        o.pay_price,
      ]);
    }
  });
});
