import { and, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, expect, it } from 'vitest';
import { goodsDetail, goodsShow, historyPage, replyPage } from '@mall/contracts';
import * as schema from '../src/db/schema';
import { useCatalogEnv } from './catalog-fixture';
import { describeApi } from './helpers';

const { storeProduct: p, storeProductAttrValue: v } = schema;

describeApi('goods detail', () => {
  const env = useCatalogEnv();
  let multi: number; // goods with two attributes
  let single: number; // single-spec goods
  let hidden: number;
  let reviewed: number; // goods with good, middle and bad reviews
  let token = '';

  beforeAll(async () => {
    const attrs = await env.db
      .select({ id: p.id, n: sql<number>`jsonb_array_length(${p.attrs})` })
      .from(p)
      .where(eq(p.is_show, true));
    multi = attrs.find((r) => r.n === 2)!.id;
    single = attrs.find((r) => r.n === 0)!.id;
    const [h] = await env.db.select({ id: p.id }).from(p).where(eq(p.is_show, false)).limit(1);
    hidden = h?.id ?? 0;
    const r = schema.storeProductReply;
    const [withAll] = await env.db
      .select({ id: r.product_id })
      .from(r)
      .innerJoin(p, eq(p.id, r.product_id))
      .where(eq(p.is_show, true))
      .groupBy(r.product_id)
      .having(
        sql`bool_or(${r.product_score} = 3) and bool_or(${r.product_score} <= 2) and bool_or(jsonb_array_length(${r.pics}) > 0)`,
      )
      .limit(1);
    reviewed = withAll.id;
    token = await env.login();
  });

  it('answers attributes and a SKU map keyed by the values joined with a comma', async () => {
    const d = await env.getAs(goodsDetail, `/api/store/product/detail/${multi}`);
    expect(d.attr).toHaveLength(2);
    const keys = d.attr[0].attr_values.flatMap((a) => d.attr[1].attr_values.map((b) => `${a},${b}`));
    expect(Object.keys(d.sku).sort()).toEqual(keys.sort());
    const rows = await env.db.select().from(v).where(eq(v.product_id, multi));
    for (const row of rows) {
      expect(d.sku[row.sku]).toEqual({
        unique: row.unique,
        price: row.price,
        ot_price: row.ot_price,
        stock: row.stock,
        image: row.image,
      });
    }
    expect(d.price).toBe(Math.min(...rows.map((r) => r.price)));
    expect(d.slider_image.length).toBeGreaterThan(0);
    expect(d.once_min_count).toBeGreaterThanOrEqual(1);
    expect(d.isRelation).toBe(false);
    expect(d.merchant.mer_name.length).toBeGreaterThan(0);
    expect(d.merchant.product_score).toBeGreaterThan(0);
    expect(d.merchant.product_score).toBeLessThanOrEqual(5);
  });

  it("keys single-spec goods by ''", async () => {
    const d = await env.getAs(goodsDetail, `/api/store/product/detail/${single}`);
    expect(d.attr).toEqual([]);
    expect(Object.keys(d.sku)).toEqual(['']);
  });

  it('unknown or hidden goods answer a 404 envelope, a non-numeric id a 400', async () => {
    for (const path of ['detail', 'show', 'reply/lst']) {
      const unknown = await env.get(`/api/store/product/${path}/9999999`);
      expect(unknown.http).toBe(404);
      expect(unknown.body).toEqual({ status: 404, message: '商品不存在或已下架', data: null });
      const bad = await env.get(`/api/store/product/${path}/abc`);
      expect(bad.http).toBe(400);
      expect(bad.body).toEqual({ status: 400, message: '商品ID必须是整数', data: null });
    }
    if (hidden) expect((await env.get(`/api/store/product/detail/${hidden}`)).http).toBe(404);
  });

  it('show answers sanitised HTML, parameters, where it ships from and the guarantees', async () => {
    await env.db
      .update(schema.storeProductContent)
      .set({
        content:
          '<p onclick="x()">好物<script>alert(1)</script></p><img src="javascript:alert(1)"><img src="/uploads/a.svg">',
      })
      .where(eq(schema.storeProductContent.product_id, single));
    const show = await env.getAs(goodsShow, `/api/store/product/show/${single}`);
    expect(show.content).toContain('好物');
    expect(show.content).not.toMatch(/script|onclick|javascript/);
    expect(show.content).toContain('<img src="/uploads/a.svg" />');
    expect(show.params.map((x) => x.name)).toContain('品牌');
    expect(show.shipping.ships_from).toMatch(/^[\u4e00-\u9fa5]{2,}$/);
    expect(show.guarantee.map((g) => g.guarantee_name)).toContain('正品保障');
  });

  it('reviews: classes by stars, counts, newest first, paged, with photos', async () => {
    const all = await env.getAs(replyPage, `/api/store/product/reply/lst/${reviewed}?limit=50`);
    const { stat } = all;
    expect(stat.count).toBe(all.count);
    expect(stat.best + stat.middle + stat.negative).toBe(stat.count);
    expect(all.list.some((r) => r.pics.length > 0)).toBe(true);
    const classes: ['best' | 'middle' | 'negative', (s: number) => boolean][] = [
      ['best', (s) => s >= 4],
      ['middle', (s) => s === 3],
      ['negative', (s) => s <= 2],
    ];
    for (const [type, fits] of classes) {
      const res = await env.getAs(replyPage, `/api/store/product/reply/lst/${reviewed}?type=${type}&limit=50`);
      expect(res.count).toBe(stat[type]);
      expect(res.list.length).toBeGreaterThan(0);
      for (const r of res.list) expect(fits(r.product_score), type).toBe(true);
    }
    const first = await env.getAs(replyPage, `/api/store/product/reply/lst/${reviewed}?limit=1`);
    const second = await env.getAs(replyPage, `/api/store/product/reply/lst/${reviewed}?limit=1&page=2`);
    expect(first.list[0]).toEqual(all.list[0]);
    expect(second.list[0]).toEqual(all.list[1]);
    const bad = await env.get(`/api/store/product/reply/lst/${reviewed}?type=great`);
    expect(bad.http).toBe(400);
    expect(bad.body.message).toBe('评价类型必须是 count、best、middle 或 negative');
  });

  it('favourites goods and follows shops for a logged-in user, idempotently', async () => {
    const before = await env.getAs(goodsDetail, `/api/store/product/detail/${multi}`, token);
    const merId = before.merchant.mer_id;
    await env.post('/api/user/relation/delete', { type: 10, type_id: merId }, token);
    const fans = (await env.getAs(goodsDetail, `/api/store/product/detail/${multi}`, token)).merchant.care_count;

    for (let i = 0; i < 2; i++) {
      const fav = await env.post('/api/user/relation/create', { type: 0, type_id: multi }, token);
      expect(fav.body).toEqual({ status: 200, message: '收藏成功', data: null });
      const follow = await env.post('/api/user/relation/create', { type: '10', type_id: String(merId) }, token);
      expect(follow.body.message).toBe('关注成功');
    }
    let d = await env.getAs(goodsDetail, `/api/store/product/detail/${multi}`, token);
    expect(d.isRelation).toBe(true);
    expect(d.merchant.isFollow).toBe(true);
    expect(d.merchant.care_count).toBe(fans + 1);
    // a guest sees the shared page without personal flags
    const guest = await env.getAs(goodsDetail, `/api/store/product/detail/${multi}`);
    expect(guest.isRelation).toBe(false);
    expect(guest.merchant.isFollow).toBe(false);

    for (let i = 0; i < 2; i++) {
      expect((await env.post('/api/user/relation/delete', { type: 0, type_id: multi }, token)).body.message).toBe(
        '已取消收藏',
      );
      expect((await env.post('/api/user/relation/delete', { type: 10, type_id: merId }, token)).body.message).toBe(
        '已取消关注',
      );
    }
    d = await env.getAs(goodsDetail, `/api/store/product/detail/${multi}`, token);
    expect(d.isRelation).toBe(false);
    expect(d.merchant.isFollow).toBe(false);
    expect(d.merchant.care_count).toBe(fans);
  });

  it('favourites need login and valid input, and write nothing otherwise', async () => {
    const count = () => env.db.$count(schema.userRelation);
    const before = await count();
    const guest = await env.post('/api/user/relation/create', { type: 0, type_id: multi });
    expect(guest.http).toBe(401);
    expect(guest.body).toEqual({ status: 410000, message: '请登录', data: null });
    const cases: [unknown, string][] = [
      [{ type_id: multi }, '收藏类型必须是整数'],
      [{ type: 5, type_id: multi }, '收藏类型必须是0（商品）或10（店铺）'],
      [{ type: 0 }, '收藏对象ID必须是整数'],
      [{ type: 0, type_id: 'x' }, '收藏对象ID必须是整数'],
      [{ type: 0, type_id: 9999999 }, '商品不存在或已下架'],
      [{ type: 10, type_id: 9999999 }, '店铺不存在'],
    ];
    for (const [body, message] of cases) {
      const res = await env.post('/api/user/relation/create', body, token);
      expect(res.http, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual({ status: 400, message, data: null });
    }
    expect(await count()).toBe(before);
  });

  it('viewing goods while logged in records browsing history, latest first', async () => {
    await env.get(`/api/store/product/detail/${single}`, token);
    await env.get(`/api/store/product/detail/${multi}`, token);
    let history = await env.getAs(historyPage, '/api/user/history', token);
    expect(history.list.slice(0, 2).map((h) => h.product_id)).toEqual([multi, single]);
    await env.get(`/api/store/product/detail/${single}`, token);
    history = await env.getAs(historyPage, '/api/user/history', token);
    expect(history.list[0].product_id).toBe(single);
    expect(history.list.filter((h) => h.product_id === single)).toHaveLength(1);
    // guests and unknown tokens browse without history
    const visits = await env.db.$count(schema.userVisit, gt(schema.userVisit.id, 0));
    expect((await env.get(`/api/store/product/detail/${multi}`, 'no-such-token')).http).toBe(200);
    expect(await env.db.$count(schema.userVisit, and(gt(schema.userVisit.id, 0)))).toBe(visits);
    expect((await env.get('/api/user/history')).body.status).toBe(410000);
  });
});
