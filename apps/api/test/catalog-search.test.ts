import { randomBytes, randomInt } from 'node:crypto';
import { and, eq, inArray, like, or } from 'drizzle-orm';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { brandPage, keywordSuggestions, merchantTypes, paramFilters, searchCardPage, shopPage } from '@mall/contracts';
import * as schema from '../src/db/schema';
import { indexUnindexedGoods } from '../src/modules/catalog/search-index';
import { useCatalogEnv } from './catalog-fixture';
import { describeApi, okData } from './helpers';

const { storeProduct: p, storeBrand: b, storeCategory: c, merchant: m } = schema;

describeApi('goods search', () => {
  const env = useCatalogEnv();

  /** One page of a search, parsed with its contract. */
  const search = (query: Record<string, string | number>) =>
    env.getAs(
      searchCardPage,
      `/api/product/spu/lst?${new URLSearchParams(Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]))}`,
    );

  /** Every product id a search answers, page after page. */
  async function allIds(query: Record<string, string | number>): Promise<number[]> {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
      const { list, count } = await search({ ...query, page, limit: 50 });
      ids.push(...list.map((g) => g.product_id));
      if (ids.length >= count || list.length === 0) {
        expect(ids.length).toBe(count);
        return ids.sort((x, y) => x - y);
      }
    }
  }

  /** The oracle: goods on sale whose title, brand, category or keywords contain q (LIKE '%q%'). */
  async function likeOracle(q: string): Promise<number[]> {
    const pattern = `%${q}%`;
    const rows = await env.db
      .select({ id: p.id })
      .from(p)
      .innerJoin(c, eq(c.id, p.cate_id))
      .leftJoin(b, eq(b.id, p.brand_id))
      .where(
        and(
          eq(p.is_show, true),
          or(
            like(p.store_name, pattern),
            like(b.brand_name, pattern),
            like(c.cate_name, pattern),
            like(p.keyword, pattern),
          ),
        ),
      );
    return rows.map((r) => r.id).sort((x, y) => x - y);
  }

  it('for any query of Han characters, the results equal the LIKE oracle', async () => {
    const docs = await env.db
      .select({ title: p.store_name, keyword: p.keyword, cate: c.cate_name })
      .from(p)
      .innerJoin(c, eq(c.id, p.cate_id))
      .where(eq(p.is_show, true));
    const hanRuns = docs.flatMap((d) => `${d.title} ${d.keyword} ${d.cate}`.match(/\p{Script=Han}+/gu) ?? []);
    const alphabet = [...new Set(hanRuns.join(''))];
    const fromText = fc
      .tuple(fc.constantFrom(...hanRuns), fc.nat(), fc.integer({ min: 1, max: 5 }))
      .map(([run, i, n]) => [...run].slice(i % run.length, (i % run.length) + n).join(''));
    const fromAlphabet = fc.string({ unit: fc.constantFrom(...alphabet), minLength: 1, maxLength: 3 });
    const anyHan = fc.string({
      unit: fc.integer({ min: 0x4e00, max: 0x9fff }).map((cp) => String.fromCodePoint(cp)),
      minLength: 1,
      maxLength: 4,
    });
    let nonEmpty = 0;
    await fc.assert(
      fc.asyncProperty(fc.oneof(fromText, fromText, fromAlphabet, anyHan), async (q) => {
        const expected = await likeOracle(q);
        if (expected.length > 0) nonEmpty++;
        expect(await allIds({ keyword: q })).toEqual(expected);
      }),
      { numRuns: 80 },
    );
    // half the queries are cut from goods on sale, so they find at least that goods: about 40 of 80
    expect(nonEmpty, 'queries that found goods').toBeGreaterThanOrEqual(20);
  });

  it('finds two-character keywords shoppers type, in titles, brands and categories', async () => {
    for (const q of ['手机', '女装', '零食']) {
      const { count } = await search({ keyword: q, limit: 50 });
      expect(count, q).toBeGreaterThan(0);
      expect(count).toBe((await likeOracle(q)).length);
    }
    // a brand name alone finds that brand's goods
    const [brand] = await env.db
      .select({ id: b.id, name: b.brand_name })
      .from(b)
      .innerJoin(p, eq(p.brand_id, b.id))
      .limit(1);
    const ids = await allIds({ keyword: brand.name });
    const ofBrand = await env.db
      .select({ id: p.id })
      .from(p)
      .where(and(eq(p.brand_id, brand.id), eq(p.is_show, true)));
    for (const { id } of ofBrand) expect(ids).toContain(id);
  });

  it('treats query syntax characters literally and is case-insensitive for Latin letters', async () => {
    for (const q of ["'", '&', '!', ':*', '%', '_', '\\', '(手机)']) {
      expect((await search({ keyword: q })).count, q).toBe(0);
    }
    const [row] = await env.db.select({ title: p.store_name }).from(p).where(like(p.store_name, '%GB%')).limit(1);
    if (row) expect((await allIds({ keyword: 'gb' })).length).toBe((await allIds({ keyword: 'GB' })).length);
  });

  it('answers cards with integer fen prices and the merchant', async () => {
    const { list } = await search({ keyword: '手机', limit: 5 });
    expect(list.length).toBeGreaterThan(0);
    for (const g of list) {
      expect(Number.isInteger(g.price) && g.price > 0).toBe(true);
      expect(Number.isInteger(g.ot_price)).toBe(true);
      expect(g.image).toMatch(/^\/uploads\//);
      expect(g.rate).toBeGreaterThanOrEqual(0);
      expect(g.rate).toBeLessThanOrEqual(5);
      expect(typeof g.merchant.mer_name).toBe('string');
      expect(typeof g.merchant.is_trader).toBe('boolean');
    }
  });

  it('cate_pid filters by a category at any level of the tree', async () => {
    const [leaf] = await env.db
      .select({ id: c.id, pid: c.pid })
      .from(c)
      .innerJoin(p, eq(p.cate_id, c.id))
      .where(eq(p.is_show, true))
      .limit(1);
    const [mid] = await env.db.select({ id: c.id, pid: c.pid }).from(c).where(eq(c.id, leaf.pid));
    const under = async (ids: number[]) =>
      (
        await env.db
          .select({ id: p.id })
          .from(p)
          .where(and(eq(p.is_show, true), inArray(p.cate_id, ids)))
      )
        .map((r) => r.id)
        .sort((x, y) => x - y);
    expect(await allIds({ cate_pid: leaf.id })).toEqual(await under([leaf.id]));
    const leavesOfMid = (await env.db.select({ id: c.id }).from(c).where(eq(c.pid, mid.id))).map((r) => r.id);
    expect(await allIds({ cate_pid: mid.id })).toEqual(await under(leavesOfMid));
    const mids = (await env.db.select({ id: c.id }).from(c).where(eq(c.pid, mid.pid))).map((r) => r.id);
    const leavesOfTop = (await env.db.select({ id: c.id }).from(c).where(inArray(c.pid, mids))).map((r) => r.id);
    const top = await allIds({ cate_pid: mid.pid });
    expect(top).toEqual(await under(leavesOfTop));
    expect(top.length).toBeGreaterThan((await allIds({ cate_pid: leaf.id })).length - 1);
  });

  it('filters by brands, shop types, price range and parameters together with the keyword', async () => {
    const brands = await env.getAs(brandPage, '/api/store/product/brand/lst?keyword=手机');
    const brandIds = brands.list.slice(0, 2).map((x) => x.brand_id);
    expect(brandIds.length).toBeGreaterThan(0);
    const byBrand = await allIds({ keyword: '手机', brand_id: brandIds.join(',') });
    expect(byBrand.length).toBeGreaterThan(0);
    const rows = await env.db.select({ brand: p.brand_id }).from(p).where(inArray(p.id, byBrand));
    for (const r of rows) expect(brandIds).toContain(r.brand);

    const trader = await allIds({ mer_type_id: '4' });
    const traderRows = await env.db
      .select({ type: m.type_id })
      .from(p)
      .innerJoin(m, eq(m.id, p.mer_id))
      .where(inArray(p.id, trader));
    expect(traderRows.length).toBeGreaterThan(0);
    for (const r of traderRows) expect(r.type).toBe(4);

    const inRange = await search({ price_on: 10000, price_off: 50000, limit: 50 });
    expect(inRange.count).toBeGreaterThan(0);
    for (const g of inRange.list) expect(g.price >= 10000 && g.price <= 50000).toBe(true);

    const [param] = await env.getAs(paramFilters, '/api/product/spu/params?keyword=手机');
    expect(param.values.length).toBeGreaterThanOrEqual(2);
    const chosen = param.values[0];
    const byParam = await allIds({ keyword: '手机', filter_params: JSON.stringify({ [param.name]: [chosen] }) });
    expect(byParam.length).toBeGreaterThan(0);
    const withParam = await env.db
      .select({ id: schema.storeProductParam.product_id })
      .from(schema.storeProductParam)
      .where(and(eq(schema.storeProductParam.name, param.name), eq(schema.storeProductParam.value, chosen)));
    const having = new Set(withParam.map((r) => r.id));
    for (const id of byParam) expect(having.has(id)).toBe(true);
    expect(byParam.length).toBeLessThan((await allIds({ keyword: '手机' })).length);
  });

  it('sorts by sales, rate and price', async () => {
    const ordered = async (order: string) => (await search({ order, limit: 50 })).list;
    const sales = (await ordered('sales')).map((g) => g.sales);
    expect(sales).toEqual([...sales].sort((x, y) => y - x));
    const rate = (await ordered('rate')).map((g) => g.rate);
    expect(rate).toEqual([...rate].sort((x, y) => y - x));
    const up = (await ordered('price_asc')).map((g) => g.price);
    expect(up).toEqual([...up].sort((x, y) => x - y));
    const down = (await ordered('price_desc')).map((g) => g.price);
    expect(down).toEqual([...down].sort((x, y) => y - x));
    expect(up[0]).toBeLessThan(down[0]);
  });

  it('pages do not overlap, the default page holds 20, a page past the end is empty', async () => {
    const first = await search({});
    expect(first.list.length).toBe(20);
    const second = await search({ page: 2 });
    const ids = new Set(first.list.map((g) => g.product_id));
    for (const g of second.list) expect(ids.has(g.product_id)).toBe(false);
    const past = await search({ page: 999, keyword: '手机' });
    expect(past.list).toEqual([]);
    expect(past.count).toBeGreaterThan(0);
  });

  it('rejects bad input with a Chinese 400', async () => {
    const cases: [string, string][] = [
      ['page=0', '页码必须是正整数'],
      ['limit=51', '每页数量不能超过50'],
      ['limit=x', '每页数量必须是正整数'],
      ['order=cheap', '排序方式必须是 sales、rate、price_asc 或 price_desc'],
      ['cate_pid=abc', '分类ID必须是整数'],
      ['cate_pid=0', '分类ID必须是正整数'],
      ['brand_id=1,x', '品牌格式错误'],
      ['brand_id=0', '品牌格式错误'],
      ['mer_type_id=1;2', '店铺类型格式错误'],
      ['price_on=-1', '最低价不能小于0'],
      ['price_on=1.5', '最低价必须是整数'],
      ['price_on=500&price_off=100', '最低价不能高于最高价'],
      ['filter_params=notjson', '筛选参数格式错误'],
      ['filter_params=[1]', '筛选参数格式错误'],
      [`filter_params=${encodeURIComponent('{"产地":"中国"}')}`, '筛选参数值必须是数组'],
      [`keyword=${'手'.repeat(51)}`, '关键词不能超过50个字符'],
      ['keyword=%E6%89%8B%0A%E6%9C%BA', '关键词不能包含控制字符'],
      ['keyword=a&keyword=b', '关键词必须是字符串'],
    ];
    for (const [query, message] of cases) {
      const res = await env.get(`/api/product/spu/lst?${query}`);
      expect(res.http, query).toBe(400);
      expect(res.body, query).toEqual({ status: 400, message, data: null });
    }
  });

  it('suggestions: the shortest distinct titles on sale holding the keyword, whether few or hundreds of titles hold it', async () => {
    const tag = `测${randomBytes(3).toString('hex')}`;
    const shortest = Array.from({ length: 10 }, (_, i) => tag + '好'.repeat(i));
    const titles = [
      ...shortest,
      shortest[3], // the same title twice is suggested once
      ...Array.from({ length: 510 }, (_, i) => `${tag}${'坏'.repeat(20)} ${i}`),
    ];
    const base = randomInt(100_000_000, 1_900_000_000);
    const goods = (store_name: string, i: number, is_show = true) => ({
      id: base + i,
      mer_id: 1,
      cate_id: 1,
      store_name,
      store_info: '',
      keyword: '',
      unit_name: '件',
      image: '/uploads/test.svg',
      slider_image: [],
      price: 100,
      ot_price: 100,
      stock: 1,
      is_show,
      attrs: [],
    });
    const [leaf] = await env.db.select({ id: c.id }).from(c).where(eq(c.level, 3)).limit(1);
    const rows = [...titles.map((t, i) => goods(t, i)), goods(`${tag}隐`, titles.length, false)].map((g) => ({
      ...g,
      cate_id: leaf.id,
    }));
    await env.db.insert(p).values(rows);
    try {
      await indexUnindexedGoods(env.db);
      const suggest = async (keyword: string) =>
        okData(
          keywordSuggestions,
          await env.post('/api/common/keywords', { keyword }),
          'POST /api/common/keywords',
        ).map((s) => s.content);
      // 521 titles hold the tag: the ten shortest, without the one off sale
      expect(await suggest(tag)).toEqual(shortest);
      expect(await suggest(tag.toUpperCase())).toEqual(shortest);
      // eight titles hold this one
      expect(await suggest(`${tag}好好`)).toEqual(shortest.slice(2));
      expect(await suggest(`${tag}隐`)).toEqual([]);
      // suggestions follow goods taken off sale, put on sale and renamed at once
      await env.db.update(p).set({ is_show: false }).where(eq(p.id, base));
      await env.db
        .update(p)
        .set({ is_show: true })
        .where(eq(p.id, base + titles.length));
      // 好 (U+597D) before 隐 (U+9690): titles of one length in character order
      expect(await suggest(tag)).toEqual([shortest[1], `${tag}隐`, ...shortest.slice(2, 10)]);
      await env.db
        .update(p)
        .set({ store_name: `${tag}新` })
        .where(eq(p.id, base + 1));
      expect(await suggest(`${tag}新`)).toEqual([`${tag}新`]);
    } finally {
      await env.db.delete(p).where(
        inArray(
          p.id,
          rows.map((r) => r.id),
        ),
      );
    }
  });

  it('brand list: every brand without filters, the brands of the matches with them', async () => {
    const all = await env.getAs(brandPage, '/api/store/product/brand/lst?limit=100');
    expect(all.count).toBe(await env.db.$count(b));
    const some = await env.getAs(brandPage, '/api/store/product/brand/lst?keyword=手机');
    expect(some.count).toBeGreaterThan(0);
    expect(some.count).toBeLessThan(all.count);
    // choosing a brand keeps the other brands on offer
    const chosen = await env.getAs(
      brandPage,
      `/api/store/product/brand/lst?keyword=手机&brand_id=${some.list[0].brand_id}`,
    );
    expect(chosen.count).toBe(some.count);
    expect((await env.get('/api/store/product/brand/lst?limit=101')).body.message).toBe('每页数量不能超过100');
  });

  it('shop list: by keyword, with scores and best sellers; shop types', async () => {
    const found = await env.getAs(shopPage, '/api/store/merchant/lst?keyword=手机&limit=2');
    expect(found.count).toBeGreaterThan(0);
    expect(found.list.length).toBeLessThanOrEqual(2);
    for (const shop of found.list) {
      expect(shop.product_score).toBeGreaterThan(0);
      expect(shop.product_score).toBeLessThanOrEqual(5);
      expect(shop.recommend.length).toBeLessThanOrEqual(3);
    }
    expect((await env.getAs(shopPage, '/api/store/merchant/lst?keyword=不存在的店铺名')).count).toBe(0);
    const sales = await env.getAs(shopPage, '/api/store/merchant/lst?order=sales&limit=50');
    const s = sales.list.map((x) => x.sales);
    expect(s).toEqual([...s].sort((x, y) => y - x));
    const types = await env.getAs(merchantTypes, '/api/store/merchant/type/lst');
    expect(types.map((t) => t.type_name)).toContain('自营店');
    expect((await env.get('/api/store/merchant/lst?order=cheap')).http).toBe(400);
    expect((await env.get('/api/store/merchant/lst?type_id=x')).body.message).toBe('店铺类型必须是整数');
  });
});
