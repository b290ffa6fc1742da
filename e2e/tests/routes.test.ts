import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { loginToken } from '../support/session';
import { openPage, pushState, settle, textOfHtml } from '../support/page';
import { sharedStackAndBrowser, type SharedStack } from '../support/stack';
import { screenshot } from '../support/screenshot';

let stack: SharedStack;
let browser: Browser;
/** The seeded demo user's session: protected pages need it. */
let token: string;
const session = () => ({ url: stack.url, token });

beforeAll(async () => {
  [stack, browser] = await sharedStackAndBrowser(connectBrowser);
  token = await loginToken(stack.url);
});

afterAll(async () => {
  await browser?.close();
});

/** Route → the container of the app that owns it, and whether the server renders it. */
/** Routes that need login (user-center, checkout): fetched with the demo user's cookie. */
const PROTECTED = new Set(['/user', '/user/collect', '/shopping_cart', '/order_detail']);

const ROUTES: [string, string, 'ssr' | 'client'][] = [
  ['/', 'app-catalog', 'ssr'],
  ['/goods_list', 'app-catalog', 'ssr'],
  ['/goods_detail/1', 'app-catalog', 'ssr'],
  ['/news_detail/1', 'app-catalog', 'ssr'],
  ['/store/category?id=1', 'app-catalog', 'ssr'],
  ['/login', 'app-auth', 'client'],
  ['/privacy_agreement?type=sys_user_agree', 'app-auth', 'client'],
  ['/user', 'app-user-center', 'client'],
  ['/user/collect', 'app-user-center', 'client'],
  ['/shopping_cart', 'app-checkout', 'client'],
  ['/order_detail', 'app-checkout', 'client'],
];

const NOT_FOUND = ['/definitely-not-a-page', '/goods_detail/abc', '/store/999999', '/store/abc', '/store?id=999999'];

function container(html: string, id: string): string | null {
  const m = new RegExp(`<div id="${id}"( data-ssr="1")?>([\\s\\S]*?)</div>(?=<div id="app-|</main>)`).exec(html);
  return m ? `${m[1] ?? ''}|${m[2]}` : null;
}

