/**
 * The catalog in English (issue 24 item 1): after the top bar's switch the home page, a search and
 * a goods page show no Chinese outside what merchants and shoppers wrote (marked data-authored:
 * goods titles, shop names, reviews, SKU values); categories, shop types and the header tabs come
 * in the English names the platform stored. Chinese shoppers never load the English texts; the
 * switch needs no reload, the language survives one, and the server renders it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { catalogHtml, markServerNodes, serverNodesKept } from '../support/catalog';
import { chineseLinesIn } from '../support/cjk';
import { mounted, openPage, settle } from '../support/page';
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

const CATALOG = '#app-catalog';
const TABS = '#mall-header nav.tabs';
const catalogText = (page: Page) => page.locator(CATALOG).innerText();

describe('catalog in English', () => {
  it('home, a search and a goods page show no Chinese but what merchants and shoppers wrote', async () => {
    const { page, errors, loads, close } = await openPage(browser);
    const englishChunks: string[] = [];
    page.on('request', (req) => {
      if (/\/catalog-en\.[^/]*\.js$/.test(req.url())) englishChunks.push(req.url());
    });
    try {
      await page.goto(`${stack.url}/`);
      await page.getByTestId('floors').waitFor();
      await settle(page);
      expect(await catalogText(page)).toContain('精品推荐');
      expect(englishChunks, 'a Chinese page loads no English texts').toEqual([]);

      const loaded = loads();
      await page.getByTestId('language-switch').click();
      await expect.poll(() => catalogText(page)).toContain('Top picks');
      expect(loads(), 'switching needs no reload').toBe(loaded);
      expect(englishChunks).toHaveLength(1);
      const home = await catalogText(page);
      for (const text of ['New arrivals', 'Best sellers', 'Featured shops', 'Shortcuts', 'See more >', 'Browse >'])
        expect(home).toContain(text);
      expect(await page.getByTestId('category-menu').innerText()).toContain('Phones & Digital');
      expect(await page.locator(TABS).innerText()).toMatch(/Home\s+Shops\s+Brands/);
      await page.getByTestId('floors').scrollIntoViewIfNeeded();
      // scrolled to: the first floor's picture (loaded lazily) shows; the floors' texts switched above
      await expect
        .poll(() =>
          page
            .getByTestId('floors')
            .locator('.cover img')
            .first()
            .evaluate((img) => (img as HTMLImageElement).complete),
        )
        .toBe(true);
      expect(await chineseLinesIn(page, CATALOG)).toEqual([]);
      expect(await chineseLinesIn(page, TABS)).toEqual([]);
      await screenshot(page, 'catalog-en-home', { fullPage: true });

      // a search (a full load: the server renders the chosen language)
      await page.goto(`${stack.url}/goods_search?title=${encodeURIComponent('手机')}`);
      await page.getByTestId('goods-grid').waitFor();
      await settle(page);
      const bar = await page.getByTestId('sort-bar').innerText();
      for (const text of ['Default', 'Sales', 'Rating', 'Price', 'OK']) expect(bar).toContain(text);
      expect(bar).toMatch(/\d+ items/);
      expect(await page.getByTestId('type-filter').innerText()).toContain('Flagship store');
      expect(await chineseLinesIn(page, CATALOG)).toEqual([]);
      await screenshot(page, 'catalog-en-search', { fullPage: true });

      // a category's search page names its path in English
      await page.getByTestId('type-filter').getByText('Flagship store').click();
      await expect.poll(() => page.getByTestId('chosen-filters').innerText()).toContain('Shop type: Flagship store ×');
      expect(await chineseLinesIn(page, CATALOG)).toEqual([]);

      // the goods page, reached by a click
      await page.getByTestId('goods-card').first().locator('a').first().click();
      await page.getByTestId('buy-panel').waitFor();
      await mounted(page); // reached by a click: the goods page's apps mounted
      const panel = await page.getByTestId('buy-panel').innerText();
      for (const text of ['Price', 'List price', 'Quantity', 'In stock:', 'Add to cart', 'Buy now', 'Favourite'])
        expect(panel).toContain(text);
      const shopCard = await page.getByTestId('shop-card').innerText();
      for (const text of ['Visit', 'Chat', 'Follow']) expect(shopCard).toContain(text);
      await page.getByRole('tab', { name: /^Reviews \(\d+\)$/ }).click();
      await page.getByTestId('reviews').waitFor();
      expect(await page.getByTestId('reviews').innerText()).toMatch(/All\(\d+\)/);
      expect(await chineseLinesIn(page, CATALOG)).toEqual([]);
      await screenshot(page, 'catalog-en-goods', { fullPage: true });

      // switching back is Chinese again, without a reload
      const before = loads();
      await page.getByTestId('language-switch').click();
      await expect.poll(() => page.getByTestId('buy-panel').innerText()).toContain('加入购物车');
      expect(loads()).toBe(before);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('keeps English over a reload: the server renders it and hydration keeps that HTML', async () => {
    const { context, page, errors, close } = await openPage(browser);
    try {
      await context.addCookies([{ name: 'lang', value: 'en', url: stack.url }]);
      const html = await (await fetch(`${stack.url}/`, { headers: { cookie: 'lang=en' } })).text();
      const server = catalogHtml(html);
      expect(server).toContain('Top picks');
      expect(server).toContain('Phones &amp; Digital');
      expect(server).not.toContain('精品推荐');

      await markServerNodes(page, ['#app-catalog section[data-page="home"]']);
      await page.goto(`${stack.url}/`);
      await settle(page);
      await expect.poll(() => page.locator(CATALOG).getAttribute('data-ssr')).toBeNull(); // hydrated
      expect(await serverNodesKept(page, ['#app-catalog section[data-page="home"]'])).toEqual({
        '#app-catalog section[data-page="home"]': true,
      });
      expect(await catalogText(page)).toContain('Top picks');
      await page.reload();
      await settle(page);
      expect(await catalogText(page)).toContain('Top picks');
      expect(await chineseLinesIn(page, CATALOG)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
