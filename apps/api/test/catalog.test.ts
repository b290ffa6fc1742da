import { expect, it } from 'vitest';
import { describeApi, get } from './helpers';

interface Node {
  id: number;
  pid: number;
  cate_name: string;
  cate_name_en: string;
  pic: string;
  children: Node[];
}

interface HotGoods {
  spu_id: number;
  product_id: number;
  store_name: string;
  image: string;
  price: number;
  ot_price: number;
  sales: number;
  mer_id: number;
  merchant: { mer_name: string; is_trader: boolean };
}

describeApi('catalog', () => {
  it('GET /api/store/product/category/lst answers a 3-level tree', async () => {
    const { body } = await get<Node[]>('/api/store/product/category/lst');
    const tree = body.data;
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
    const { body } = await get<Node[]>('/api/store/product/category/lst');
    const all = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...all(n.children)]);
    const nodes = all(body.data);
    expect(nodes.find((n) => n.cate_name === '手机数码')?.cate_name_en).toBe('Phones & Digital');
    const untranslated = nodes.filter((n) => !n.cate_name_en || /[\u3400-\u9fff]/.test(n.cate_name_en));
    expect(untranslated.map((n) => n.cate_name)).toEqual([]);
    const { body: floors } = await get<{ list: { cate_name_en: string; children: { cate_name_en: string }[] }[] }>('/api/pc/rec_list?page=1&limit=1');
    expect(floors.data.list[0].cate_name_en).toBe(body.data[0].cate_name_en);
    expect(floors.data.list[0].children[0].cate_name_en).toBe(body.data[0].children[0].cate_name_en);
  });

  it('answers shop types with their English names (search filter, shop list, goods page)', async () => {
    const { body: types } = await get<{ type_name: string; type_name_en: string }[]>('/api/store/merchant/type/lst');
    expect(types.data.find((t) => t.type_name === '旗舰店')?.type_name_en).toBe('Flagship store');
    const { body: shops } = await get<{ list: { type_name: string; type_name_en: string }[] }>('/api/store/merchant/lst?page=1&limit=3');
    for (const s of shops.data.list) expect(s.type_name_en, s.type_name).toMatch(/^[A-Z][a-z ]+$/);
    const { body: detail } = await get<{ merchant: { type_name_en: string } }>('/api/store/product/detail/1');
    expect(detail.data.merchant.type_name_en).toMatch(/^[A-Z][a-z ]+$/);
  });

  it('answers the shop street tabs, news categories, brand groups, a shop menu and the settlement options with English names', async () => {
    const english = (label: string | undefined) => expect(label ?? '').toMatch(/^[A-Z0-9][^\u3400-\u9fff]*$/);
    const { body: tabs } = await get<{ category_name: string; category_name_en: string }[]>('/api/pc/mer_category');
    expect(tabs.data.find((t) => t.category_name === '数码家电')?.category_name_en).toBe('Electronics');
    for (const t of tabs.data) english(t.category_name_en);
    const { body: news } = await get<{ title: string; title_en: string }[]>('/api/article/category');
    expect(news.data.find((c) => c.title === '平台公告')?.title_en).toBe('Announcements');
    for (const c of news.data) english(c.title_en);
    const { body: brands } = await get<{ cate_name_en: string }[]>('/api/store/product/brand/category');
    for (const g of brands.data) english(g.cate_name_en);
    const { body: menu } = await get<{ cate_name_en: string; children: { cate_name_en: string }[] }[]>('/api/store/merchant/category/lst/1');
    for (const c of menu.data) for (const name of [c.cate_name_en, ...c.children.map((x) => x.cate_name_en)]) english(name);
    const { body: shop } = await get<{ category_name_en: string }>('/api/store/merchant/detail/1');
    english(shop.data.category_name_en);
  });

  it('GET /api/product/spu/hot/:type answers paged goods with integer fen prices', async () => {
    for (const type of ['best', 'new', 'hot', 'good']) {
      const { http, body } = await get<{ list: HotGoods[]; count: number }>(`/api/product/spu/hot/${type}?limit=5`);
      expect(http, type).toBe(200);
      expect(body.data.count).toBeGreaterThan(0);
      expect(body.data.list.length).toBe(Math.min(5, body.data.count));
      for (const g of body.data.list) {
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
    const first = await get<{ list: HotGoods[]; count: number }>('/api/product/spu/hot/hot');
    expect(first.body.data.list.length).toBe(Math.min(10, first.body.data.count));
    const second = await get<{ list: HotGoods[] }>('/api/product/spu/hot/hot?page=2');
    const ids = new Set(first.body.data.list.map((g) => g.product_id));
    for (const g of second.body.data.list) expect(ids.has(g.product_id)).toBe(false);
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
