/**
 * Shell chrome state kept across page loads: the closable top banner, the cookie-cached logo,
 * title and unread count (spec §3), hot keyword search, the member badge rule, and screenshots
 * of the header, footer and error pages.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { loginToken } from '../support/session';
import { NO_NAVIGATION_WINDOW_MS, openPage, settle } from '../support/page';
import { sharedStackAndBrowser, type SharedStack } from '../support/stack';
import { screenshot } from '../support/screenshot';

let stack: SharedStack;
let browser: Browser;

interface Home {
  pc_top_banner: { group_data_id: number; image: string } | null;
}
interface SiteConfig {
  site_logo: string;
  site_name: string;
}

async function apiData<T>(path: string): Promise<T> {
  const body = (await (await fetch(`${stack.apiUrl}${path}`)).json()) as { data: T };
  return body.data;
}

beforeAll(async () => {
  // it changes nothing but its own cookies: the shared stack (searches record nothing, no messages are sent)
  [stack, browser] = await sharedStackAndBrowser(connectBrowser);
});

afterAll(async () => {
  await browser?.close();
});

describe('chrome state across page loads', () => {
  it('a closed top banner stays closed after a reload; another banner group would show again', async () => {
    const home = await apiData<Home>('/api/pc/home');
    const groupId = home.pc_top_banner!.group_data_id;
    const { page, context, errors, close } = await openPage(browser);
    try {
      await page.goto(`${stack.url}/`, { waitUntil: 'load' });
      await settle(page);
      const banner = page.getByTestId('top-banner');
      expect(await banner.locator('img').getAttribute('src')).toBe(home.pc_top_banner!.image);
      await banner.getByRole('button', { name: '关闭广告' }).click();
      await expect.poll(() => banner.count()).toBe(0);

      const reloaded = await page.reload();
      expect(await reloaded!.text()).not.toContain('data-testid="top-banner"');
      expect(await banner.count()).toBe(0);

      // the cookie names the closed group: a browser that closed a different group sees this one
      const cookies = await context.cookies();
      expect(cookies.map((c) => c.name)).toContain(`top_banner_closed_${groupId}`);
      await context.clearCookies();
      await context.addCookies([{ name: `top_banner_closed_${groupId + 1000}`, value: '1', url: stack.url }]);
      const fresh = await page.reload();
      expect(await fresh!.text()).toContain('data-testid="top-banner"');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('caches the logo and title in cookies and reads the unread count into the first render', async () => {
    const config = await apiData<SiteConfig>('/api/pc/config');
    const first = await fetch(`${stack.url}/`);
    const setCookies = first.headers.getSetCookie();
    expect(setCookies).toContainEqual(
      expect.stringMatching(
        new RegExp(`^logoUrl=${encodeURIComponent(config.site_logo).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')};`),
      ),
    );
    expect(setCookies).toContainEqual(expect.stringMatching(/^titleCon=.*Max-Age=604800/));

    const token = await loginToken(stack.url);
    const cookie = `token=${token}; unreadNum=3; logoUrl=${encodeURIComponent(config.site_logo)}; titleCon=${encodeURIComponent(config.site_name)}`;
    const html = await (await fetch(`${stack.url}/`, { headers: { cookie } })).text();
    expect(html).toContain('3 条未读');
    const guestHtml = await (await fetch(`${stack.url}/`, { headers: { cookie: 'unreadNum=3' } })).text();
    expect(guestHtml).not.toContain('条未读');

    const { page, context, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await context.addCookies([{ name: 'unreadNum', value: '3', url: stack.url }]);
      const response = await page.goto(`${stack.url}/`, { waitUntil: 'load' });
      expect(await response!.text()).toContain('3 条未读');
      // then the live count from customer service replaces the cached one: this shopper has no messages
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              (window as unknown as { __MALL_STORE__: { getState(): { unreadNum: number } } }).__MALL_STORE__.getState()
                .unreadNum,
          ),
        )
        .toBe(0);
      expect(await page.getByTestId('service-entry').innerText()).not.toContain('条未读');
      await settle(page);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a hot keyword tag searches for it; a typed keyword is trimmed and an empty one does nothing', async () => {
    const hot = await apiData<{ keyword: string }[]>('/api/common/hot_keyword');
    const { page, loads, errors, close } = await openPage(browser);
    try {
      await page.goto(`${stack.url}/`, { waitUntil: 'load' });
      await settle(page);
      await page.getByRole('link', { name: hot[0].keyword, exact: true }).first().click();
      await page.waitForURL((u) => u.pathname === '/goods_search');
      expect(new URL(page.url()).searchParams.get('title')).toBe(hot[0].keyword);

      await page.goto(`${stack.url}/`, { waitUntil: 'load' });
      const input = page.getByRole('combobox');
      await input.fill('   ');
      await page.locator('form[role="search"]').getByRole('button').click();
      await page.waitForTimeout(NO_NAVIGATION_WINDOW_MS);
      expect(new URL(page.url()).pathname).toBe('/');

      await input.fill('  手机  ');
      await input.press('Escape');
      await page.locator('form[role="search"]').getByRole('button').click();
      await page.waitForURL((u) => u.pathname === '/goods_search');
      expect(new URL(page.url()).searchParams.get('title')).toBe('手机');
      expect(loads()).toBe(2);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows no member badge for a user who is not a paying member', async () => {
    const token = await loginToken(stack.url, { account: '13900139000', password: 'mall1234' });
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      await page.goto(`${stack.url}/`, { waitUntil: 'load' });
      await settle(page);
      await expect.poll(() => page.getByTestId('top-bar-user').innerText()).toContain('李华');
      expect(await page.getByTestId('member-badge').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('screenshots: header, footer and the 404 page', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.goto(`${stack.url}/`, { waitUntil: 'load' });
      await settle(page);
      await screenshot(page.locator('#mall-header'), 'shell-header');
      await screenshot(page.locator('#mall-footer'), 'shell-footer');
      const res = await page.goto(`${stack.url}/no/such/page`, { waitUntil: 'load' });
      expect(res!.status()).toBe(404);
      await expect.poll(() => page.getByTestId('error-illustration-404').count()).toBe(1);
      await screenshot(page, 'error-404');
    } finally {
      await close();
    }
  });
});
