import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { loginToken } from '../support/session';
import { NO_NAVIGATION_WINDOW_MS, openPage, settle } from '../support/page';
import { sharedStackAndBrowser, type SharedStack } from '../support/stack';
import { screenshot } from '../support/screenshot';

let stack: SharedStack;
let browser: Browser;
/** The seeded demo user's session: protected pages need it. */
let token: string;
const session = () => ({ url: stack.url, token });

/** After the fast back navigation has rendered: a loading bar it started would show within this. */
const NO_LOADING_BAR_WINDOW_MS = 500;

beforeAll(async () => {
  [stack, browser] = await sharedStackAndBrowser(connectBrowser);
  token = await loginToken(stack.url);
});

afterAll(async () => {
  await browser?.close();
});

describe('shell chrome', () => {
  it('shows the mobile-store QR on hover and the Ctrl+D hint for 收藏本站', async () => {
    const { page, errors, close } = await openPage(browser, session());
    try {
      await page.goto(`${stack.url}/`, { waitUntil: 'load' });
      await settle(page);
      const qrImage = page.getByTestId('mobile-qr').locator('img');
      expect(await qrImage.isVisible()).toBe(false);
      await page.getByTestId('mobile-qr').hover();
      await expect.poll(() => qrImage.isVisible()).toBe(true);
      const { config } = await page.evaluate(() => (window as unknown as { __MALL__: { chrome: { config: { wechat_qrcode: string } } } }).__MALL__.chrome);
      expect(await qrImage.getAttribute('src')).toBe(config.wechat_qrcode);
      await screenshot(page, 'header-qr', { clip: { x: 0, y: 0, width: 1280, height: 260 } });

      await page.getByRole('button', { name: '收藏本站' }).click();
      await expect.poll(() => page.getByRole('status').innerText()).toContain('Ctrl+D');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('suggests keywords shortest first and supports ↑ ↓ Enter Esc', async () => {
    const { page, errors, close } = await openPage(browser, session());
    try {
      await page.goto(`${stack.url}/`, { waitUntil: 'load' });
      await settle(page);
      const input = page.locator('input[aria-label="搜索"]');
      await input.fill('手机');
      const options = page.getByRole('option');
      await expect.poll(() => options.count()).toBeGreaterThan(1);
      const texts = await options.allInnerTexts();
      const expected = (await (
        await fetch(`${stack.url}/api/common/keywords`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ keyword: '手机' }),
        })
      ).json()) as { data: { content: string }[] };
      expect(texts).toEqual(expected.data.map((s) => s.content));
      for (let i = 1; i < texts.length; i++) expect(texts[i].length).toBeGreaterThanOrEqual(texts[i - 1].length);
      for (const t of texts) expect(t).toContain('手机');

      await input.press('Escape');
      await expect.poll(() => options.count()).toBe(0);

      await input.type(' ');
      await expect.poll(() => options.count()).toBeGreaterThan(1);
      await input.press('ArrowDown');
      await input.press('ArrowDown');
      expect(await page.locator('[role=option][aria-selected=true]').innerText()).toBe(texts[1]);
      await input.press('ArrowUp');
      expect(await page.locator('[role=option][aria-selected=true]').innerText()).toBe(texts[0]);
      await input.press('Enter');
      await page.waitForURL((u) => u.pathname === '/goods_search');
      expect(new URL(page.url()).searchParams.get('title')).toBe(texts[0]);
      // a client-side navigation: the chrome follows it
      await expect.poll(() => page.locator('#mall-header nav.tabs').count()).toBe(0);
      expect(await input.inputValue()).toBe(texts[0]);
      await page.goBack();
      await expect.poll(() => page.locator('#mall-header nav.tabs').count()).toBe(1);
      expect(await input.inputValue()).toBe('');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('hides the header nav on the search page and searches the category page from /goods_cate', async () => {
    const { page, close } = await openPage(browser, session());
    try {
      await page.goto(`${stack.url}/goods_search?title=x`, { waitUntil: 'load' });
      expect(await page.locator('#mall-header nav.tabs').count()).toBe(0);
      expect(await page.locator('input[aria-label="搜索"]').inputValue()).toBe('x');
      await page.goto(`${stack.url}/`, { waitUntil: 'load' });
      expect(await page.locator('#mall-header nav.tabs').count()).toBe(1);

      await page.goto(`${stack.url}/goods_cate`, { waitUntil: 'load' });
      await settle(page);
      await page.locator('input[aria-label="搜索"]').fill('  女装  ');
      await page.locator('input[aria-label="搜索"]').press('Escape');
      await page.locator('form[role="search"]').getByRole('button').click();
      await page.waitForURL((u) => u.pathname === '/goods_cate');
      expect(new URL(page.url()).searchParams.get('title')).toBe('女装');

      // An empty keyword does nothing.
      const before = page.url();
      await page.locator('input[aria-label="搜索"]').fill('   ');
      await page.locator('form[role="search"]').getByRole('button').click();
      await page.waitForTimeout(NO_NAVIGATION_WINDOW_MS);
      expect(page.url()).toBe(before);
    } finally {
      await close();
    }
  });

  it('renders a footer copyright entry with url "#" as text, not a link', async () => {
    const html = await (await fetch(`${stack.url}/`)).text();
    const config = (await (await fetch(`${stack.url}/api/pc/config`)).json()).data as { copyright: { name: string; url: string }[] };
    const plain = config.copyright.filter((c) => c.url === '#');
    expect(plain.length).toBeGreaterThan(0);
    const footer = html.slice(html.indexOf('id="mall-footer"'));
    for (const c of plain) {
      expect(footer).toContain(`<span>${c.name}</span>`);
      expect(footer).not.toMatch(new RegExp(`<a[^>]*>${c.name}</a>`));
    }
  });

  it('shows the loading bar on a slow navigation and not on a fast one', async () => {
    const { page, close } = await openPage(browser, session());
    try {
      await page.goto(`${stack.url}/`, { waitUntil: 'load' });
      await settle(page);
      // Record every state the bar goes through.
      await page.evaluate(() => {
        const w = window as unknown as { __barStates: string[] };
        w.__barStates = [];
        const bar = document.getElementById('mall-loading-bar')!;
        new MutationObserver(() => {
          if (bar.dataset.state) w.__barStates.push(bar.dataset.state);
        }).observe(bar, { attributes: true, attributeFilter: ['data-state'] });
      });
      const states = () => page.evaluate(() => (window as unknown as { __barStates: string[] }).__barStates);

      // Slow: the checkout remote's entry takes a second to arrive.
      await page.route('**/remotes/checkout/**/remoteEntry.js', async (route) => {
        await new Promise((r) => setTimeout(r, 1000));
        await route.continue();
      });
      await page.locator('a[href="/shopping_cart"]').first().click();
      await expect.poll(states).toContain('loading');
      // the entry alone takes 1 s: give the mount more than expect.poll's default second
      await expect.poll(() => page.locator('#app-checkout').innerText(), { timeout: 10_000 }).toContain('购物车');
      await expect.poll(states, { timeout: 10_000 }).toContain('done');

      // Fast: back to the already loaded catalog, once the finished bar has faded out.
      await expect.poll(() => page.locator('#mall-loading-bar').getAttribute('data-state')).toBeNull();
      await page.evaluate(() => ((window as unknown as { __barStates: string[] }).__barStates = []));
      await page.goBack();
      await expect.poll(() => page.locator('#app-catalog').innerText()).toContain('精品推荐');
      await page.waitForTimeout(NO_LOADING_BAR_WINDOW_MS);
      expect(await states()).toEqual([]);
    } finally {
      await close();
    }
  });
  it('starts a new page at the top and restores the position on back', async () => {
    const { page, close } = await openPage(browser, session());
    try {
      await page.setViewportSize({ width: 1280, height: 600 });
      await page.goto(`${stack.url}/`, { waitUntil: 'load' });
      await settle(page);
      await page.evaluate(() => window.scrollTo(0, 500));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);

      await page.evaluate(() => (document.querySelector('a[href="/shopping_cart"]') as HTMLAnchorElement).click());
      await expect.poll(() => page.locator('#app-checkout').innerText()).toContain('购物车');
      expect(await page.evaluate(() => window.scrollY)).toBe(0);

      await page.goBack();
      await expect.poll(() => page.locator('#app-catalog').innerText()).toContain('精品推荐');
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(500);
    } finally {
      await close();
    }
  });
  it('titles each catalog page "page - site" on the server and after client navigation', async () => {
    const config = (await (await fetch(`${stack.url}/api/pc/config`)).json()).data as { site_name: string };
    const html = await (await fetch(`${stack.url}/shop_street`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toBe(`店铺街 - ${config.site_name}`);
    const home = await (await fetch(`${stack.url}/`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(home)?.[1]).toBe(config.site_name);

    const { page, close } = await openPage(browser, session());
    try {
      await page.goto(`${stack.url}/`, { waitUntil: 'load' });
      await settle(page);
      await page.evaluate(() => (document.querySelector('a[href="/brandList"]') as HTMLAnchorElement).click());
      await expect.poll(() => page.title()).toBe(`品牌 - ${config.site_name}`);
    } finally {
      await close();
    }
  });
});
