import { cartAdded, cartAgainAdded, cartCount, cartList, type AddToCart, type CartAdded } from '@mall/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema';
import { cartRows, makeGoods, newShopper, setSkuStock, type Shopper } from './checkout-fixture';
import { useShopEnv } from './checkout-fixture';
import { describeApi, type Answer } from './helpers';

describeApi('cart', () => {
  const env = useShopEnv();

  const add = (s: Shopper, product_id: number, unique: string, cart_num: number, is_new: AddToCart['is_new'] = 0) =>
    s.post<CartAdded>('/api/user/cart/create', {
      product_id,
      product_attr_unique: unique,
      cart_num,
      is_new,
      product_type: 0,
    } satisfies AddToCart);
  const count = async (s: Shopper) => (await s.okAs(cartCount, 'GET', '/api/user/cart/count'))[0].count;

  it('needs login on every cart call', async () => {
    const s = await newShopper(env);
    for (const [method, url] of [
      ['GET', '/api/user/cart/lst'],
      ['GET', '/api/user/cart/count'],
      ['POST', '/api/user/cart/create'],
      ['POST', '/api/user/cart/change/1'],
      ['POST', '/api/user/cart/delete'],
      ['POST', '/api/user/cart/again'],
    ] as const) {
      const res = await s.request(method, url, method === 'POST' ? {} : undefined, '');
      expect(res.http, url).toBe(401);
      expect(res.body).toEqual({ status: 410000, message: '请登录', data: null });
    }
  });

  it('adds goods, merges the same SKU, groups by shop with the 自营 flag, counts pieces', async () => {
    const s = await newShopper(env);
    const a = await makeGoods(env.db, { mer_id: 1, price: 12_990, stock: 50, skus: 2 });
    const b = await makeGoods(env.db, { mer_id: 4, price: 500, stock: 50 });
    const first = await add(s, a.product_id, a.skus[0], 2);
    expect(first.body).toMatchObject({ status: 200, message: '添加成功' });
    const again = await add(s, a.product_id, a.skus[0], 3);
    expect(again.body.data.cart_id).toBe(first.body.data.cart_id);
    await add(s, a.product_id, a.skus[1], 1);
    await add(s, b.product_id, b.unique, 4);

    const { list, fail } = await s.okAs(cartList, 'GET', '/api/user/cart/lst');
    expect(fail).toEqual([]);
    expect(list.map((g) => g.mer_id)).toEqual([4, 1]); // latest addition first
    const [shop4, shop1] = list;
    expect(shop1.is_trader).toBe(true);
    expect(shop4.is_trader).toBe(false);
    expect(shop1.mer_name).toBe('e购自营旗舰店');
    const line = shop1.cart.find((l) => l.product_attr_unique === a.skus[0])!;
    expect(line).toMatchObject({
      cart_id: first.body.data.cart_id,
      cart_num: 5,
      price: 12_990,
      stock: 50,
      sku: '规格1',
      title: a.title,
    });
    expect(line.image).toMatch(/^\/uploads\//);
    expect(await count(s)).toBe(5 + 1 + 4);
  });

  it('buy-now carts stay out of the cart list and the count, and are never merged', async () => {
    const s = await newShopper(env);
    const g = await makeGoods(env.db, { stock: 10 });
    await add(s, g.product_id, g.unique, 2);
    const now1 = await add(s, g.product_id, g.unique, 1, 1);
    const now2 = await add(s, g.product_id, g.unique, 1, 1);
    expect(now1.body.status).toBe(200);
    expect(now2.body.data.cart_id).not.toBe(now1.body.data.cart_id);
    const { list } = await s.okAs(cartList, 'GET', '/api/user/cart/lst');
    expect(list.flatMap((x) => x.cart).map((l) => l.cart_num)).toEqual([2]);
    expect(await count(s)).toBe(2);
    // buy now checks the quantity on its own, not merged with the cart
    expect((await add(s, g.product_id, g.unique, 10, 1)).body.status).toBe(200);
  });

  it('refuses quantities over stock or limits, off-sale goods, unknown SKUs; nothing written', async () => {
    const s = await newShopper(env);
    const g = await makeGoods(env.db, { stock: 5, once_max_count: 3 });
    const min = await makeGoods(env.db, { stock: 5, once_min_count: 2 });
    const hidden = await makeGoods(env.db, { is_show: false });
    const other = await makeGoods(env.db);
    const cases: [Promise<Answer>, RegExp][] = [
      [add(s, g.product_id, g.unique, 4), /^数量超出限购，每单限购3件$/],
      [add(s, min.product_id, min.unique, 1), /^该商品2件起购$/],
      [add(s, min.product_id, min.unique, 6), /^库存不足，最多可购买5件$/],
      [add(s, hidden.product_id, hidden.unique, 1), /^商品已下架$/],
      [add(s, g.product_id, other.unique, 1), /^商品规格不存在$/], // SKU of another product
      [add(s, 2_000_000_001, g.unique, 1), /^商品已下架$/],
      [add(s, g.product_id, g.unique, 0), /^购买数量必须是正整数$/],
      [add(s, g.product_id, g.unique, -3), /^购买数量必须是正整数$/],
      [add(s, g.product_id, g.unique, 1e9), /^购买数量不能超过99999$/],
      [add(s, g.product_id, g.unique, 1.5), /^购买数量必须是整数$/],
      [add(s, g.product_id, "x' or 1=1", 1), /^商品规格不存在$/],
      [
        s.post('/api/user/cart/create', {
          product_id: g.product_id,
          product_attr_unique: g.unique,
          cart_num: 1,
          product_type: 9, // no such activity
        }),
        /^暂不支持该类型的商品$/,
      ],
      [s.post('/api/user/cart/create', { product_attr_unique: g.unique, cart_num: 1 }), /^商品ID必须是整数$/],
      [s.post('/api/user/cart/create', { product_id: g.product_id, cart_num: 1 }), /^请选择商品规格$/],
      [
        s.post('/api/user/cart/create', {
          product_id: g.product_id,
          product_attr_unique: g.unique,
          cart_num: 1,
          is_new: 2,
        }),
        /^is_new必须是0或1$/,
      ],
    ];
    for (const [pending, message] of cases) {
      const res = await pending;
      expect(res.http).toBe(400);
      expect(res.body.status).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    expect(await cartRows(env.db, s.uid)).toEqual([]);
  });

  it('refuses a merge that would pass the stock and keeps the quantity already there', async () => {
    const s = await newShopper(env);
    const g = await makeGoods(env.db, { stock: 5 });
    await add(s, g.product_id, g.unique, 4);
    const res = await add(s, g.product_id, g.unique, 2);
    expect(res.http).toBe(400);
    expect(res.body.message).toBe('库存不足，最多可购买5件（购物车中已有4件）');
    expect((await cartRows(env.db, s.uid)).map((r) => r.cart_num)).toEqual([4]);
  });

  it('lists off-sale, removed and sold-out goods under fail with the reason; they are not counted', async () => {
    const s = await newShopper(env);
    const ok = await makeGoods(env.db, { price: 100 });
    const off = await makeGoods(env.db);
    const gone = await makeGoods(env.db, { skus: 2 });
    const sold = await makeGoods(env.db);
    for (const g of [ok, off, gone, sold]) await add(s, g.product_id, g.unique, 2);
    await env.db.update(schema.storeProduct).set({ is_show: false }).where(eq(schema.storeProduct.id, off.product_id));
    await env.db.delete(schema.storeProductAttrValue).where(eq(schema.storeProductAttrValue.unique, gone.unique));
    await setSkuStock(env.db, sold.unique, 0);

    const { list, fail } = await s.okAs(cartList, 'GET', '/api/user/cart/lst');
    expect(list.flatMap((g) => g.cart).map((l) => l.product_id)).toEqual([ok.product_id]);
    const reasons = Object.fromEntries(fail.map((f) => [f.product_id, f.reason]));
    expect(reasons).toEqual({
      [off.product_id]: '商品已下架',
      [gone.product_id]: '商品规格已不存在',
      [sold.product_id]: '商品已售罄',
    });
    expect(await count(s)).toBe(2);
  });

  describe('change', () => {
    it('sets a quantity within stock and limits; refuses beyond with the bound in the message', async () => {
      const s = await newShopper(env);
      const g = await makeGoods(env.db, { stock: 8, once_max_count: 6 });
      const { cart_id } = await s.okAs(cartAdded, 'POST', '/api/user/cart/create', {
        product_id: g.product_id,
        product_attr_unique: g.unique,
        cart_num: 1,
      });
      expect(await s.ok('POST', `/api/user/cart/change/${cart_id}`, { cart_num: 6 })).toEqual({ cart_id, cart_num: 6 });
      const over = await s.post(`/api/user/cart/change/${cart_id}`, { cart_num: 7 });
      expect(over.http).toBe(400);
      expect(over.body.message).toBe('数量超出限购，每单限购6件');
      await setSkuStock(env.db, g.unique, 3);
      expect((await s.post(`/api/user/cart/change/${cart_id}`, { cart_num: 4 })).body.message).toBe(
        '库存不足，最多可购买3件',
      );
      expect((await s.post(`/api/user/cart/change/${cart_id}`, { cart_num: 0 })).body.message).toBe(
        '购买数量必须是正整数',
      );
      expect((await s.post(`/api/user/cart/change/abc`, { cart_num: 1 })).body.message).toBe('购物车ID必须是整数');
      expect((await cartRows(env.db, s.uid))[0].cart_num).toBe(6);
    });

    it("refuses another shopper's cart line", async () => {
      const owner = await newShopper(env);
      const thief = await newShopper(env);
      const g = await makeGoods(env.db);
      const { cart_id } = await owner.okAs(cartAdded, 'POST', '/api/user/cart/create', {
        product_id: g.product_id,
        product_attr_unique: g.unique,
        cart_num: 2,
      });
      const res = await thief.post(`/api/user/cart/change/${cart_id}`, { cart_num: 1 });
      expect(res.http).toBe(400);
      expect(res.body.message).toBe('购物车商品不存在');
      expect((await cartRows(env.db, owner.uid))[0].cart_num).toBe(2);
    });
  });

  describe('delete', () => {
    it('deletes own lines; a list with a foreign id deletes nothing', async () => {
      const owner = await newShopper(env);
      const other = await newShopper(env);
      const g = await makeGoods(env.db, { skus: 3 });
      const ids: number[] = [];
      for (const unique of g.skus) {
        ids.push(
          (
            await owner.okAs(cartAdded, 'POST', '/api/user/cart/create', {
              product_id: g.product_id,
              product_attr_unique: unique,
              cart_num: 1,
            })
          ).cart_id,
        );
      }
      const foreign = (
        await other.okAs(cartAdded, 'POST', '/api/user/cart/create', {
          product_id: g.product_id,
          product_attr_unique: g.unique,
          cart_num: 1,
        })
      ).cart_id;

      const mixed = await owner.post('/api/user/cart/delete', { cart_id: [ids[0], foreign] });
      expect(mixed.http).toBe(400);
      expect(mixed.body.message).toBe('购物车商品不存在');
      expect(await cartRows(env.db, owner.uid)).toHaveLength(3);
      expect(await cartRows(env.db, other.uid)).toHaveLength(1);

      for (const bad of [{}, { cart_id: [] }, { cart_id: [-1] }, { cart_id: 'a,b' }]) {
        expect((await owner.post('/api/user/cart/delete', bad)).http).toBe(400);
      }
      expect((await owner.post('/api/user/cart/delete', { cart_id: [ids[0], ids[1]] })).body).toMatchObject({
        status: 200,
        message: '删除成功',
      });
      expect((await cartRows(env.db, owner.uid)).map((r) => r.id)).toEqual([ids[2]]);
    });
  });

  describe('again', () => {
    it('puts the lines back into the cart (merged) and answers their cart ids', async () => {
      const s = await newShopper(env);
      const a = await makeGoods(env.db, { stock: 10 });
      const b = await makeGoods(env.db, { stock: 10 });
      await s.ok('POST', '/api/user/cart/create', {
        product_id: a.product_id,
        product_attr_unique: a.unique,
        cart_num: 1,
      });
      const res = await s.okAs(cartAgainAdded, 'POST', '/api/user/cart/again', {
        data: [
          { product_id: a.product_id, product_attr_unique: a.unique, cart_num: 2 },
          { product_id: b.product_id, product_attr_unique: b.unique, cart_num: 3 },
        ],
      });
      expect(res.cart_id).toHaveLength(2);
      const rows = await cartRows(env.db, s.uid);
      expect(rows.map((r) => [r.product_id, r.cart_num, r.is_new])).toEqual([
        [a.product_id, 3, false],
        [b.product_id, 3, false],
      ]);
    });

    it('adds nothing when one of the goods cannot be bought', async () => {
      const s = await newShopper(env);
      const a = await makeGoods(env.db, { stock: 10 });
      const b = await makeGoods(env.db, { stock: 1, title: '限量款' });
      const res = await s.post('/api/user/cart/again', {
        data: [
          { product_id: a.product_id, product_attr_unique: a.unique, cart_num: 2 },
          { product_id: b.product_id, product_attr_unique: b.unique, cart_num: 3 },
        ],
      });
      expect(res.http).toBe(400);
      expect(res.body.message).toBe('「限量款」库存不足，最多可购买1件');
      expect(await cartRows(env.db, s.uid)).toEqual([]);
      expect((await s.post('/api/user/cart/again', { data: [] })).body.message).toBe('请选择商品');
    });
  });
});
