import { expect, it } from 'vitest';
import {
  articleCategory,
  brandGroups,
  categories,
  goodsCardPage,
  goodsDetail,
  homeFloorPage,
  merchantCategories,
  merchantTypes,
  shopCategories,
  shopDetail,
  shopPage,
  type CategoryNode,
} from '@mall/contracts';
import { z } from 'zod';
import { describeApi, get, getAs } from './helpers';

describeApi('catalog', () => {
  it('GET /api/store/product/category/lst answers a 3-level tree', async () => {
    const tree = await getAs(categories, '/api/store/product/category/lst');
    expect(tree.length).toBeGreaterThan(3);
    for (const top of tree) {
      expect(top.pid).toBe(0);
      expect(top.children.length).toBeGreaterThan(0);
      for (const second of top.children) {
        expect(second.pid).toBe(top.id);
        expect(second.children.length).toBeGreaterThan(0);
        for (const third of second.children) {
          expect(third.pid).toBe(second.id);
          expect(third.children).toEqual([]);
          expect(third.cate_name.length).toBeGreaterThan(0);
        }
      }
    }
  });

  it('answers each category with its seeded English name beside the Chinese one', async () => {
    const tree = await getAs(categories, '/api/store/product/category/lst');
    const all = (nodes: CategoryNode[]): CategoryNode[] => nodes.flatMap((n) => [n, ...all(n.children)]);
    const nodes = all(tree);
    expect(nodes.find((n) => n.cate_name === '手机数码')?.cate_name_en).toBe('Phones & Digital');
    const untranslated = nodes.filter((n) => !n.cate_name_en || /[\u3400-\u9fff]/.test(n.cate_name_en));
    expect(untranslated.map((n) => n.cate_name)).toEqual([]);
    const floors = await getAs(homeFloorPage, '/api/pc/rec_list?page=1&limit=1');
    expect(floors.list[0].cate_name_en).toBe(tree[0].cate_name_en);
    expect(floors.list[0].children[0].cate_name_en).toBe(tree[0].children[0].cate_name_en);
  });

  it('answers shop types with their English names (search filter, shop list, goods page)', async () => {
    const types = await getAs(merchantTypes, '/api/store/merchant/type/lst');
    expect(types.find((t) => t.type_name === '旗舰店')?.type_name_en).toBe('Flagship store');
    const shops = await getAs(shopPage, '/api/store/merchant/lst?page=1&limit=3');
    for (const s of shops.list) expect(s.type_name_en, s.type_name).toMatch(/^[A-Z][a-z ]+$/);
    const detail = await getAs(goodsDetail, '/api/store/product/detail/1');
    expect(detail.merchant.type_name_en).toMatch(/^[A-Z][a-z ]+$/);
  });

  it('answers the shop street tabs, news categories, brand groups, a shop menu and the settlement options with English names', async () => {
    const english = (label: string | undefined) => expect(label ?? '').toMatch(/^[A-Z0-9][^\u3400-\u9fff]*$/);
    const tabs = await getAs(merchantCategories, '/api/pc/mer_category');
    expect(tabs.find((t) => t.category_name === '数码家电')?.category_name_en).toBe('Electronics');
    for (const t of tabs) english(t.category_name_en);
    const news = await getAs(z.array(articleCategory), '/api/article/category');
    expect(news.find((c) => c.title === '平台公告')?.title_en).toBe('Announcements');
    for (const c of news) english(c.title_en);
    for (const g of await getAs(brandGroups, '/api/store/product/brand/category')) english(g.cate_name_en);
    const menu = await getAs(shopCategories, '/api/store/merchant/category/lst/1');
    for (const c of menu) for (const name of [c.cate_name_en, ...c.children.map((x) => x.cate_name_en)]) english(name);
    english((await getAs(shopDetail, '/api/store/merchant/detail/1')).category_name_en);
  });

  it('GET /api/product/spu/hot/:type answers paged goods with integer fen prices', async () => {
    for (const type of ['best', 'new', 'hot', 'good']) {
      const { list, count } = await getAs(goodsCardPage, `/api/product/spu/hot/${type}?limit=5`);
      expect(count, type).toBeGreaterThan(0);
      expect(list.length).toBe(Math.min(5, count));
      for (const g of list) {
        expect(Number.isInteger(g.price) && g.price > 0).toBe(true);
        expect(Number.isInteger(g.ot_price)).toBe(true);
        expect(g.spu_id).toBe(g.product_id);
        expect(g.image).toMatch(/^\/uploads\//);
        expect(typeof g.merchant.mer_name).toBe('string');
        expect(typeof g.merchant.is_trader).toBe('boolean');
      }
    }
  });

  it('pages do not overlap and the default limit is 10', async () => {
    const first = await getAs(goodsCardPage, '/api/product/spu/hot/hot');
    expect(first.list.length).toBe(Math.min(10, first.count));
    const second = await getAs(goodsCardPage, '/api/product/spu/hot/hot?page=2');
    const ids = new Set(first.list.map((g) => g.product_id));
    for (const g of second.list) expect(ids.has(g.product_id)).toBe(false);
  });

  it('rejects a bad type or paging with a Chinese 400', async () => {
    const cases: [string, string][] = [
      ['/api/product/spu/hot/cheap', '商品类型必须是 best、new、hot 或 good'],
      [`/api/product/spu/hot/${'x'.repeat(90)}`, '商品类型必须是 best、new、hot 或 good'],
      [`/api/product/spu/hot/${'x'.repeat(5000)}`, '请求参数过长'],
      ['/api/product/spu/hot/%E0%A4%A', '请求地址格式错误'],
      ['/api/product/spu/hot/hot?page=0', '页码必须是正整数'],
      ['/api/product/spu/hot/hot?page=abc', '页码必须是正整数'],
      ['/api/product/spu/hot/hot?page=1.5', '页码必须是正整数'],
      ['/api/product/spu/hot/hot?page=1&page=2', '页码必须是正整数'],
      ['/api/product/spu/hot/hot?page=99999999', '页码不能超过10000'],
      ['/api/product/spu/hot/hot?limit=51', '每页数量不能超过50'],
      ['/api/product/spu/hot/hot?limit=-1', '每页数量必须是正整数'],
    ];
    for (const [path, message] of cases) {
      const res = await get(path);
      expect(res.http, path.slice(0, 60)).toBe(400);
      expect(res.body).toEqual({ status: 400, message, data: null });
    }
  });

  it('ignores unknown query fields', async () => {
    const res = await get('/api/product/spu/hot/new?limit=3&is_show=0&mer_id=abc');
    expect(res.http).toBe(200);
    expect(res.body.status).toBe(200);
  });
});
