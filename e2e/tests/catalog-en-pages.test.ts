/**
 * The catalog's other pages in English (issue 24 item 1, after catalog-en's home, search and goods
 * pages): the shop street, a shop's home and its tabs, brands, the coupon centre and a coupon's
 * goods, news, the merchant application, the themed lists and the activities (seckill, presell,
 * bargains, group buys, live; a bargain's and a group's own page). With English chosen none shows Chinese outside what merchants,
 * the operator and shoppers wrote (marked data-authored); the labels the platform stores come in
 * their English names (shop street tabs, news categories, settlement options). It changes nothing (the
 * merchant application is only validated), so it runs on the shared stack.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { realErrors } from '../support/auth';
import { connectBrowser } from '../support/browser';
import { apiGet } from '../support/catalog';
import { callApi } from '../support/checkout';
import { chineseLinesIn } from '../support/cjk';
import { mounted, openPage, settle, type OpenedPage } from '../support/page';
import { loginToken } from '../support/session';
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

/** A page of a context that chose English (the top bar's switch sets this cookie). */
async function openEnglish(token?: string): Promise<OpenedPage> {
  const opened = await openPage(browser, token ? { url: stack.url, token } : undefined);
  await opened.context.addCookies([{ name: 'lang', value: 'en', url: stack.url }]);
  return opened;
}

/** Goes to `path`, waits for `ready`, and answers the catalog's text once no Chinese of its own is left. */
async function visit(page: Page, path: string, ready: string): Promise<string> {
  await page.goto(stack.url + path, { waitUntil: 'load' });
  await page.locator(ready).first().waitFor();
  await settle(page);
  expect(await chineseLinesIn(page, CATALOG), path).toEqual([]);
  return page.locator(CATALOG).innerText();
}

const testId = (id: string) => `[data-testid="${id}"]`;

