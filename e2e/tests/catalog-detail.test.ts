import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accountLogin, dialog, OTHER, realErrors } from '../support/auth';
import { connectBrowser } from '../support/browser';
import { apiGet, catalogHtml, markServerNodes, serverNodesKept } from '../support/catalog';
import { openPage, settle } from '../support/page';
import { loginToken } from '../support/session';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { screenshot } from '../support/screenshot';

interface Sku {
  unique: string;
  price: number;
  stock: number;
  image: string;
}
interface Detail {
  product_id: number;
  store_name: string;
  stock: number;
  attr: { attr_name: string; attr_values: string[] }[];
  sku: Record<string, Sku>;
}

let stack: TestStack;
let browser: Browser;
/** goods with two or more specs, at least one combination sold out, and different prices */
let mixed: Detail;
/** goods in stock for the cart tests */
let plain: Detail;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3530 }, connectBrowser);
  const { list } = await apiGet<{ list: { product_id: number }[] }>(stack.apiUrl, '/api/product/spu/lst?limit=50&order=sales');
  for (const { product_id } of list) {
    const d = await apiGet<Detail>(stack.apiUrl, `/api/store/product/detail/${product_id}`);
    const skus = Object.values(d.sku);
    const prices = new Set(skus.filter((s) => s.stock > 0).map((s) => s.price));
    if (!mixed && d.attr.length > 0 && skus.some((s) => s.stock === 0) && prices.size > 1) mixed = d;
    if (!plain && skus.every((s) => s.stock >= 5)) plain = d;
  }
  if (!mixed || !plain) throw new Error('the seed has no goods fit for these tests');
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const yuan = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
const detailUrl = (d: Detail) => `${stack.url}/goods_detail/${d.product_id}`;

/** Which buttons the page should disable for a selection: combinations without stock. */
function expectedDisabled(d: Detail, selection: string[]): Record<string, boolean> {
  const out: Record<string, boolean> = {};
  d.attr.forEach((a, i) => {
    for (const v of a.attr_values) {
      const key = selection.map((s, j) => (j === i ? v : s)).join(',');
      out[`${a.attr_name}:${v}`] = !(d.sku[key]?.stock > 0);
    }
  });
  return out;
}

async function shownDisabled(page: Page): Promise<Record<string, boolean>> {
  const out: Record<string, boolean> = {};
  for (const row of await page.getByTestId('attr-row').all()) {
    const name = (await row.locator('.label').innerText()).trim();
    for (const b of await row.getByRole('button').all()) out[`${name}:${(await b.innerText()).trim()}`] = await b.isDisabled();
  }
  return out;
}

async function shownSelection(page: Page): Promise<string[]> {
  return page.getByTestId('attr-row').evaluateAll((rows) => rows.map((r) => r.querySelector('button[aria-pressed="true"]')?.textContent ?? ''));
}

