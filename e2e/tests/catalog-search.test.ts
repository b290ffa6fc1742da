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
});

afterAll(async () => {
  await browser?.close();
});

const KEYWORD = '手机';
const searchUrl = () => `${stack.url}/goods_search?title=${encodeURIComponent(KEYWORD)}`;
const salesOf = (texts: string[]) => texts.map((t) => Number(/已售 (\d+)/.exec(t)?.[1] ?? NaN));

describe('goods search page', () => {
  it('is server-rendered: goods with yuan prices, filters, shops, page title and description', async () => {
    const res = await fetch(searchUrl());
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toMatch(/^手机 - /);
    const found = await apiGet<{ count: number }>(
      stack.apiUrl,
      `/api/product/spu/lst?keyword=${encodeURIComponent(KEYWORD)}`,
    );
    expect(html).toContain(`<meta name="description" content="为您找到${found.count}件“手机”相关商品`);
    const main = catalogHtml(html);
    expect(main).toContain('data-page="goods-search"');
    expect(main.match(/data-testid="goods-card"/g)?.length).toBe(Math.min(20, found.count));
    expect(main).toMatch(/¥\d+\.\d{2}/);
    expect(main).toMatch(/已售 \d+/);
    expect(main).toContain('data-testid="brand-filter"');
    expect(main).toContain('店铺类型');
    expect(main).toContain('进店逛逛');
    expect(main).toContain(`href="/shop_more?title=${encodeURIComponent(KEYWORD)}"`);
    expect(main).toContain(`共<em>${found.count}</em>件商品`);

    const empty = catalogHtml(
      await (await fetch(`${stack.url}/goods_search?title=${encodeURIComponent('没有这种商品呀')}`)).text(),
    );
    expect(empty).toContain('抱歉，没有找到相关商品');

    // a category page: breadcrumb from the tree, only that category's goods
    const tree = await apiGet<{ id: number; cate_name: string; children: { id: number; cate_name: string }[] }[]>(
      stack.apiUrl,
      '/api/store/product/category/lst',
    );
    const top = tree[0];
    const cate = catalogHtml(
      await (await fetch(`${stack.url}/goods_cate?sid=${top.id}&name=${encodeURIComponent(top.cate_name)}`)).text(),
    );
    expect(cate).toContain(`<strong>${top.cate_name}</strong>`);
    expect(cate).toMatch(/data-testid="goods-card"/);
  });

  it('hydrates the server HTML without console errors', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      const sels = ['#app-catalog section[data-page="goods-search"]', '#app-catalog [data-testid="goods-grid"]'];
      await markServerNodes(page, sels);
      await page.goto(searchUrl(), { waitUntil: 'load' });
      await settle(page);
      await expect.poll(() => page.locator('#app-catalog').getAttribute('data-ssr')).toBeNull();
      expect(Object.values(await serverNodesKept(page, sels))).toEqual([true, true]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('sort and filters live in the URL; back and forward restore them without reloads', async () => {
    const { page, errors, loads, close } = await openPage(browser);
    try {
      await page.goto(searchUrl(), { waitUntil: 'load' });
      await settle(page);
      const cards = page.locator('[data-testid="goods-card"]');
      const sortBar = page.getByTestId('sort-bar');

      await sortBar.getByRole('link', { name: '销量' }).click();
      await page.waitForURL((u) => u.searchParams.get('order') === 'sales');
      await settle(page);
      // the list re-renders after the URL changed: watch it until it shows the new order
      const descending = (xs: number[]) => xs.length > 1 && xs.every((x, i) => i === 0 || xs[i - 1] >= x);
      await expect.poll(async () => descending(salesOf(await cards.allInnerTexts()))).toBe(true);

      await sortBar.getByRole('link', { name: /价格/ }).click();
      await page.waitForURL((u) => u.searchParams.get('order') === 'price_asc');
      await settle(page);
      const prices = async () =>
        (await page.locator('[data-testid="goods-card"] .price').allInnerTexts()).map((t) =>
          Number(t.replace(/[^\d.]/g, '')),
        );
      const ascending = (xs: number[]) => xs.length > 1 && xs.every((x, i) => i === 0 || xs[i - 1] <= x);
      await expect.poll(async () => ascending(await prices())).toBe(true);

      // choose a brand: the URL carries it, the chip shows it, every card is of that brand
      const brand = page.getByTestId('brand-filter').getByRole('link').first();
      const brandName = (await brand.innerText()).trim();
      await brand.click();
      await page.waitForURL((u) => Boolean(u.searchParams.get('brand_id')));
      await settle(page);
      await expect.poll(() => page.getByTestId('chosen-filters').innerText()).toContain(brandName);
      const names = page.locator('[data-testid="goods-card"] .name');
      await expect.poll(async () => (await names.allInnerTexts()).every((name) => name.includes(brandName))).toBe(true);
      const filtered = await cards.count();

      // the price range goes into the URL in fen
      await page.getByLabel('最低价').fill('100');
      await page.getByLabel('最高价').fill('99999');
      await page.getByRole('button', { name: '确定' }).click();
      await page.waitForURL(
        (u) => u.searchParams.get('price_on') === '10000' && u.searchParams.get('price_off') === '9999900',
      );
      await settle(page);
      await expect.poll(async () => (await prices()).every((price) => price >= 100)).toBe(true);

      await page.goBack();
      await page.waitForURL((u) => !u.searchParams.has('price_on') && u.searchParams.has('brand_id'));
      await settle(page);
      await expect.poll(() => cards.count()).toBe(filtered);
      await expect.poll(() => page.getByLabel('最低价').inputValue()).toBe('');

      await page.goBack();
      await page.waitForURL((u) => !u.searchParams.has('brand_id') && u.searchParams.get('order') === 'price_asc');
      await settle(page);
      await expect.poll(() => page.getByTestId('chosen-filters').count()).toBe(0);
      await expect.poll(() => sortBar.locator('a.on').innerText()).toMatch(/价格/);

      await page.goForward();
      await page.waitForURL((u) => u.searchParams.has('brand_id'));
      await settle(page);
      await expect.poll(() => page.getByTestId('chosen-filters').innerText()).toContain(brandName);

      // the URL alone restores the page: a reload renders the same state on the server
      const url = page.url();
      await page.reload({ waitUntil: 'load' });
      await settle(page);
      expect(page.url()).toBe(url);
      expect(await page.getByTestId('chosen-filters').innerText()).toContain(brandName);
      expect(loads()).toBe(2); // the first load and the reload: everything else was client navigation
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('pages through results and shows a screenshot-worthy page at 1200 px', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.setViewportSize({ width: 1200, height: 900 });
      // every goods (no keyword): more than a page of them in the seed
      await page.goto(`${stack.url}/goods_search`, { waitUntil: 'load' });
      await settle(page);
      const ids = () =>
        page.locator('[data-testid="goods-card"] > a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      const first = await ids();
      await screenshot(page, 'catalog-search', { fullPage: true });
      const found = await apiGet<{ count: number }>(stack.apiUrl, '/api/product/spu/lst');
      expect(found.count).toBeGreaterThan(first.length);
      const pager = page.getByRole('navigation', { name: '分页' });
      await pager.getByRole('link', { name: '2', exact: true }).click();
      await page.waitForURL((u) => u.searchParams.get('page') === '2');
      await settle(page);
      const secondPage = async () => {
        const shown = await ids();
        return shown.length > 0 && !shown.some((href) => first.includes(href));
      };
      await expect.poll(secondPage).toBe(true);
      const width = await page
        .locator('section[data-page="goods-search"]')
        .evaluate((el) => el.getBoundingClientRect().width);
      expect(width).toBe(1200);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