describe('catalog pages in English', () => {
  it('shop street, a shop with its tabs and licences, more shops', async () => {
    const { page, errors, close } = await openEnglish();
    try {
      const street = await visit(page, '/shop_street', testId('shop-list'));
      for (const text of ['All shops', 'Electronics', 'Visit shop', 'Rating', 'followers'])
        expect(street).toContain(text);
      expect(await page.title()).toMatch(/^Shops/);
      await screenshot(page, 'catalog-en-shop-street', { fullPage: true });

      const store = await visit(page, '/store?id=1', testId('store-recommend'));
      for (const text of [
        'Shop home',
        'Categories ▾',
        'Coupons',
        'All items',
        'Top 15 best sellers',
        'Recommended',
        'items on sale',
      ])
        expect(store).toContain(text);
      // the category menu opens on hover: the platform's categories in English
      await page.getByTestId('store-header').getByText('Categories ▾').hover();
      await page.locator(`${CATALOG} .menu`).waitFor();
      expect(await chineseLinesIn(page, CATALOG)).toEqual([]);
      await screenshot(page, 'catalog-en-store', { fullPage: true });

      const category = await visit(page, '/store/category?id=1', testId('store-goods'));
      for (const text of ['Default', 'Sales', 'Rating', 'Price ↑']) expect(category).toContain(text);
      expect(category).toMatch(/\d+ items/);
      await visit(page, `/store/category?id=1&search=${encodeURIComponent('不存在的商品名')}`, testId('empty'));
      await visit(page, '/store/storeCoupon?id=1', testId('store-header'));
      const licence = await visit(page, '/qualifications?id=1', '[data-page="qualifications"]');
      expect(licence).toContain('Show licences');
      await visit(page, `/shop_more?title=${encodeURIComponent('店')}`, testId('shop-list'));
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('brands, the coupon centre and a coupon’s goods, a themed list', async () => {
    const { page, errors, close } = await openEnglish();
    try {
      const brands = await visit(page, '/brandList', testId('brand-group'));
      expect(brands).toContain('Phones & Digital');
      expect(brands).toMatch(/\d+ brands/);
      const centre = await visit(page, '/coupon_center', testId('coupon-grid'));
      for (const text of ['Coupons', 'All', 'Platform', 'Multi-shop', 'Claim']) expect(centre).toContain(text);
      expect(centre).toMatch(/\d+ coupons/);
      await screenshot(page, 'catalog-en-coupon-center', { fullPage: true });
      await visit(page, '/coupon_center?type=0', testId('coupon-grid'));
      const { list } = await apiGet<{ list: { coupon_id: number }[] }>(
        stack.apiUrl,
        '/api/coupon/getlst?page=1&limit=1',
      );
      const goods = await visit(page, `/goods_coupon?id=${list[0].coupon_id}`, testId('coupon-head'));
      expect(goods).toMatch(/\d+ items take this coupon/);
      const hot = await visit(page, '/goods_list?type=hot', testId('goods-list'));
      expect(hot).toContain('Best sellers');
      expect(hot).toContain('For you');
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('news: the list, a category and an article', async () => {
    const { page, errors, close } = await openEnglish();
    try {
      const news = await visit(page, '/news_list', testId('news-item'));
      for (const text of ['All news', 'Announcements', 'Shopping guide']) expect(news).toContain(text);
      expect(news).toMatch(/\d+ views/);
      const cats = await apiGet<{ id: number; title_en: string }[]>(stack.apiUrl, '/api/article/category');
      await visit(page, `/news_list?cid=${cats[0].id}`, testId('news-item'));
      expect(await page.title()).toContain(`${cats[0].title_en} - News`);
      await page.getByTestId('news-item').first().locator('h2 a').click();
      await page.getByTestId('news-content').waitFor();
      await mounted(page); // reached by a click: the article's apps mounted
      expect(await chineseLinesIn(page, CATALOG)).toEqual([]);
      const article = await page.locator(CATALOG).innerText();
      for (const text of ['By ', 'Published ', 'Latest news']) expect(article).toContain(text);
      await screenshot(page, 'catalog-en-news-detail', { fullPage: true });
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the merchant application: its form, options and checks', async () => {
    const guest = await openEnglish();
    try {
      const text = await visit(guest.page, '/merchant_settled', testId('settled-guest'));
      expect(text).toContain('Log in to apply');
    } finally {
      await guest.close();
    }
    const { page, errors, close } = await openEnglish(await loginToken(stack.apiUrl));
    try {
      const form = await visit(page, '/merchant_settled', testId('settled-form'));
      for (const text of ['Shop name', 'SMS code', 'Get code', 'Licences', 'Apply']) expect(form).toContain(text);
      const options = await page.locator(`${CATALOG} select`).allInnerTexts();
      expect(options.join('\n')).toContain('Electronics');
      expect(options.join('\n')).toContain('Flagship store');
      await page.getByTestId('settled-form').getByRole('button', { name: 'Apply' }).click();
      await expect
        .poll(() => page.getByTestId('settled-form').getByRole('alert').allInnerTexts())
        .toContain('Please enter the shop name');
      expect(await chineseLinesIn(page, CATALOG)).toEqual([]);
      await screenshot(page, 'catalog-en-merchant-settled', { fullPage: true });
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('the activities: seckill, presell, bargains, group buys and live, with a goods page of each', async () => {
    const { page, errors, close } = await openEnglish();
    try {
      const seckill = await visit(page, '/goods_seckill', testId('seckill-tabs'));
      expect(seckill).toContain('Flash sale');
      // the seed always has a slot running with goods in it, presells running for days, bargains
      // and group buys open for a month: each list has cards
      const seckillCard = page.getByTestId('seckill-card');
      expect(await seckillCard.count(), 'the running slot has seckill goods').toBeGreaterThan(0);
      await seckillCard.first().locator('a').first().click();
      await page.getByTestId('buy-panel').waitFor();
      await mounted(page); // reached by a click: the goods page's apps mounted
      expect(await chineseLinesIn(page, CATALOG)).toEqual([]);
      expect(await page.getByTestId('buy-panel').innerText()).toContain('Flash price');

      for (const [list, card, detail] of [
        ['/goods_presell?type=1', 'presell-card', 'Presale'],
        ['/goods_bargain', 'bargain-card', 'Down to'],
        ['/goods_combination', 'group-buy-card', 'Group price'],
      ]) {
        await visit(page, list, `${CATALOG} section[data-page]`);
        const cards = page.getByTestId(card);
        expect(await cards.count(), `${list}: cards`).toBeGreaterThan(0);
        await cards.first().locator('a').first().click();
        await page.getByTestId('buy-panel').waitFor();
        await mounted(page); // reached by a click: the goods page's apps mounted
        expect(await chineseLinesIn(page, CATALOG), `${list}: goods page`).toEqual([]);
        expect(await page.getByTestId('buy-panel').innerText()).toContain(detail);
      }
      await screenshot(page, 'catalog-en-group-buy', { fullPage: true });

      for (const status of [1, 0, 2]) {
        const live = await visit(page, `/live?status=${status}`, testId('live-tabs'));
        expect(live).toContain('Live shopping');
      }
      const replays = await apiGet<{ list: { id: number; anchor_id: number }[] }>(
        stack.apiUrl,
        '/api/live/room/lst?status=2&limit=1',
      );
      expect(replays.list, 'the seed holds replays').toHaveLength(1);
      const room = replays.list[0];
      const anchor = await visit(page, `/anchorHome?id=${room.anchor_id}`, testId('anchor-fans'));
      expect(anchor).toContain('Followers');
      const player = await visit(page, `/livePlayer?id=${room.id}`, testId('live-comments'));
      expect(player).toContain('Replays take no comments');
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a bargain’s own page and a group’s own page, for their owner and for a friend', async () => {
    const token = await loginToken(stack.apiUrl);
    const get = <T>(url: string) => callApi<T>(stack, token, 'GET', url);
    const [bargain] = (await get<{ list: { id: number }[] }>('/api/store/product/bargain/my')).list;
    let group: number | undefined;
    for (const goods of (await get<{ list: { id: number }[] }>('/api/store/product/group/lst?limit=50')).list) {
      group = (await get<{ groups: { id: number }[] }>(`/api/store/product/group/detail/${goods.id}`)).groups[0]?.id;
      if (group) break;
    }
    expect(bargain, 'the seed gives the demo shopper a bargain').toBeTruthy();
    expect(group, 'the seed opens groups').toBeTruthy();

    const owner = await openEnglish(token);
    try {
      const own = await visit(owner.page, `/bargain_status/${bargain.id}`, testId('status-text'));
      expect(own).toContain('I am bargaining, ask your friends to cut the price!');
      expect(own).toMatch(/In progress|Ended|Floor reached|Bought/);
      expect(own).toMatch(/Friends who helped \(\d+\)/);
      expect(await owner.page.title()).toMatch(/^Help .+ cut the price - /);
      await screenshot(owner.page, 'catalog-en-bargain-status', { fullPage: true });
      const theGroup = await visit(owner.page, `/combination_status/${group}`, testId('group-members'));
      expect(theGroup).toMatch(/Filling|Group complete|Group failed/);
      // the page's title names the group's state in English too (the goods title as the merchant wrote it)
      expect(await owner.page.title()).toMatch(/^(Filling|Group complete|Group failed) - /);
      await screenshot(owner.page, 'catalog-en-group-status', { fullPage: true });
      expect(realErrors(owner.errors)).toEqual([]);
    } finally {
      await owner.close();
    }
    // a friend who follows the links, not logged in yet
    const friend = await openEnglish();
    try {
      const theirs = await visit(friend.page, `/bargain_status/${bargain.id}`, testId('status-text'));
      expect(theirs).toContain('is bargaining, help cut the price!');
      await visit(friend.page, `/combination_status/${group}`, testId('group-members'));
      expect(realErrors(friend.errors)).toEqual([]);
    } finally {
      await friend.close();
    }
  });
});