describe('goods detail page', () => {
  it('is server-rendered with the goods, its price, specs and its own title; unknown ids are 404', async () => {
    const res = await fetch(detailUrl(mixed));
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(mixed.store_name);
    expect(html).toMatch(new RegExp(`<meta name="description" content="[^"]*${mixed.store_name.slice(0, 8)}`));
    const main = catalogHtml(html);
    expect(main).toContain('data-page="goods-detail"');
    expect(main).toContain(mixed.store_name);
    expect(main).toMatch(/¥\d+\.\d{2}/);
    expect(main).toContain('加入购物车');
    expect(main).toContain('进店逛逛');
    expect(main).toContain(mixed.attr[0].attr_name);
    for (const bad of ['9999999', 'abc', '0']) expect((await fetch(`${stack.url}/goods_detail/${bad}`)).status, bad).toBe(404);
  });

  it('SKU choice moves price, stock and image, and sold-out combinations are disabled', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      const sels = ['#app-catalog section[data-page="goods-detail"]'];
      await markServerNodes(page, sels);
      await page.goto(detailUrl(mixed), { waitUntil: 'load' });
      await settle(page);
      expect(Object.values(await serverNodesKept(page, sels))).toEqual([true]);

      let selection = await shownSelection(page);
      expect(await shownDisabled(page)).toEqual(expectedDisabled(mixed, selection));
      expect(Object.values(await shownDisabled(page))).toContain(true);

      // click every enabled value of every spec in turn: the page follows the SKU map
      const seenPrices = new Set<string>();
      for (let i = 0; i < mixed.attr.length; i++) {
        for (const v of mixed.attr[i].attr_values) {
          const button = page.getByTestId('attr-row').nth(i).getByRole('button', { name: v, exact: true });
          if (await button.isDisabled()) continue;
          await button.click();
          selection = await shownSelection(page);
          expect(selection[i]).toBe(v);
          const sku = mixed.sku[selection.join(',')];
          expect(await page.getByTestId('price').innerText()).toBe(yuan(sku.price));
          expect(await page.getByTestId('stock').innerText()).toContain(`库存 ${sku.stock}`);
          expect(await page.getByTestId('main-image').getAttribute('src')).toBe(sku.image);
          expect(await shownDisabled(page)).toEqual(expectedDisabled(mixed, selection));
          seenPrices.add(await page.getByTestId('price').innerText());
        }
      }
      expect(seenPrices.size).toBeGreaterThan(1);

      // quantity: a whole number within the stock, and the shopper is told why when it is changed (issue 24)
      const stock = mixed.sku[selection.join(',')].stock;
      const quantity = page.getByLabel('购买数量');
      const typeQuantity = async (text: string) => {
        await quantity.fill(text);
        await quantity.press('Enter');
      };
      await typeQuantity('2');
      // the field shows the new quantity on the render after the change
      await expect.poll(() => quantity.inputValue(), { timeout: 5000 }).toBe('2');
      for (const bad of ['2.5', '-3']) {
        await typeQuantity(bad);
        await expect.poll(() => quantity.inputValue()).toBe('2');
        expect(await page.getByTestId('quantity-note').innerText()).toBe('请输入正整数');
      }
      await typeQuantity(String(stock + 50));
      await expect.poll(() => quantity.inputValue()).not.toBe(String(stock + 50));
      const clamped = Number(await quantity.inputValue());
      expect(clamped).toBeLessThanOrEqual(stock);
      expect(await page.getByTestId('quantity-note').innerText()).toBe(`最多可购买${clamped}件`);

      await page.getByRole('tab', { name: /累计评论/ }).click();
      await page.getByTestId('reviews').waitFor();
      await page.getByRole('tab', { name: '商品参数' }).click();
      expect(await page.getByTestId('goods-params').innerText()).toContain('品牌');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a guest who adds to cart gets the login dialog', async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto(detailUrl(plain), { waitUntil: 'load' });
      await settle(page);
      await page.getByRole('button', { name: '加入购物车' }).click();
      await dialog(page).waitFor({ state: 'visible' });
      await dialog(page).getByTestId('login-dialog-close').click();
      await dialog(page).waitFor({ state: 'detached' });
      await page.getByTestId('buy-panel').getByRole('button', { name: /收藏/ }).click();
      await dialog(page).waitFor({ state: 'visible' });
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it("a guest's choice survives the login: the chosen SKU and quantity come back and 加入购物车 completes (issue 24)", async () => {
    const { page, errors, close } = await openPage(browser);
    try {
      await page.goto(detailUrl(mixed), { waitUntil: 'load' });
      await settle(page);
      // a combination in stock other than the one shown first
      const first = await shownSelection(page);
      const [key, chosen] = Object.entries(mixed.sku).find(([k, sku]) => sku.stock >= 2 && k !== first.join(','))!;
      const values = key.split(',');
      for (let i = 0; i < values.length; i++) {
        await page.getByTestId('attr-row').nth(i).getByRole('button', { name: values[i], exact: true }).click();
      }
      await page.getByRole('button', { name: '增加' }).click();
      await expect.poll(() => page.getByLabel('购买数量').inputValue(), { timeout: 5000 }).toBe('2');
      await page.getByRole('button', { name: '加入购物车' }).click();
      await dialog(page).waitFor({ state: 'visible' });
      await accountLogin(dialog(page), OTHER);

      // the page comes back logged in with the same choice, and the goods are in the cart
      await page.getByRole('status').filter({ hasText: '已成功加入购物车' }).waitFor({ timeout: 20_000 });
      expect(await shownSelection(page)).toEqual(values);
      await expect.poll(() => page.getByLabel('购买数量').inputValue(), { timeout: 5000 }).toBe('2');
      const token = await loginToken(stack.apiUrl, OTHER);
      const cart = await fetch(`${stack.apiUrl}/api/user/cart/lst`, { headers: { 'X-Token': token, 'Form-type': 'pc' } });
      const lines = ((await cart.json()) as { data: { list: { cart: { product_attr_unique: string; cart_num: number }[] }[] } }).data.list.flatMap((shop) => shop.cart);
      expect(lines.find((l) => l.product_attr_unique === chosen.unique)?.cart_num).toBe(2);
      // taken once: a reload does not add it again
      await page.reload({ waitUntil: 'load' });
      await settle(page);
      expect(await page.getByRole('status').filter({ hasText: '已成功加入购物车' }).count()).toBe(0);
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a logged-in shopper adds to cart and the top-bar count follows; buy now goes to order confirmation', async () => {
    const token = await loginToken(stack.apiUrl);
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.setViewportSize({ width: 1200, height: 900 });
      await page.goto(detailUrl(plain), { waitUntil: 'load' });
      await settle(page);
      const count = page.getByTestId('cart-count');
      const before = Number(await count.innerText());
      await page.getByRole('button', { name: '增加' }).click();
      await page.getByRole('button', { name: '加入购物车' }).click();
      await page.getByRole('status').filter({ hasText: '已成功加入购物车' }).waitFor();
      await expect.poll(() => count.innerText()).toBe(String(before + 2));
      await screenshot(page, 'catalog-detail', { fullPage: true });

      const fav = page.getByTestId('buy-panel').getByRole('button', { name: /收藏/ });
      await fav.click();
      await expect.poll(() => fav.innerText()).toContain('已收藏');

      await page.getByRole('button', { name: '立即购买' }).click();
      await page.waitForURL((u) => u.pathname === '/order_confirm' && u.searchParams.get('new') === '1' && /^\d+$/.test(u.searchParams.get('cartId') ?? ''));
      expect(realErrors(errors)).toEqual([]);
    } finally {
      await close();
    }
  });
});
