import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { loginToken } from '../support/session';
import { openPage, pushState, settle } from '../support/page';
import { sharedStackAndBrowser, type SharedStack } from '../support/stack';
import { screenshot } from '../support/screenshot';

let stack: SharedStack;
let browser: Browser;
/** The seeded demo user's session: protected pages need it. */
let token: string;
const session = () => ({ url: stack.url, token });

/** After the first list request of a URL change: a duplicate request for it would be sent within this. */
const DUPLICATE_REQUEST_WINDOW_MS = 500;

beforeAll(async () => {
  [stack, browser] = await sharedStackAndBrowser(connectBrowser);
  token = await loginToken(stack.url);
});

afterAll(async () => {
  await browser?.close();
});

type MarkedWindow = Window & { __marker?: number };

describe('client navigation between micro-frontends', () => {
  it('moves from home to the cart and the user center without a full reload', async () => {
    const { page, errors, loads, close } = await openPage(browser, session());
    try {
      await page.goto(`${stack.url}/`);
      await settle(page);
      expect(await page.locator('#app-catalog').innerText()).toContain('精品推荐');
      await page.evaluate(() => ((window as MarkedWindow).__marker = 1));
      const marker = () => page.evaluate(() => (window as MarkedWindow).__marker);

      // A plain link in the chrome: intercepted, pushState, single-spa mounts checkout.
      await page.locator('#mall-header a[href="/shopping_cart"]').click();
      await page.waitForURL((u) => u.pathname === '/shopping_cart');
      const checkoutFact = page.locator('#app-checkout [data-testid="cart-page"]');
      await checkoutFact.waitFor({ state: 'visible' });
      expect(await checkoutFact.innerText()).toMatch(/全部商品\s*\d+/);
      expect(await page.locator('#app-checkout').innerText()).toContain('购物车');
      // The catalog was unmounted, the chrome stays.
      await expect.poll(() => page.locator('#app-catalog').innerHTML()).toBe('');
      await expect.poll(() => page.locator('#mall-header form[role="search"]').count()).toBe(1);
      expect(await marker()).toBe(1);
      await settle(page);
      await screenshot(page, 'cart', { fullPage: true });

      // Programmatic navigation (what navigateTo() does) to the user center.
      await pushState(page, '/user');
      const ucNickname = page.locator('#app-user-center [data-testid="uc-nickname"]');
      await ucNickname.waitFor({ state: 'visible' });
      expect(await ucNickname.innerText()).toContain('张小明');
      expect(await page.locator('#app-user-center').innerText()).toContain('个人中心');
      await expect.poll(() => page.locator('#app-checkout').innerHTML()).toBe('');
      expect(await marker()).toBe(1);
      await settle(page);
      await screenshot(page, 'user', { fullPage: true });

      // Back button: checkout comes back, still the same document.
      await page.evaluate(() => history.back());
      await page.waitForURL((u) => u.pathname === '/shopping_cart');
      await checkoutFact.waitFor({ state: 'visible' });
      await expect.poll(() => page.locator('#app-user-center').innerHTML()).toBe('');

      // The logo link goes home: the catalog renders again on the client (no SSR this time).
      await page.locator('#mall-header a.logo[href="/"]').click();
      await page.waitForURL((u) => u.pathname === '/');
      await expect.poll(() => page.locator('#app-catalog').innerText()).toContain('精品推荐');
      expect(await page.locator('#app-catalog').innerText()).toMatch(/¥\d+\.\d{2}/);
      await expect.poll(() => page.locator('#app-checkout').innerHTML()).toBe('');

      expect(await marker()).toBe(1);
      expect(loads()).toBe(1);
      await settle(page);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a login page and the agreement page mount auth in the same document', async () => {
    const { page, errors, loads, close } = await openPage(browser, session());
    try {
      await page.goto(`${stack.url}/shopping_cart`);
      await page.locator('[data-testid="cart-page"]').waitFor();
      await pushState(page, '/login');
      // a logged-in visitor of /login is offered to go on rather than shown the forms
      const signedIn = page.locator('#app-auth [data-testid="login-signed-in"]');
      await signedIn.waitFor({ state: 'visible' });
      expect(await signedIn.innerText()).toContain('您已登录');
      const agreement = (await (await fetch(`${stack.apiUrl}/api/agreement/sys_user_agree`)).json()) as {
        data: { title: string };
      };
      expect(agreement.data.title).toBeTruthy();
      await pushState(page, '/privacy_agreement?type=sys_user_agree');
      await expect.poll(() => page.locator('#app-auth').innerText()).toContain(agreement.data.title);
      expect(await page.locator('#app-auth').innerText()).not.toContain('您已登录');
      expect(loads()).toBe(1);
      await settle(page);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a link inside the catalog loads its data once, and a search from the chrome still reaches it', async () => {
    const { page, errors, loads, close } = await openPage(browser);
    const listCalls: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('/api/product/spu/lst')) listCalls.push(req.url());
    });
    try {
      await page.goto(`${stack.url}/goods_search?title=${encodeURIComponent('手机')}`, { waitUntil: 'load' });
      await settle(page);
      listCalls.length = 0;
      await page.locator('#app-catalog a[href*="order=sales"]').first().click();
      await page.waitForURL((u) => u.searchParams.get('order') === 'sales');
      await expect.poll(() => listCalls.filter((u) => u.includes('order=sales')).length).toBeGreaterThan(0);
      await page.waitForTimeout(DUPLICATE_REQUEST_WINDOW_MS);
      expect(listCalls.filter((u) => u.includes('order=sales'))).toHaveLength(1);

      // the shell's search box changes the URL from outside the catalog's router
      listCalls.length = 0;
      await page.getByRole('combobox').fill('女装');
      await page.getByRole('combobox').press('Escape');
      await page.locator('form[role="search"]').getByRole('button').click();
      await page.waitForURL((u) => u.searchParams.get('title') === '女装');
      await expect.poll(() => listCalls.length).toBeGreaterThan(0);
      await page.waitForTimeout(DUPLICATE_REQUEST_WINDOW_MS);
      expect(listCalls).toHaveLength(1);
      expect(loads()).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
