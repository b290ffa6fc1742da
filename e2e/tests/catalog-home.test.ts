import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { apiGet, catalogHtml, markServerNodes, serverNodesKept } from '../support/catalog';
import { openPage, settle } from '../support/page';
import { sharedStackAndBrowser, type SharedStack } from '../support/stack';
import { screenshot } from '../support/screenshot';

let stack: SharedStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await sharedStackAndBrowser(connectBrowser);
}, 240_000);

afterAll(async () => {
  await browser?.close();
});

describe('home page blocks', () => {
  it('server-renders the menu, carousel, hot blocks, good shops and the first floors', async () => {
    const res = await fetch(`${stack.url}/`);
    expect(res.status).toBe(200);
    const main = catalogHtml(await res.text());
    const tree = await apiGet<{ cate_name: string }[]>(stack.apiUrl, '/api/store/product/category/lst');
    for (const top of tree) expect(main).toContain(top.cate_name);
    expect(main).toContain('data-testid="carousel"');
    for (const title of ['精品推荐', '首发新品', '推荐单品', '热门榜单', '品牌好店']) expect(main).toContain(title);
    expect((main.match(/data-testid="floor"/g) ?? []).length).toBe(3);
    expect(main).toMatch(/¥\d+\.\d{2}/);
    expect(main).toContain('href="/goods_list?type=new"');
  });

  it('hydrates cleanly; the menu opens on hover, floors load on scroll, back to top returns', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      const sels = ['#app-catalog section[data-page="home"]', '[data-testid="floors"]'];
      await markServerNodes(page, sels);
      await page.goto(`${stack.url}/`, { waitUntil: 'load' });
      await settle(page);
      expect(Object.values(await serverNodesKept(page, sels))).toEqual([true, true]);

      const menu = page.getByTestId('category-menu');
      await menu.locator('li').first().hover();
      const panel = page.getByTestId('category-panel');
      await expect.poll(() => panel.isVisible()).toBe(true);
      expect(await panel.locator('dt').count()).toBeGreaterThan(0);
      expect(await panel.locator('dd a').count()).toBeGreaterThan(0);
      await page.mouse.move(1100, 800);
      await screenshot(page, 'home-top');

      const floors = page.getByTestId('floor');
      const total = (await apiGet<{ count: number }>(stack.apiUrl, '/api/pc/rec_list?limit=1')).count;
      expect(await floors.count()).toBe(3);
      await page.getByTestId('list-status').scrollIntoViewIfNeeded();
      await expect.poll(() => floors.count()).toBeGreaterThan(3);
      for (let i = 0; i < 6; i++) {
        const shown = await floors.count();
        if (shown >= total) break;
        await page.getByTestId('list-status').scrollIntoViewIfNeeded();
        await expect.poll(() => floors.count()).toBeGreaterThan(shown); // the next page of floors came in
      }
      await expect.poll(() => floors.count()).toBe(total);
      await expect.poll(() => page.getByTestId('list-status').innerText()).toContain('没有更多了');
      expect(await floors.nth(3).locator('[data-testid="goods-tile"]').count()).toBeGreaterThan(0);

      await page.getByTestId('back-to-top').click();
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await screenshot(page, 'home-floors', { fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('anonymous pages are cacheable with an ETag and a 304; a logged-in request is not', async () => {
    // a first visit sets the site cookies (logo, title), so it is not shared; the next ones are
    const first = await fetch(`${stack.url}/shop_street`);
    expect(first.headers.get('cache-control')).toBe('no-store');
    const cookie = first.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const res = await fetch(`${stack.url}/shop_street`, { headers: { cookie } });
    expect(res.headers.get('cache-control')).toMatch(/^public, .*stale-while-revalidate=\d+/);
    const etag = res.headers.get('etag')!;
    expect(etag).toBeTruthy();
    const again = await fetch(`${stack.url}/shop_street`, { headers: { cookie, 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    const goods = await fetch(`${stack.url}/goods_detail/1`, { headers: { cookie } });
    expect(goods.headers.get('cache-control')).toBe('private, no-cache');
    const mine = await fetch(`${stack.url}/shop_street`, { headers: { cookie: `${cookie}; token=whatever` } });
    expect(mine.headers.get('cache-control')).toBe('no-store');
    const api = await fetch(`${stack.url}/api/pc/home`);
    expect(api.headers.get('cache-control')).toMatch(/stale-while-revalidate/);
    expect((await fetch(`${stack.url}/api/pc/home`, { headers: { 'If-None-Match': api.headers.get('etag')! } })).status).toBe(304);
  });
});

describe('/goods_list and /brandList', () => {
  it('server-renders the themed list with its banner and 为你推荐, and scrolls on', async () => {
    const html = await (await fetch(`${stack.url}/goods_list?type=hot`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain('热门榜单');
    const main = catalogHtml(html);
    expect(main).toContain('data-testid="list-banner"');
    expect(main).toContain('为你推荐');
    expect((main.match(/data-testid="goods-tile"/g) ?? []).length).toBeGreaterThan(20);
    expect((await fetch(`${stack.url}/goods_list?type=cheap`)).status).toBe(404);

    const { page, errors, close } = await openPage(browser);
    try {
      // the stack's seed (SEED_GOODS 120) flags 20 goods hot, one page, but 23 new: the list of
      // new goods is the one with a second page to scroll on to
      const total = (await apiGet<{ count: number }>(stack.apiUrl, '/api/product/spu/hot/new?limit=1')).count;
      expect(total, 'new goods in the seed').toBeGreaterThan(20);
      const sels = ['#app-catalog section[data-page="goods-list"]'];
      await markServerNodes(page, sels);
      await page.goto(`${stack.url}/goods_list?type=new`, { waitUntil: 'load' });
      await settle(page);
      expect(Object.values(await serverNodesKept(page, sels))).toEqual([true]);
      const tiles = page.getByTestId('goods-list').getByTestId('goods-tile');
      expect(await tiles.count()).toBe(20);
      await page.getByTestId('list-status').scrollIntoViewIfNeeded();
      await expect.poll(() => tiles.count()).toBe(Math.min(40, total));
      await screenshot(page, 'goods-list', { fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('lists brands by category, each opening a filtered search', async () => {
    const groups = await apiGet<{ cate_name: string; brands: { brand_id: number; brand_name: string }[] }[]>(stack.apiUrl, '/api/store/product/brand/category');
    const main = catalogHtml(await (await fetch(`${stack.url}/brandList`)).text());
    for (const g of groups) expect(main).toContain(g.cate_name);
    const brand = groups[0].brands[0];
    expect(main).toContain(`href="/goods_search?brand_id=${brand.brand_id}"`);

    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto(`${stack.url}/brandList`, { waitUntil: 'load' });
      await settle(page);
      await screenshot(page, 'brand-list', { fullPage: true });
      await page.locator(`a[href="/goods_search?brand_id=${brand.brand_id}"]`).click();
      await page.waitForURL((u) => u.pathname === '/goods_search');
      await expect.poll(() => page.getByTestId('chosen-filters').innerText()).toContain(brand.brand_name);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