describe('every route answers', () => {
  it.each(ROUTES)('%s → 200, rendered by #%s (%s)', async (route, id, mode) => {
    const headers: Record<string, string> = PROTECTED.has(route) ? { cookie: `token=${token}` } : {};
    const res = await fetch(`${stack.url}${route}`, { redirect: 'manual', headers });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<div id="mall-header">');
    expect(html).toContain('<div id="mall-footer">');
    expect(html).toMatch(/<form role="search"/);
    expect(html).not.toContain('data-testid="error-page-');
    expect(html).not.toContain('data-testid="error-box"');
    const owned = container(html, id);
    expect(owned, `#${id} in the page`).not.toBeNull();
    if (mode === 'ssr') {
      expect(owned!.startsWith(' data-ssr="1"|')).toBe(true);
      expect(
        textOfHtml(owned!)
          .replace(/<[^>]+>/g, '')
          .trim().length,
      ).toBeGreaterThan(0);
    } else {
      expect(owned).toContain('aria-busy="true"'); // skeleton until the browser mounts the app
    }
  });

  it.each([...PROTECTED])('%s as a guest → 302 to /login with the return path', async (route) => {
    const res = await fetch(`${stack.url}${route}?x=1`, { redirect: 'manual' });
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe(`/login?back=${encodeURIComponent(`${route}?x=1`)}`);
    // A token the API refuses counts as a guest, and the browser is told to forget it.
    const stale = await fetch(`${stack.url}${route}`, { redirect: 'manual', headers: { cookie: 'token=forged' } });
    expect(stale.status).toBe(302);
    expect(stale.headers.getSetCookie()).toContainEqual(expect.stringMatching(/^token=;.*Max-Age=0/));
  });

  it('a guest navigating in the browser to a protected route lands on /login', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.goto(`${stack.url}/`, { waitUntil: 'load' });
      await settle(page);
      await page.evaluate(() => (document.querySelector('a[href="/shopping_cart"]') as HTMLAnchorElement).click());
      await page.waitForURL((u) => u.pathname === '/login');
      expect(new URL(page.url()).searchParams.get('back')).toBe('/shopping_cart');
    } finally {
      await close();
    }
  });

  it('shows the logged-in user in the top bar, and logout goes home as a guest', async () => {
    // Its own session: logging out revokes the token the other tests share.
    const own = await loginToken(stack.url);
    const { page, close } = await openPage(browser, { url: stack.url, token: own });
    try {
      await page.goto(`${stack.url}/`, { waitUntil: 'load' });
      await settle(page);
      const user = page.getByTestId('top-bar-user');
      await expect.poll(() => user.isVisible()).toBe(true);
      const me = (await (await fetch(`${stack.url}/api/user`, { headers: { 'X-Token': own } })).json()).data as {
        nickname: string;
        is_open_member: unknown;
        is_money_level: unknown;
      };
      expect(await user.innerText()).toContain(me.nickname);
      expect(await page.getByTestId('member-badge').count()).toBe(me.is_open_member && me.is_money_level ? 1 : 0);
      await page.getByRole('button', { name: '退出' }).click();
      await page.waitForURL((u) => u.pathname === '/');
      await expect.poll(() => page.locator('#mall-header').innerText()).toContain('登录');
      // The token was revoked on the server.
      const after = (await (await fetch(`${stack.url}/api/user`, { headers: { 'X-Token': own } })).json()) as { status: number };
      expect(after.status).toBe(410000);
    } finally {
      await close();
    }
  });

  it.each(NOT_FOUND)('%s → 404 with the 404 page', async (route) => {
    const res = await fetch(`${stack.url}${route}`, { redirect: 'manual' });
    expect(res.status).toBe(404);
    const html = await res.text();
    expect(html).toContain('data-testid="error-page-404"');
    expect(html).toContain('抱歉，您访问的页面出错了');
    // The chrome is still there around the error page.
    expect(html).toContain('<div id="mall-header">');
    expect(html).toMatch(/<form role="search"/);
    expect(html).not.toContain('data-ssr="1"');
  });

  it('every route mounts its app in Chromium without errors', async () => {
    const { page, errors, close } = await openPage(browser, session());
    try {
      for (const [route, id] of ROUTES) {
        const res = await page.goto(`${stack.url}${route}`);
        expect(res?.status(), route).toBe(200);
        await settle(page);
        const owner = page.locator(`#${id}`);
        await expect
          .poll(() => owner.locator('[aria-busy="true"]').count(), { message: `${route}: skeleton replaced` })
          .toBe(0);
        await expect
          .poll(async () => (await owner.innerText()).trim().length, { message: `${route}: content` })
          .toBeGreaterThan(0);
        expect(await page.locator('[data-testid="error-box"]').count(), route).toBe(0);
        expect(errors, route).toEqual([]);
      }
    } finally {
      await close();
    }
  });

  it('a client navigation to goods that do not exist shows the 404 page, not an empty area (issue 24)', async () => {
    const { page, errors, loads, close } = await openPage(browser, session());
    try {
      await page.goto(`${stack.url}/goods_search?title=${encodeURIComponent('手机')}`, { waitUntil: 'load' });
      await page.getByTestId('goods-card').first().waitFor();
      await pushState(page, '/goods_detail/999999');
      const notFound = page.locator('#app-catalog [data-testid="error-page-404"]');
      await notFound.waitFor();
      expect(await notFound.innerText()).toContain('抱歉，您访问的页面出错了');
      expect(loads()).toBe(1);
      // the API's 404 for the unknown goods is the only console error
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a 404 page inside a remote-owned path stays put in Chromium', async () => {
    const { page, errors, loads, close } = await openPage(browser, session());
    try {
      const res = await page.goto(`${stack.url}/goods_detail/abc`);
      expect(res?.status()).toBe(404);
      await settle(page);
      const notFound = page.locator('#mall-error [data-testid="error-page-404"]');
      expect(await notFound.isVisible()).toBe(true);
      expect(await notFound.innerText()).toContain('抱歉，您访问的页面出错了');
      expect(await page.locator('#app-catalog').innerHTML()).toBe(''); // the catalog does not mount over it
      expect(loads()).toBe(1);
      await screenshot(page, '404', { fullPage: true });
      // Only the document's own 404 status is reported by the console.
      expect(errors.filter((e) => !/status of 404/.test(e))).toEqual([]);
      expect(errors.length).toBeLessThanOrEqual(1);

      // Leaving the error page through the chrome works and clears it.
      await page.locator('#mall-header a[href="/shopping_cart"]').click();
      await page.locator('#app-checkout [data-testid="cart-page"]').waitFor();
      expect(await page.locator('#mall-error').innerHTML()).toBe('');
      expect(loads()).toBe(1);
    } finally {
      await close();
    }
  });
});
