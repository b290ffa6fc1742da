/**
 * Counts the pages show without counting rows on each request: the hot lists' totals (held per
 * goods version) and a shop's goods and sales (folded totals plus appended changes). Whoever
 * writes the goods (orders, refunds, staff, plain SQL), they stay equal to a count of the rows.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { expect, it, vi } from 'vitest';
import { goodsCardPage, shopDetail, shopPage } from '@mall/contracts';
import * as schema from '../src/db/schema';
import { foldShopTotals } from '../src/modules/merchant/shop-totals';
import { addToCart, makeGoods, newAddress, newShopper, placeOrder, useShopEnv } from './checkout-fixture';
import { describeApi } from './helpers';

const p = schema.storeProduct;

describeApi('list counts and shop totals', () => {
  const env = useShopEnv();

  const listCount = async (type: string) =>
    (await env.getAs(goodsCardPage, `/api/product/spu/hot/${type}?limit=1`)).count;
  // lists are held in memory and dropped when the database notifies a change: on PostgreSQL that
  // notification reaches the server a moment after the write
  const listShows = (type: string, count: number) =>
    vi.waitFor(async () => expect(await listCount(type)).toBe(count), { timeout: 2000, interval: 20 });

  it('a hot list counts its goods on sale as flags, hides and new goods change them', async () => {
    const g = await makeGoods(env.db);
    try {
      const before = { hot: await listCount('hot'), best: await listCount('best') };
      await env.db.update(p).set({ is_hot: true }).where(eq(p.id, g.product_id));
      await listShows('hot', before.hot + 1);
      await env.db.update(p).set({ is_best: true }).where(eq(p.id, g.product_id));
      await listShows('best', before.best + 1);
      await env.db.update(p).set({ is_show: false }).where(eq(p.id, g.product_id));
      await listShows('hot', before.hot);
      await listShows('best', before.best);
      await env.db.update(p).set({ is_show: true, is_best: false }).where(eq(p.id, g.product_id));
      await listShows('hot', before.hot + 1);
      await listShows('best', before.best);
    } finally {
      await env.db.delete(p).where(eq(p.id, g.product_id));
    }
    // on PostgreSQL other suites write goods meanwhile; the oracle is read right after the call
    await vi.waitFor(
      async () => {
        const hot = await listCount('hot');
        expect(hot).toBe(await env.db.$count(p, and(eq(p.is_show, true), eq(p.is_hot, true))));
      },
      { timeout: 2000, interval: 20 },
    );
  });

  it("a shop's goods count and sales follow its goods at once, and folding changes nothing shown", async () => {
    const [model] = await env.db.select().from(schema.merchant).where(eq(schema.merchant.id, 1));
    const merId = 900_000 + Math.floor(Math.random() * 99_999);
    await env.db
      .insert(schema.merchant)
      .values({ ...model, id: merId, mer_name: `测试店铺${merId}`, goods_count: 0, sales: 0 });
    const shop = async () => {
      const { product_count, sales } = await env.getAs(shopDetail, `/api/store/merchant/detail/${merId}`);
      return { goods: product_count, sales };
    };
    const oracle = async () => {
      const [row] = await env.db
        .select({ goods: sql<number>`count(*)::int`, sales: sql<number>`coalesce(sum(${p.sales}), 0)::int` })
        .from(p)
        .where(and(eq(p.mer_id, merId), eq(p.is_show, true)));
      return row;
    };
    const made = [
      await makeGoods(env.db, { mer_id: merId }),
      await makeGoods(env.db, { mer_id: merId }),
      await makeGoods(env.db, { mer_id: merId }),
    ];
    const [a, b, c] = made.map((g) => g.product_id);
    try {
      expect(await shop()).toEqual({ goods: 3, sales: 0 });
      await env.db.update(p).set({ sales: 40 }).where(eq(p.id, a));
      await env.db
        .update(p)
        .set({ sales: sql`${p.sales} + 2` })
        .where(inArray(p.id, [b, c]));
      expect(await shop()).toEqual({ goods: 3, sales: 44 });
      await env.db.update(p).set({ is_show: false }).where(eq(p.id, a));
      expect(await shop()).toEqual({ goods: 2, sales: 4 });
      await foldShopTotals(env.db);
      expect(await shop()).toEqual({ goods: 2, sales: 4 });
      await env.db.delete(p).where(eq(p.id, c));
      expect(await shop()).toEqual({ goods: 1, sales: 2 });
      expect(await shop()).toEqual(await oracle());

      // a paid order counts as sold in the shop's sales on the next request
      const s = await newShopper(env, { money: 1_000_000 });
      const cartId = await addToCart(s, made[1], 3);
      await newAddress(s);
      const created = await placeOrder(s, [cartId]);
      await s.ok('POST', `/api/order/pay/${created.group_order_id}`, { type: 'balance' });
      expect(await shop()).toEqual({ goods: 1, sales: 5 });
      // the shop list sorts and shows by the same figure
      const listed = await env.getAs(
        shopPage,
        `/api/store/merchant/lst?keyword=${encodeURIComponent(`测试店铺${merId}`)}`,
      );
      expect(listed.list).toEqual([expect.objectContaining({ mer_id: merId, sales: 5 })]);
      await foldShopTotals(env.db);
      expect(await shop()).toEqual(await oracle());
      const left = await env.db.$count(schema.merchantTotalsChange, eq(schema.merchantTotalsChange.mer_id, merId));
      expect(left).toBe(0);
    } finally {
      await env.db.delete(p).where(eq(p.mer_id, merId));
    }
  });
});
