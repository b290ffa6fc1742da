import { couponGoods, couponOfferPage, couponOffers, couponReceived, searchCardPage } from '@mall/contracts';
import { and, eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/client';
import * as schema from '../src/db/schema';
import { makeGoods, newShopper, useShopEnv } from './checkout-fixture';
import { describeApi, okData } from './helpers';

const DAY = 86_400_000;

/** A coupon template of this test only; a shop coupon of merchant 1 unless told. */
async function makeCoupon(db: Db, patch: Partial<typeof schema.storeCoupon.$inferInsert> = {}) {
  const [row] = await db
    .insert(schema.storeCoupon)
    .values({ mer_id: 1, type: 0, title: '测试券 满100减10', coupon_price: 1_000, use_min_price: 10_000, ...patch })
    .returning();
  return row;
}

const limited = (total: number, user_limit = 1) => ({ total_count: total, remain_count: total, user_limit });

async function held(db: Db, couponId: number, uid?: number) {
  return db
    .select()
    .from(schema.storeCouponUser)
    .where(and(eq(schema.storeCouponUser.coupon_id, couponId), uid ? eq(schema.storeCouponUser.uid, uid) : undefined));
}

async function remain(db: Db, couponId: number) {
  const [row] = await db.select({ remain: schema.storeCoupon.remain_count }).from(schema.storeCoupon).where(eq(schema.storeCoupon.id, couponId));
  return row.remain;
}

describeApi('coupon centre and claiming', () => {
  const env = useShopEnv();

  it('lists claimable coupons by kind, paged, with bad input refused in Chinese', async () => {
    const s = await newShopper(env);
    const all = await s.okAs(couponOfferPage, 'GET', '/api/coupon/getlst?limit=50');
    expect(all.count).toBeGreaterThan(10);
    expect(all.list.length).toBe(Math.min(50, all.count));
    expect(all.list.some((c) => c.title === '下周预告券 满100减15')).toBe(false); // claim window not open
    for (const type of [0, 1, 10, 11, 12]) {
      const page = await s.okAs(couponOfferPage, 'GET', `/api/coupon/getlst?type=${type}&limit=50`);
      expect(page.count, `type ${type}`).toBeGreaterThan(0);
      expect(page.list.every((c) => c.type === type)).toBe(true);
    }
    const shop = await s.okAs(couponOfferPage, 'GET', '/api/coupon/getlst?type=0&limit=3&page=2');
    expect(shop.list.length).toBe(3);
    expect(shop.list[0].merchant?.mer_name).toBeTruthy();
    const far = await s.okAs(couponOfferPage, 'GET', '/api/coupon/getlst?page=9999');
    expect(far.list).toEqual([]);

    for (const [q, message] of [
      ['type=5', '优惠券类型必须是0、1、10、11或12'],
      ['type=abc', '优惠券类型必须是0、1、10、11或12'],
      ['limit=51', '每页数量不能超过50'],
      ['page=0', '页码必须是正整数'],
    ]) {
      const res = await s.get(`/api/coupon/getlst?${q}`);
      expect(res.http, q).toBe(400);
      expect(res.body).toMatchObject({ status: 400, message });
    }
  });

  it('claims a coupon: needs login, copies the terms, takes one from the quantity', async () => {
    const c = await makeCoupon(env.db, { ...limited(5), coupon_time: 7 });
    const s = await newShopper(env);
    const guest = await s.request('POST', `/api/coupon/receive/${c.id}`, {}, '');
    expect(guest.http).toBe(401);
    expect(guest.body.status).toBe(410000);

    const res = await s.post(`/api/coupon/receive/${c.id}`);
    expect(res.body).toMatchObject({ status: 200, message: '领取成功' });
    const { coupon_user_id } = okData(couponReceived, res, 'claim');
    const [row] = await held(env.db, c.id, s.uid);
    expect(row).toMatchObject({ id: coupon_user_id, coupon_title: c.title, coupon_price: 1_000, use_min_price: 10_000, status: 0, mer_id: 1 });
    expect(row.end_time.getTime() - row.start_time.getTime()).toBe(7 * DAY);
    expect(await remain(env.db, c.id)).toBe(4);

    // it now shows as claimed for this user and claimable for another
    const mine = await s.okAs(couponOffers, 'GET', '/api/coupon/store/1');
    expect(mine.find((o) => o.coupon_id === c.id)).toMatchObject({ received: 1, state: 'received', remain_count: 4 });
    const other = await newShopper(env);
    expect((await other.okAs(couponOffers, 'GET', '/api/coupon/store/1')).find((o) => o.coupon_id === c.id)?.state).toBe('receive');
  });

  it('a fixed-window coupon is valid in its window', async () => {
    const start = new Date(Date.now() - DAY);
    const end = new Date(Date.now() + 10 * DAY);
    const c = await makeCoupon(env.db, { coupon_type: 1, use_start_time: start, use_end_time: end });
    const s = await newShopper(env);
    await s.ok('POST', `/api/coupon/receive/${c.id}`);
    const [row] = await held(env.db, c.id, s.uid);
    expect([row.start_time.getTime(), row.end_time.getTime()]).toEqual([start.getTime(), end.getTime()]);
  });

  it('refuses outside the claim window, when used up, and unknown or bad ids; nothing written', async () => {
    const s = await newShopper(env);
    const cases: [Partial<typeof schema.storeCoupon.$inferInsert>, number, string][] = [
      [{ receive_start_time: new Date(Date.now() + DAY) }, 400, '优惠券领取尚未开始'],
      [{ receive_end_time: new Date(Date.now() - 1000) }, 400, '优惠券领取已结束'],
      [{ coupon_type: 1, use_start_time: new Date(Date.now() - 3 * DAY), use_end_time: new Date(Date.now() - DAY) }, 400, '优惠券领取已结束'],
      [{ total_count: 3, remain_count: 0 }, 400, '优惠券已领完'],
      [{ is_del: true }, 404, '优惠券不存在'],
      [{ is_show: false }, 404, '优惠券不存在'],
    ];
    for (const [patch, status, message] of cases) {
      const c = await makeCoupon(env.db, patch);
      const res = await s.post(`/api/coupon/receive/${c.id}`);
      expect(res.body, JSON.stringify(patch)).toMatchObject({ status, message });
      expect(await held(env.db, c.id)).toHaveLength(0);
    }
    expect((await s.post('/api/coupon/receive/2000000000')).body).toMatchObject({ status: 404, message: '优惠券不存在' });
    const bad = await s.post('/api/coupon/receive/abc');
    expect(bad.http).toBe(400);
    expect(bad.body.message).toBe('优惠券ID必须是整数');
  });

  it('enforces the per-user limit', async () => {
    const once = await makeCoupon(env.db, limited(10));
    const twice = await makeCoupon(env.db, limited(10, 2));
    const s = await newShopper(env);
    await s.ok('POST', `/api/coupon/receive/${once.id}`);
    expect((await s.post(`/api/coupon/receive/${once.id}`)).body).toMatchObject({ status: 400, message: '您已领取过该优惠券' });
    await s.ok('POST', `/api/coupon/receive/${twice.id}`);
    await s.ok('POST', `/api/coupon/receive/${twice.id}`);
    expect((await s.post(`/api/coupon/receive/${twice.id}`)).body).toMatchObject({ status: 400, message: '该优惠券每人限领2张' });
    expect(await held(env.db, once.id, s.uid)).toHaveLength(1);
    expect(await held(env.db, twice.id, s.uid)).toHaveLength(2);
    expect([await remain(env.db, once.id), await remain(env.db, twice.id)]).toEqual([9, 8]);
  });

  it('two concurrent claims of the last coupon: exactly one succeeds', async () => {
    for (let round = 0; round < 3; round++) {
      const c = await makeCoupon(env.db, limited(1));
      const [a, b] = await Promise.all([newShopper(env), newShopper(env)]);
      const answers = await Promise.all([a.post(`/api/coupon/receive/${c.id}`), b.post(`/api/coupon/receive/${c.id}`)]);
      expect(answers.map((r) => r.body.status).sort()).toEqual([200, 400]);
      expect(answers.find((r) => r.body.status === 400)?.body.message).toBe('优惠券已领完');
      expect(await held(env.db, c.id)).toHaveLength(1);
      expect(await remain(env.db, c.id)).toBe(0);
    }
  });

  it('one user claiming many times at once gets the limit, no more', async () => {
    const c = await makeCoupon(env.db, limited(10, 2));
    const s = await newShopper(env);
    const answers = await Promise.all(Array.from({ length: 6 }, () => s.post(`/api/coupon/receive/${c.id}`)));
    expect(answers.filter((r) => r.body.status === 200)).toHaveLength(2);
    expect(await held(env.db, c.id, s.uid)).toHaveLength(2);
    expect(await remain(env.db, c.id)).toBe(8);
  });

  it('a shop lists its shop and goods coupons; unknown shop → 404', async () => {
    const s = await newShopper(env);
    const list = await s.okAs(couponOffers, 'GET', '/api/coupon/store/2');
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((o) => o.mer_id === 2 && (o.type === 0 || o.type === 1))).toBe(true);
    expect((await s.get('/api/coupon/store/999999')).body).toMatchObject({ status: 404, message: '店铺不存在' });
    expect((await s.get('/api/coupon/store/x')).http).toBe(400);
  });

  it('a goods page offers its shop coupons and its own goods coupons', async () => {
    const g = await makeGoods(env.db, { mer_id: 3 });
    const other = await makeGoods(env.db, { mer_id: 3 });
    const mine = await makeCoupon(env.db, { mer_id: 3, type: 1, scope_ids: [g.product_id], title: '单品券' });
    const notMine = await makeCoupon(env.db, { mer_id: 3, type: 1, scope_ids: [other.product_id], title: '别的单品券' });
    const s = await newShopper(env);
    const offers = await s.okAs(couponOffers, 'GET', `/api/coupon/product?product_id=${g.product_id}`);
    const ids = offers.map((o) => o.coupon_id);
    expect(ids).toContain(mine.id);
    expect(ids).not.toContain(notMine.id);
    expect(offers.every((o) => o.mer_id === 3)).toBe(true);
    expect(offers.some((o) => o.type === 0)).toBe(true);

    expect((await s.get('/api/coupon/product')).body).toMatchObject({ status: 400, message: '请选择商品' });
    expect((await s.get('/api/coupon/product?product_id=-1')).http).toBe(400);
    expect((await s.get('/api/coupon/product?product_id=2000000001')).body).toMatchObject({ status: 404, message: '商品不存在' });
  });

  it('lists the goods a coupon applies to, and tags goods cards with 券', async () => {
    const g = await makeGoods(env.db, { mer_id: 4, title: '券测试商品甲' });
    const c = await makeCoupon(env.db, { mer_id: 4, type: 1, scope_ids: [g.product_id] });
    const s = await newShopper(env);
    const page = await s.okAs(couponGoods, 'GET', `/api/product/spu/coupon_product?coupon_id=${c.id}`);
    expect(page.coupon.coupon_id).toBe(c.id);
    expect(page.count).toBe(1);
    expect(page.list[0]).toMatchObject({ product_id: g.product_id, has_coupon: true });

    const shopCoupon = await makeCoupon(env.db, { mer_id: 5 });
    const shopGoods = await s.okAs(couponGoods, 'GET', `/api/product/spu/coupon_product?coupon_id=${shopCoupon.id}&limit=50`);
    expect(shopGoods.count).toBeGreaterThan(0);
    expect(shopGoods.list.every((x) => x.mer_id === 5)).toBe(true);

    const search = await s.okAs(searchCardPage, 'GET', `/api/product/spu/lst?keyword=${encodeURIComponent('券测试商品甲')}`);
    expect(search.list.find((x) => x.product_id === g.product_id)?.has_coupon).toBe(true);

    expect((await s.get('/api/product/spu/coupon_product')).body).toMatchObject({ status: 400, message: '请选择优惠券' });
    expect((await s.get('/api/product/spu/coupon_product?coupon_id=2000000000')).body).toMatchObject({ status: 404, message: '优惠券不存在' });
    expect((await s.get(`/api/product/spu/coupon_product?coupon_id=${c.id}&limit=0`)).http).toBe(400);
  });
});
