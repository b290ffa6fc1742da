import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { dialog, OTHER, realErrors } from '../support/auth';
import { connectBrowser } from '../support/browser';
import { apiGet, catalogHtml, markServerNodes, serverNodesKept } from '../support/catalog';
import { openPage, settle } from '../support/page';
import { loginToken } from '../support/session';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { screenshot } from '../support/screenshot';

interface Offer {
  coupon_id: number;
  type: number;
  title: string;
  state: string;
}
interface Paged<T> {
  count: number;
  list: T[];
}

let stack: TestStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3720 }, connectBrowser);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const html = async (path: string) => {
  const res = await fetch(stack.url + path);
  return { status: res.status, text: await res.text() };
};
const title = (text: string) => /<title>([^<]*)<\/title>/.exec(text)?.[1] ?? '';

async function shoot(page: Page, name: string) {
  await page.setViewportSize({ width: 1200, height: 900 });
  await screenshot(page, name, { fullPage: true });
}

describe('coupon centre, coupon goods and news', () => {
  it('are server-rendered with their content and titles; unknown ids are 404', async () => {
    const all = await apiGet<Paged<Offer>>(stack.apiUrl, '/api/coupon/getlst?limit=12');
    const centre = await html('/coupon_center');
    expect(centre.status).toBe(200);
    expect(title(centre.text)).toMatch(/^领券中心/);
    const main = catalogHtml(centre.text);
    expect(main).toContain('data-page="coupon-center"');
    expect(main.match(/data-testid="coupon-card"/g)?.length).toBe(Math.min(12, all.count));
    expect(main).toContain('立即领取');
    expect(main).toContain(all.list[0].title);
    for (const tab of ['全部', '通用券', '品类券', '跨店券', '店铺券']) expect(main).toContain(`>${tab}</a>`);
    const shopTab = catalogHtml((await html('/coupon_center?type=0')).text);
    expect(shopTab).toContain('店铺券</span>');
    expect(shopTab).not.toContain('通用券</span>');

    const first = all.list[0];
    const goods = await apiGet<Paged<{ store_name: string }>>(stack.apiUrl, `/api/product/spu/coupon_product?coupon_id=${first.coupon_id}`);
    const coupon = catalogHtml((await html(`/goods_coupon?id=${first.coupon_id}`)).text);
    expect(coupon).toContain(first.title);
    expect(coupon).toContain(goods.list[0].store_name.replace(/&/g, '&amp;'));

    const cats = await apiGet<{ id: number; title: string }[]>(stack.apiUrl, '/api/article/category');
    const news = await html(`/news_list?cid=${cats[0].id}`);
    expect(title(news.text)).toMatch(new RegExp(`^${cats[0].title}`));
    const list = catalogHtml(news.text);
    const articles = await apiGet<Paged<{ id: number; title: string }>>(stack.apiUrl, `/api/article/lst?cid=${cats[0].id}`);
    expect(list.match(/data-testid="news-item"/g)?.length).toBe(articles.list.length);
    const detail = await html(`/news_detail/${articles.list[0].id}`);
    expect(title(detail.text)).toMatch(new RegExp(`^${articles.list[0].title}`));
    const body = catalogHtml(detail.text);
    expect(body).toContain('data-testid="news-content"');
    expect(body).not.toContain('<script>alert');

    for (const bad of ['/news_detail/99999999', '/news_detail/abc', '/goods_coupon?id=99999999', '/goods_coupon?id=x', '/goods_coupon', '/news_list?cid=999999', '/store/storeCoupon?id=999999']) {
      expect((await fetch(stack.url + bad)).status, bad).toBe(404);
    }
  });

  it('hydrate without console errors', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      for (const [path, sel] of [
        ['/coupon_center', '#app-catalog section[data-page="coupon-center"]'],
        ['/news_list', '#app-catalog section[data-page="news-list"]'],
        ['/store/storeCoupon?id=1', '#app-catalog section[data-page="store-coupon"]'],
      ]) {
        await markServerNodes(page, [sel]);
        await page.goto(stack.url + path, { waitUntil: 'load' });
        await settle(page);
        expect(await serverNodesKept(page, [sel]), path).toEqual({ [sel]: true });
      }
      // the store header marks the coupon tab on the shop's coupon page
      expect(await page.getByTestId('store-header').locator('nav a.on').allInnerTexts()).toEqual(['店铺优惠券']);
      await shoot(page, 'store-coupon');
      await page.goto(`${stack.url}/news_list`, { waitUntil: 'load' });
      await settle(page);
      await shoot(page, 'news-list');
      await page.getByTestId('news-item').first().locator('h2 a').click();
      await page.getByTestId('news-content').waitFor();
      await shoot(page, 'news-detail');
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a guest pressing 立即领取 gets the login dialog', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.goto(`${stack.url}/coupon_center`, { waitUntil: 'load' });
      await settle(page);
      await page.getByRole('button', { name: '立即领取' }).first().click();
      await dialog(page).waitFor({ state: 'visible' });
    } finally {
      await close();
    }
  });

  it('claims from the coupon centre: success dialog, then it counts as claimed; 去使用 lists its goods', async () => {
    const token = await loginToken(stack.apiUrl);
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/coupon_center?type=10`, { waitUntil: 'load' });
      await settle(page);
      await shoot(page, 'coupon-center');
      const card = page.locator('[data-testid="coupon-card"][data-state="receive"]').first();
      const id = await card.getAttribute('data-coupon-id');
      await card.getByRole('button', { name: '立即领取' }).click();
      const done = page.getByTestId('receive-dialog');
      await done.getByText('恭喜您，优惠券领取成功').waitFor();
      await done.getByRole('button', { name: '继续领券' }).click();
      const same = page.locator(`[data-testid="coupon-card"][data-coupon-id="${id}"]`);
      await expect.poll(() => same.getAttribute('data-state')).toBe('received');

      const mine = await apiGet<Paged<Offer>>(stack.apiUrl, '/api/coupon/getlst?type=10&limit=50', token);
      expect(mine.list.find((c) => String(c.coupon_id) === id)?.state).toBe('received');
      await page.reload({ waitUntil: 'load' });
      await settle(page);
      await expect.poll(() => same.getAttribute('data-state')).toBe('received');

      await same.getByRole('link', { name: '去使用' }).click();
      await page.waitForURL((u) => u.pathname === '/goods_coupon' && u.searchParams.get('id') === id);
      await page.getByTestId('coupon-head').waitFor();
      expect(await page.getByTestId('goods-card').count()).toBeGreaterThan(0);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('claims a goods coupon on the goods page; the goods card shows 券', async () => {
    const goodsCoupons = await apiGet<Paged<Offer>>(stack.apiUrl, '/api/coupon/getlst?type=1&limit=1');
    const coupon = goodsCoupons.list[0];
    const { list } = await apiGet<Paged<{ product_id: number }>>(stack.apiUrl, `/api/product/spu/coupon_product?coupon_id=${coupon.coupon_id}`);
    const productId = list[0].product_id;
    expect(catalogHtml((await html(`/goods_coupon?id=${coupon.coupon_id}`)).text)).toContain('data-testid="coupon-tag"');

    const token = await loginToken(stack.apiUrl, OTHER);
    const held = async () =>
      (await apiGet<{ received: number }[]>(stack.apiUrl, `/api/coupon/product?product_id=${productId}`, token)).reduce((n, o) => n + o.received, 0);
    const before = await held(); // the demo users hold some shop coupons already
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/goods_detail/${productId}`, { waitUntil: 'load' });
      const row = page.getByTestId('goods-coupons');
      await row.waitFor();
      const chips = row.getByTestId('coupon-chip');
      expect(await chips.count()).toBeGreaterThan(0);
      await chips.filter({ has: page.getByRole('button', { name: '领取' }) }).first().getByRole('button', { name: '领取' }).click();
      await page.getByTestId('receive-dialog').getByText('恭喜您，优惠券领取成功').waitFor();
      await page.getByTestId('receive-dialog').getByRole('button', { name: '继续领券' }).click();
      expect(await held()).toBe(before + 1);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
