import { expect, it } from 'vitest';
import {
  merchantCategories,
  searchCardPage,
  shopCategories,
  shopConfig,
  shopDetail,
  shopLicence,
  shopPage,
} from '@mall/contracts';
import { solveCaptcha, type CaptchaAnswer } from './auth-fixture';
import { asContract, describeApi } from './helpers';
import { useCatalogEnv } from './catalog-fixture';

const NO_SHOP = { status: 404, message: '店铺不存在', data: null };

describeApi('shops', () => {
  const env = useCatalogEnv();

  /** A solved captcha (the proof of work done in Node). */
  async function captcha() {
    const { body } = await env.get<CaptchaAnswer>('/api/captcha');
    return { key: body.data.key, code: await solveCaptcha(body.data.captcha) };
  }

  it('GET /api/pc/mer_category answers the shop street tabs; merchant/lst filters by them', async () => {
    const tabs = await env.getAs(merchantCategories, '/api/pc/mer_category');
    expect(tabs.length).toBeGreaterThan(3);
    const tab = tabs[0];
    const shops = await env.getAs(shopPage, `/api/store/merchant/lst?category_id=${tab.merchant_category_id}`);
    expect(shops.count).toBeGreaterThan(0);
    const all = await env.getAs(shopPage, '/api/store/merchant/lst');
    expect(shops.count).toBeLessThan(all.count);
    for (const s of shops.list) expect(s.recommend.length).toBeLessThanOrEqual(3);
  });

  it('GET /api/store/merchant/detail/:id answers the shop with its sales, goods count and follow state', async () => {
    const s = await env.getAs(shopDetail, '/api/store/merchant/detail/1');
    expect(s.mer_id).toBe(1);
    expect(s.isFollow).toBe(false);
    expect(s.product_count).toBeGreaterThan(0);
    expect(s.product_score).toBeGreaterThan(0);
    expect(s.product_score).toBeLessThanOrEqual(5);
    expect(s.category_name.length).toBeGreaterThan(0);
    const token = await env.login();
    await env.post('/api/user/relation/create', { type: 10, type_id: 1 }, token);
    const mine = await env.get('/api/store/merchant/detail/1', token);
    expect(asContract(shopDetail, mine.body.data, "a follower's shop").isFollow).toBe(true);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    await env.post('/api/user/relation/delete', { type: 10, type_id: 1 }, token);
  });

  it('GET /api/pc/mer_config/:id answers the shop carousel', async () => {
    const config = await env.getAs(shopConfig, '/api/pc/mer_config/2');
    expect(config.mer_id).toBe(2);
    expect(config.banners.length).toBeGreaterThan(0);
    for (const b of config.banners) expect(b.image).toMatch(/^\/uploads\//);
  });

  it('GET /api/store/merchant/category/lst/:id answers the categories the shop sells in, with counts', async () => {
    const cats = await env.getAs(shopCategories, '/api/store/merchant/category/lst/4');
    expect(cats.length).toBeGreaterThan(0);
    const leaf = cats[0].children[0];
    expect(leaf.count).toBeGreaterThan(0);
    const goods = await env.getAs(searchCardPage, `/api/product/spu/merchant/4?cate_pid=${leaf.id}&limit=50`);
    expect(goods.count).toBe(leaf.count);
    const parent = await env.getAs(searchCardPage, `/api/product/spu/merchant/4?cate_pid=${cats[0].id}`);
    expect(parent.count).toBe(cats[0].children.reduce((n, c) => n + c.count, 0));
  });

  it('GET /api/product/spu/merchant/:id lists only that shop, searches, sorts and pages', async () => {
    const all = await env.getAs(searchCardPage, '/api/product/spu/merchant/4?limit=50');
    expect(all.count).toBeGreaterThan(0);
    for (const g of all.list) expect(g.mer_id).toBe(4);
    const word = [...all.list[0].store_name].slice(0, 2).join('');
    const found = await env.getAs(
      searchCardPage,
      `/api/product/spu/merchant/4?keyword=${encodeURIComponent(word)}&limit=50`,
    );
    expect(found.list.length).toBeGreaterThan(0);
    for (const g of found.list) expect(g.mer_id).toBe(4);
    const bySales = await env.getAs(searchCardPage, '/api/product/spu/merchant/4?order=sales&limit=15');
    const sales = bySales.list.map((g) => g.sales);
    expect(sales).toEqual([...sales].sort((a, b) => b - a));
    const byPrice = await env.getAs(searchCardPage, '/api/product/spu/merchant/4?order=price_asc&limit=15');
    const prices = byPrice.list.map((g) => g.price);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const p2 = await env.getAs(searchCardPage, '/api/product/spu/merchant/4?limit=2&page=2');
    expect(p2.list.map((g) => g.product_id)).toEqual(all.list.slice(2, 4).map((g) => g.product_id));
  });

  it('unknown shops answer the 404 envelope', async () => {
    for (const path of [
      '/api/store/merchant/detail/99999',
      '/api/pc/mer_config/99999',
      '/api/store/merchant/category/lst/99999',
      '/api/product/spu/merchant/99999',
    ]) {
      const res = await env.get(path);
      expect(res.http, path).toBe(404);
      expect(res.body).toEqual(NO_SHOP);
    }
    const cert = await env.post('/api/store/certificate/99999', await captcha());
    expect(cert.body).toEqual(NO_SHOP);
  });

  it('bad ids and queries answer a Chinese 400', async () => {
    const cases: [string, string][] = [
      ['/api/store/merchant/detail/abc', '店铺ID必须是整数'],
      ['/api/store/merchant/detail/0', '店铺ID必须是正整数'],
      ['/api/pc/mer_config/1.5', '店铺ID必须是整数'],
      ['/api/product/spu/merchant/1?order=cheap', '排序方式必须是 sales、rate、price_asc 或 price_desc'],
      ['/api/product/spu/merchant/1?limit=51', '每页数量不能超过50'],
      ['/api/product/spu/merchant/1?page=0', '页码必须是正整数'],
      ['/api/product/spu/merchant/1?cate_pid=x', '分类ID必须是整数'],
    ];
    for (const [path, message] of cases) {
      const res = await env.get(path);
      expect(res.http, path).toBe(400);
      expect(res.body).toEqual({ status: 400, message, data: null });
    }
  });

  it('POST /api/store/certificate/:mer_id shows the licence only for a right captcha, once', async () => {
    const missing = await env.post('/api/store/certificate/1', {});
    expect(missing.body).toEqual({ status: 400, message: '请先完成人机验证', data: null });
    const noCode = await env.post('/api/store/certificate/1', { key: 'x' });
    expect(noCode.body).toEqual({ status: 400, message: '请先完成人机验证', data: null });
    const solved = await captcha();
    const wrong = await env.post('/api/store/certificate/1', { key: solved.key, code: 'zzzz' });
    expect(wrong.body).toEqual({ status: 400, message: '人机验证未通过，请重试', data: null });
    const reused = await env.post('/api/store/certificate/1', solved);
    expect(reused.body).toEqual({ status: 400, message: '人机验证已失效，请重新验证', data: null });
    const res = await env.post('/api/store/certificate/1', await captcha());
    expect(res.body.status).toBe(200);
    const { images } = asContract(shopLicence, res.body.data, 'POST /api/store/certificate/1');
    expect(images.length).toBeGreaterThan(0);
    expect(images[0]).toMatch(/^\/uploads\/seed\/licence\/[0-9a-f]{24}\.svg$/);
    const file = await fetch(env.baseUrl + images[0]);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('营业执照');
  });
});
