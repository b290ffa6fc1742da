import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { DEMO_USER, loginToken } from '../support/session';
import { openPage, settle, type OpenedPage } from '../support/page';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { addToCart, buyableSkus, callApi, clearCart, type SeedSkuRef } from '../support/checkout';
import { screenshot } from '../support/screenshot';

let stack: TestStack;
let browser: Browser;
let token: string;

interface CartAnswer {
  list: { mer_id: number; cart: { cart_id: number; cart_num: number; price: number }[] }[];
  fail: { cart_id: number; reason: string }[];
}

const yuan = (fen: number) => `¥${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

/** Three SKUs from two merchants, one of them self-operated (自营), without purchase limits. */
function pickGoods(): { own: SeedSkuRef; shop: SeedSkuRef; shop2: SeedSkuRef; spare: SeedSkuRef[] } {
  const skus = buyableSkus(30).filter((s) => s.product.once_max_count === 0);
  const own = skus.find((s) => s.is_trader)!;
  const shop = skus.find((s) => !s.is_trader)!;
  const shop2 = skus.find((s) => s.mer_id === shop.mer_id && s.product_id !== shop.product_id)!;
  const used = new Set([own.product_id, shop.product_id, shop2.product_id]);
  const spare = skus.filter((s) => !used.has(s.product_id) && s.mer_id !== own.mer_id && s.mer_id !== shop.mer_id);
  return { own, shop, shop2, spare: [spare[0], spare.find((s) => s.product_id !== spare[0].product_id)!] };
}

const goods = pickGoods();

/** Another demo shopper whose cart holds the spare goods, taken off sale and sold out before the mall started. */
const SECOND_SHOPPER = { account: '13900139000', password: DEMO_USER.password };
const INVALID_CART = { offSale: 900_001, soldOut: 900_002 };
const [offSale, soldOut] = goods.spare;
const cartLineOfSecondShopper = (id: number, sku: SeedSkuRef, num: number) =>
  `insert into store_cart (id, uid, mer_id, product_id, product_attr_unique, cart_num, product_type, is_new)
   select ${id}, uid, ${sku.mer_id}, ${sku.product_id}, '${sku.unique}', ${num}, 0, false
   from users where phone = '${SECOND_SHOPPER.account}'`;
const invalidCart = [
  `update store_product set is_show = false where id = ${offSale.product_id}`,
  `update store_product_attr_value set stock = 0 where "unique" = '${soldOut.unique}'`,
  cartLineOfSecondShopper(INVALID_CART.offSale, offSale, 1),
  cartLineOfSecondShopper(INVALID_CART.soldOut, soldOut, 2),
];

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3460, prepareDatabase: invalidCart }, connectBrowser);
  token = await loginToken(stack.url);
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

const cartApi = (as = token) => callApi<CartAnswer>(stack, as, 'GET', '/api/user/cart/lst');
const badge = (page: Page) => page.locator('#mall-header [data-testid="cart-count"]').innerText();
const line = (page: Page, cartId: number) => page.locator(`[data-testid="cart-line"][data-cart-id="${cartId}"]`);
const total = (page: Page) => page.getByTestId('cart-total').innerText();

async function openCart(as = token): Promise<OpenedPage> {
  const opened = await openPage(browser, { url: stack.url, token: as });
  await opened.page.goto(`${stack.url}/shopping_cart`);
  await opened.page.getByTestId('cart-page').waitFor();
  return opened;
}

describe('shopping cart', () => {
  let ids: { own: number; shop: number; shop2: number };

  beforeEach(async () => {
    await clearCart(stack, token);
    ids = {
      own: (await addToCart(stack, token, goods.own, 1)).cart_id,
      shop: (await addToCart(stack, token, goods.shop, 2)).cart_id,
      shop2: (await addToCart(stack, token, goods.shop2, 1)).cart_id,
    };
  });

  it('groups the goods by merchant, tags 自营, and totals the selection in yuan', async () => {
    const { page, errors, close } = await openCart();
    try {
      const shops = page.getByTestId('cart-shop');
      await expect.poll(() => shops.count()).toBe(2);
      const ownShop = page.locator(`[data-testid="cart-shop"][data-mer-id="${goods.own.mer_id}"]`);
      const otherShop = page.locator(`[data-testid="cart-shop"][data-mer-id="${goods.shop.mer_id}"]`);
      expect(await ownShop.getByTestId('shop-name').innerText()).toBe(goods.own.mer_name);
      expect(await ownShop.innerText()).toContain('自营');
      expect(await otherShop.innerText()).not.toContain('自营');
      expect(await otherShop.getByTestId('cart-line').count()).toBe(2);
      const head = await page.locator('.cart-head').innerText();
      for (const col of ['商品信息', '单价', '数量', '金额', '操作']) expect(head).toContain(col);

      // each line: its title, SKU, unit price and amount from the API, in yuan with two decimals
      const shopLine = line(page, ids.shop);
      expect(await shopLine.innerText()).toContain(goods.shop.product.store_name);
      if (goods.shop.sku) expect(await shopLine.innerText()).toContain(goods.shop.sku);
      expect(await shopLine.getByTestId('line-price').innerText()).toBe(yuan(goods.shop.price));
      expect(await shopLine.getByTestId('line-amount').innerText()).toBe(yuan(goods.shop.price * 2));
      expect(await shopLine.getByLabel('数量').inputValue()).toBe('2');

      // everything is ticked at first: the total is the whole cart; the badge counts pieces
      const all = goods.own.price + goods.shop.price * 2 + goods.shop2.price;
      expect(await total(page)).toBe(yuan(all));
      expect(await page.getByTestId('selected-pieces').innerText()).toBe('4');
      await expect.poll(() => badge(page)).toBe('4');
      await settle(page); // opened by a full load: network idle (the goods pictures in) and the apps mounted
      await screenshot(page, 'checkout-cart', { fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('changes a quantity on the server, updating amount, total and badge; refusals show the server message', async () => {
    const { page, close } = await openCart();
    try {
      const ownLine = line(page, ids.own);
      await ownLine.getByRole('button', { name: '增加' }).click();
      await expect.poll(() => ownLine.getByTestId('line-amount').innerText()).toBe(yuan(goods.own.price * 2));
      await expect.poll(() => badge(page)).toBe('5');
      expect(await total(page)).toBe(yuan(goods.own.price * 2 + goods.shop.price * 2 + goods.shop2.price));
      const afterPlus = await cartApi();
      expect(afterPlus.list.flatMap((s) => s.cart).find((l) => l.cart_id === ids.own)!.cart_num).toBe(2);

      // back to 1: the minus button stops there
      await ownLine.getByRole('button', { name: '减少' }).click();
      await expect.poll(() => ownLine.getByLabel('数量').inputValue()).toBe('1');
      await expect.poll(() => badge(page)).toBe('4');
      expect(await ownLine.getByRole('button', { name: '减少' }).isDisabled()).toBe(true);

      // more than the stock: the server refuses, its message is shown and nothing changes
      const input = ownLine.getByLabel('数量');
      await input.fill(String(goods.own.stock + 1));
      await input.press('Enter');
      const toast = page.getByTestId('toast');
      await toast.first().waitFor();
      expect(await toast.first().innerText()).toBe(`库存不足，最多可购买${goods.own.stock}件`);
      await expect.poll(() => input.inputValue()).toBe('1');
      const after = await cartApi();
      expect(after.list.flatMap((s) => s.cart).find((l) => l.cart_id === ids.own)!.cart_num).toBe(1);
      expect(await badge(page)).toBe('4');

      // a typed quantity within stock is taken
      await input.fill('3');
      await input.press('Enter');
      await expect.poll(() => ownLine.getByTestId('line-amount').innerText()).toBe(yuan(goods.own.price * 3));
      await expect.poll(() => badge(page)).toBe('6');
    } finally {
      await close();
    }
  });

  it('selects per line, per shop and all; the selection survives a reload and goes to checkout', async () => {
    const { page, close } = await openCart();
    try {
      const all = goods.own.price + goods.shop.price * 2 + goods.shop2.price;
      await line(page, ids.shop2).getByRole('checkbox').uncheck();
      await expect.poll(() => total(page)).toBe(yuan(all - goods.shop2.price));
      expect(await page.getByTestId('selected-pieces').innerText()).toBe('3');
      // a shop is ticked only when all its lines are
      const shopBox = page.getByLabel(`选择店铺 ${goods.shop.mer_name}`);
      expect(await shopBox.isChecked()).toBe(false);
      expect(await page.getByLabel('全选').first().isChecked()).toBe(false);
      await page.getByLabel(`选择店铺 ${goods.own.mer_name}`).uncheck();
      await expect.poll(() => total(page)).toBe(yuan(goods.shop.price * 2));

      await page.reload();
      await page.getByTestId('cart-page').waitFor();
      await expect.poll(() => total(page)).toBe(yuan(goods.shop.price * 2));
      expect(await line(page, ids.own).getByRole('checkbox').isChecked()).toBe(false);
      expect(await line(page, ids.shop).getByRole('checkbox').isChecked()).toBe(true);

      await shopBox.check();
      await expect.poll(() => total(page)).toBe(yuan(goods.shop.price * 2 + goods.shop2.price));
      await page.getByRole('button', { name: '去结算' }).click();
      await page.waitForURL((u) => u.pathname === '/order_confirm');
      const picked = new URL(page.url()).searchParams.get('cartId')!.split(',').map(Number);
      expect(picked.sort()).toEqual([ids.shop, ids.shop2].sort());

      await page.goto(`${stack.url}/shopping_cart`);
      await page.getByTestId('cart-page').waitFor();
      await page.getByLabel('全选').first().check();
      await expect.poll(() => total(page)).toBe(yuan(all));
      await page.getByLabel('全选').first().uncheck();
      await expect.poll(() => total(page)).toBe(yuan(0));
      expect(await page.getByRole('button', { name: '去结算' }).isDisabled()).toBe(true);
    } finally {
      await close();
    }
  });

  it('deletes one line and the selected lines after a confirmation, then shows the empty cart', async () => {
    const { page, close } = await openCart();
    try {
      await line(page, ids.shop2).getByRole('button', { name: '删除' }).click();
      const dialog = page.getByTestId('confirm-dialog');
      await dialog.getByRole('button', { name: '取消' }).click();
      expect(await dialog.count()).toBe(0);
      expect(await line(page, ids.shop2).count()).toBe(1);

      await line(page, ids.shop2).getByRole('button', { name: '删除' }).click();
      await dialog.getByRole('button', { name: '删除' }).click();
      await expect.poll(() => line(page, ids.shop2).count()).toBe(0);
      await expect.poll(() => badge(page)).toBe('3');
      expect(
        (await cartApi()).list
          .flatMap((s) => s.cart)
          .map((l) => l.cart_id)
          .sort(),
      ).toEqual([ids.own, ids.shop].sort());

      // only the own shop's line selected → 删除选中的商品 removes it alone
      await line(page, ids.shop).getByRole('checkbox').uncheck();
      await page.getByRole('button', { name: '删除选中的商品' }).click();
      await dialog.getByRole('button', { name: '删除' }).click();
      await expect.poll(() => line(page, ids.own).count()).toBe(0);
      await expect.poll(() => badge(page)).toBe('2');
      expect(await page.getByTestId('cart-shop').count()).toBe(1);

      await line(page, ids.shop).getByRole('button', { name: '删除' }).click();
      await dialog.getByRole('button', { name: '删除' }).click();
      const empty = page.getByTestId('cart-empty');
      await empty.waitFor();
      await expect.poll(() => badge(page)).toBe('0');
      await empty.getByRole('link', { name: '去逛逛' }).waitFor(); // the empty cart with its way out
      await screenshot(page, 'checkout-cart-empty', { fullPage: true });
      await empty.getByRole('link', { name: '去逛逛' }).click();
      await page.waitForURL((u) => u.pathname === '/');
      await expect.poll(() => page.locator('#app-catalog').innerText()).toContain('精品推荐');
    } finally {
      await close();
    }
  });

  it('puts goods taken off sale or sold out in the 已失效 group, outside totals and badge, and clears them', async () => {
    const second = await loginToken(stack.url, SECOND_SHOPPER);
    await addToCart(stack, second, goods.own, 1);
    await addToCart(stack, second, goods.shop, 2);
    await addToCart(stack, second, goods.shop2, 1);
    const { offSale: offId, soldOut: soldId } = INVALID_CART;
    const { page, close } = await openCart(second);
    try {
      const invalid = page.getByTestId('cart-invalid');
      await invalid.waitFor();
      expect(await invalid.innerText()).toContain('已失效商品 2 件');
      const reasons = Object.fromEntries(
        await Promise.all(
          [offId, soldId].map(async (id) => [
            id,
            await invalid.locator(`[data-cart-id="${id}"] [data-testid="invalid-reason"]`).innerText(),
          ]),
        ),
      );
      expect(reasons).toEqual({ [offId]: '商品已下架', [soldId]: '商品已售罄' });
      expect(await invalid.getByRole('checkbox').count()).toBe(0);
      // totals and badge count the valid goods only
      expect(await total(page)).toBe(yuan(goods.own.price + goods.shop.price * 2 + goods.shop2.price));
      await expect.poll(() => badge(page)).toBe('4');
      await settle(page); // opened by a full load: network idle (the goods pictures in) and the apps mounted
      await screenshot(page, 'checkout-cart-invalid', { fullPage: true });

      await page.getByTestId('cart-footer').getByRole('button', { name: '清空失效商品' }).click();
      await page.getByTestId('confirm-dialog').getByRole('button', { name: '删除' }).click();
      await expect.poll(() => invalid.count()).toBe(0);
      expect((await cartApi(second)).fail).toEqual([]);
      expect(await page.getByTestId('cart-line').count()).toBe(3);
    } finally {
      await close();
    }
  });

  it('takes goods added on a goods page, under their shop', async () => {
    await clearCart(stack, token);
    const single = buyableSkus(30).find(
      (s) =>
        s.product.skus.length === 1 &&
        s.product.once_max_count === 0 &&
        s.mer_id !== goods.own.mer_id &&
        // the 已失效 test takes the spare goods off sale or sells them out
        !goods.spare.some((spare) => spare.product_id === s.product_id),
    )!;
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/goods_detail/${single.product_id}`, { waitUntil: 'load' });
      await settle(page);
      await page.getByRole('button', { name: '加入购物车' }).click();
      await page.getByRole('status').filter({ hasText: '已成功加入购物车' }).waitFor();
      await expect.poll(() => badge(page)).toBe('1');
      await page.locator('#mall-header a[href="/shopping_cart"]').click();
      await page.getByTestId('cart-page').waitFor();
      const shop = page.locator(`[data-testid="cart-shop"][data-mer-id="${single.mer_id}"]`);
      await shop.waitFor();
      expect(await shop.getByTestId('shop-name').innerText()).toBe(single.mer_name);
      expect(await shop.getByTestId('cart-line').innerText()).toContain(single.product.store_name);
      expect(await total(page)).toBe(yuan(single.price));
      expect(errors.filter((e) => !/favicon/.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });
});
