import { and, eq, inArray, notInArray } from 'drizzle-orm';
import { expect, it } from 'vitest';
import {
  banner,
  brandGroups,
  brandPage,
  categories,
  goodsCardPage,
  homeFloorPage,
  type GoodsCard,
} from '@mall/contracts';
import { z } from 'zod';
import * as schema from '../src/db/schema';
import { asContract, describeApi } from './helpers';
import { makeGoods, newShopper, useShopEnv } from './checkout-fixture';

describeApi('catalog browsing', () => {
  const env = useShopEnv();

  it('GET /api/pc/rec_list pages the top categories, 8 best sellers of each', async () => {
    const tree = await env.getAs(categories, '/api/store/product/category/lst');
    const first = await env.getAs(homeFloorPage, '/api/pc/rec_list?limit=2');
    expect(first.count).toBe(tree.length);
    expect(first.list.map((f) => f.id)).toEqual(tree.slice(0, 2).map((c) => c.id));
    const second = await env.getAs(homeFloorPage, '/api/pc/rec_list?limit=2&page=2');
    expect(second.list.map((f) => f.id)).toEqual(tree.slice(2, 4).map((c) => c.id));
    for (const floor of [...first.list, ...second.list]) {
      expect(floor.list.length).toBeGreaterThan(0);
      expect(floor.list.length).toBeLessThanOrEqual(8);
      const top = tree.find((c) => c.id === floor.id)!;
      expect(floor.children.every((c) => top.children.some((x) => x.id === c.id))).toBe(true);
      const sales = floor.list.map((g) => g.sales);
      expect(sales).toEqual([...sales].sort((a, b) => b - a));
      for (const g of floor.list) expect(Number.isInteger(g.price)).toBe(true);
    }
    const past = await env.getAs(homeFloorPage, `/api/pc/rec_list?page=${tree.length + 1}&limit=1`);
    expect(past.list).toEqual([]);
  });

  it('GET /api/product/spu/recommend pages without overlap and can leave the viewed goods out', async () => {
    const a = await env.getAs(goodsCardPage, '/api/product/spu/recommend?limit=6');
    const b = await env.getAs(goodsCardPage, '/api/product/spu/recommend?limit=6&page=2');
    expect(a.count).toBeGreaterThan(6);
    expect(a.list).toHaveLength(6);
    const ids = new Set(a.list.map((g) => g.product_id));
    for (const g of b.list) expect(ids.has(g.product_id)).toBe(false);
    const first = a.list[0].product_id;
    const without = await env.getAs(goodsCardPage, `/api/product/spu/recommend?limit=6&product_id=${first}`);
    expect(without.list.map((g) => g.product_id)).not.toContain(first);
  });

  it('为你推荐 puts the categories a shopper viewed or favourited first; without history it is the guest list', async () => {
    const page = (token = '') => env.get('/api/product/spu/recommend?limit=6', token);
    const guest = await env.getAs(goodsCardPage, '/api/product/spu/recommend?limit=6');
    const cateOf = async (cards: GoodsCard[]) => {
      const rows = await env.db
        .select({ id: schema.storeProduct.id, cate_id: schema.storeProduct.cate_id })
        .from(schema.storeProduct)
        .where(
          inArray(
            schema.storeProduct.id,
            cards.map((g) => g.product_id),
          ),
        );
      return cards.map((g) => rows.find((r) => r.id === g.product_id)!.cate_id);
    };
    // two level-3 categories none of the guest's first page is in, each with goods of this test
    const [viewedCate, likedCate] = await env.db
      .select({ id: schema.storeCategory.id })
      .from(schema.storeCategory)
      .where(and(eq(schema.storeCategory.level, 3), notInArray(schema.storeCategory.id, await cateOf(guest.list))))
      .limit(2);
    const viewed = await makeGoods(env.db, { cate_id: viewedCate.id });
    const liked = await makeGoods(env.db, { cate_id: likedCate.id });
    const onSaleIn = (cate: number) =>
      env.db.$count(
        schema.storeProduct,
        and(eq(schema.storeProduct.cate_id, cate), eq(schema.storeProduct.is_show, true)),
      );

    const viewer = await newShopper(env);
    await viewer.ok('GET', `/api/store/product/detail/${viewed.product_id}`);
    const fan = await newShopper(env);
    await fan.ok('POST', '/api/user/relation/create', { type: 0, type_id: liked.product_id });
    for (const [shopper, cate] of [
      [viewer, viewedCate.id],
      [fan, likedCate.id],
    ] as const) {
      const mine = await page(shopper.token);
      expect(mine.http).toBe(200);
      expect(mine.headers.get('cache-control')).toBe('private, no-store');
      const { list, count } = asContract(goodsCardPage, mine.body.data, "a shopper's 为你推荐");
      const first = Math.min(6, await onSaleIn(cate));
      expect((await cateOf(list)).slice(0, first)).toEqual(Array(first).fill(cate));
      // the rest of the list is still there, after the shopper's own categories
      expect(count).toBeGreaterThan(guest.count);
    }
    expect(await cateOf(guest.list)).not.toContain(viewedCate.id);

    const newcomer = await newShopper(env);
    expect(await env.getAs(goodsCardPage, '/api/product/spu/recommend?limit=6', newcomer.token)).toEqual(guest);
  });

  it('GET /api/pc/hot_banner/:type answers the banner of each list type', async () => {
    for (const type of ['best', 'new', 'hot', 'good']) {
      const banners = await env.getAs(z.array(banner), `/api/pc/hot_banner/${type}`);
      expect(banners.length, type).toBeGreaterThan(0);
      expect(banners[0].image).toMatch(/^\/uploads\/.+\.svg$/);
      expect(banners[0].url).toBe(`/goods_list?type=${type}`);
    }
  });

  it('GET /api/store/product/brand/category groups every brand by its top category', async () => {
    const groups = await env.getAs(brandGroups, '/api/store/product/brand/category');
    const all = await env.getAs(brandPage, '/api/store/product/brand/lst?limit=1');
    expect(groups.length).toBeGreaterThan(3);
    expect(groups.reduce((n, g) => n + g.brands.length, 0)).toBe(all.count);
    for (const g of groups) expect(g.brands.length).toBeGreaterThan(0);
  });

  it('rejects bad paging and types with a Chinese 400', async () => {
    const cases: [string, string][] = [
      ['/api/pc/rec_list?page=0', '页码必须是正整数'],
      ['/api/pc/rec_list?limit=11', '每页数量不能超过10'],
      ['/api/pc/rec_list?page=101', '页码不能超过100'],
      ['/api/product/spu/recommend?limit=abc', '每页数量必须是正整数'],
      ['/api/product/spu/recommend?product_id=-3', '商品ID必须是正整数'],
      ['/api/pc/hot_banner/cheap', '类型必须是 best、new、hot 或 good'],
    ];
    for (const [path, message] of cases) {
      const res = await env.get(path);
      expect(res.http, path).toBe(400);
      expect(res.body).toEqual({ status: 400, message, data: null });
    }
  });

  it('site, home and category data is publicly cacheable with an ETag and answers 304', async () => {
    for (const path of [
      '/api/pc/config',
      '/api/pc/home',
      '/api/store/product/category/lst',
      '/api/pc/rec_list',
      '/api/pc/hot_banner/new',
      '/api/product/spu/hot/best',
    ]) {
      const res = await fetch(env.baseUrl + path);
      expect(res.headers.get('cache-control'), path).toMatch(/^public, .*stale-while-revalidate=\d+/);
      const etag = res.headers.get('etag');
      expect(etag, path).toMatch(/^".+"$/);
      const again = await fetch(env.baseUrl + path, { headers: { 'If-None-Match': etag! } });
      expect(again.status, path).toBe(304);
      expect(await again.text()).toBe('');
      const changed = await fetch(env.baseUrl + path, { headers: { 'If-None-Match': '"other"' } });
      expect(changed.status).toBe(200);
    }
  });

  it('never caches publicly what is personal, priced for buying, or an error', async () => {
    const token = await env.login();
    const withToken = await fetch(env.baseUrl + '/api/pc/home', { headers: { 'X-Token': token } });
    expect(withToken.headers.get('cache-control')).toBe('private, no-store');
    expect(withToken.headers.get('etag')).toBeNull();
    const detail = await fetch(env.baseUrl + '/api/store/product/detail/1');
    expect(detail.headers.get('cache-control') ?? '').not.toMatch(/public/);
    const cart = await fetch(env.baseUrl + '/api/user/cart/lst', { headers: { 'X-Token': token } });
    expect(cart.headers.get('cache-control') ?? '').not.toMatch(/public/);
    const bad = await fetch(env.baseUrl + '/api/pc/rec_list?page=0');
    expect(bad.headers.get('cache-control')).toBeNull();
  });
});
