import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { loginToken } from '../support/session';
import { openPage, settle } from '../support/page';
import { releasesWithout, startStackAndBrowser, type TestStack } from '../support/stack';
import { NO_RELOAD_AFTER_NAVIGATION_MS, waitForErrorBox } from '../support/resilience';
import { screenshot } from '../support/screenshot';

// The checkout's current release is deleted from a copy of releases/.
let stack: TestStack;
let browser: Browser;
/** The seeded demo user's session: protected pages need it. */
let token: string;
const session = () => ({ url: stack.url, token });

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser(
    { basePort: 3180, releasesDir: (tmp) => releasesWithout(['checkout'], tmp) },
    connectBrowser,
  );
  token = await loginToken(stack.url);
});

afterAll(async () => {
  await browser?.close();
  await stack?.dispose();
});

describe('checkout release missing', () => {
  it('/shopping_cart still answers 200 with the chrome; / is unaffected', async () => {
    const cart = await fetch(`${stack.url}/shopping_cart`, { headers: { cookie: `token=${token}` } });
    expect(cart.status).toBe(200);
    const html = await cart.text();
    expect(html).toMatch(/<input[^>]*aria-label="搜索"/);
    expect(html).toContain('正品保障');
    const home = await fetch(`${stack.url}/`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('精品推荐');
  });

  it('navigating to the cart shows the error box with 重试 and the chrome keeps working', async () => {
    const opened = await openPage(browser, session());
    const { page, loads, close } = opened;
    try {
      await page.goto(`${stack.url}/`);
      await settle(page);
      expect(await page.locator('#app-catalog').innerText()).toContain('精品推荐');
      expect(loads()).toBe(1);

      // Client navigation to the broken app: one guarded reload, then the error box.
      await page.locator('#mall-header a[href="/shopping_cart"]').click();
      const box = await waitForErrorBox(opened, 'app-checkout', 2);
      expect(new URL(page.url()).pathname).toBe('/shopping_cart');
      expect(await box.innerText()).toContain('加载失败');
      expect(await box.getByRole('button', { name: '重试' }).isVisible()).toBe(true);
      expect(await page.locator('#mall-header input[aria-label="搜索"]').isVisible()).toBe(true);
      expect(await page.locator('#mall-footer').innerText()).toContain('正品保障');
      await screenshot(page, 'error-box', { fullPage: true });

      // The chrome's store and search still work.
      await page.evaluate(() =>
        (window as unknown as { __MALL_STORE__: { getState(): { setCartNumber(n: number): void } } }).__MALL_STORE__
          .getState()
          .setCartNumber(3),
      );
      await expect.poll(() => page.locator('[data-testid="cart-count"]').innerText()).toBe('3');
      await page.locator('input[aria-label="搜索"]').fill('耳机');
      await page.locator('input[aria-label="搜索"]').press('Enter');
      await page.waitForURL((u) => u.pathname === '/goods_search');
      expect(new URL(page.url()).searchParams.get('title')).toBe('耳机');
      // Leaving the broken app unmounts its error box; the catalog renders the search page.
      await expect.poll(() => page.locator('#app-checkout').innerHTML()).toBe('');
      await expect.poll(async () => (await page.locator('#app-catalog').innerText()).trim().length).toBeGreaterThan(0);
      expect(await page.locator('#app-catalog [data-testid="error-box"]').count()).toBe(0);
      await settle(page);
      await page.waitForTimeout(NO_RELOAD_AFTER_NAVIGATION_MS);
      expect(loads()).toBe(2);
    } finally {
      await close();
    }
  });
});
