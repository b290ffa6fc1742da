/**
 * What an attacker tried on the pages (issue 23): a script injected into a page does not run
 * (Content-Security-Policy without inline scripts), the pages cannot be framed, and a login never
 * sends the shopper to another site (/login?back=%2F%09%2Fevil.example).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import WebSocket from 'ws';
import { accountLogin, DEMO, loginPage } from '../support/auth';
import { connectBrowser } from '../support/browser';
import { openPage } from '../support/page';
import { loginToken } from '../support/session';
import { sharedStackAndBrowser, type SharedStack } from '../support/stack';

let stack: SharedStack;
let browser: Browser;

beforeAll(async () => {
  [stack, browser] = await sharedStackAndBrowser(connectBrowser);
});

afterAll(async () => {
  await browser?.close();
});

/** Records the page's CSP violations (from before its first script) in window.__violations. */
async function watchViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
  return () => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
}

describe('hardening headers and CSP', () => {
  it('every page says: scripts from this site only, never in a frame, nosniff, strict referrer; no inline script in the HTML', async () => {
    for (const path of ['/', '/goods_detail/1', '/login', '/definitely-not-a-page']) {
      const res = await fetch(stack.url + path);
      const csp = res.headers.get('content-security-policy') ?? '';
      expect(csp, path).toContain("script-src 'self'");
      expect(csp, path).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(csp, path).toContain("frame-ancestors 'none'");
      expect(res.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      const scripts = (await res.text()).match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.filter((tag) => !/\bsrc=|type="application\/json"/.test(tag)), path).toEqual([]);
    }
    expect((await fetch(`${stack.url}/api/pc/config`)).headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('pages work under the policy with no violation, and a script injected into the page does not run', async () => {
    const token = await loginToken(stack.url);
    const { page, errors, close } = await openPage(browser, { url: stack.url, token });
    try {
      const violations = await watchViolations(page);
      for (const path of ['/', '/goods_detail/1', '/shopping_cart', '/user', '/live']) {
        await page.goto(stack.url + path, { waitUntil: 'networkidle' });
        expect(await violations(), path).toEqual([]);
      }
      const ran = await page.evaluate(() => {
        const s = document.createElement('script');
        s.textContent = 'window.__injected = true';
        document.body.append(s);
        return (window as unknown as { __injected?: boolean }).__injected ?? false;
      });
      expect(ran).toBe(false);
      expect((await violations()).some((v) => v.startsWith('script-src'))).toBe(true);
      // only the injected script's refusal reaches the console
      expect(errors.filter((e) => !/inline script/i.test(e))).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('no open redirect after login', () => {
  /** After landing on this site: a late client-side redirect to evil.example would happen within this. */
  const LATE_REDIRECT_WINDOW_MS = 500;
  it('/login?back=%2F%09%2Fevil.example lands on this site, not on evil.example', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.goto(`${stack.url}/login?back=%2F%09%2Fevil.example`, { waitUntil: 'load' });
      await loginPage(page).getByTestId('login-panels').waitFor();
      await accountLogin(loginPage(page), DEMO);
      await page.waitForURL((u) => u.origin === new URL(stack.url).origin && u.pathname === '/', { timeout: 20_000 });
      await page.waitForTimeout(LATE_REDIRECT_WINDOW_MS);
      expect(new URL(page.url()).origin).toBe(new URL(stack.url).origin);
    } finally {
      await close();
    }
  });
});

describe('sockets through the site', () => {
  /**
   * What a socket opened from `origin` through the shell gets: 'served' once the API sends it its
   * first frame (the unread count), 'closed' when it is closed before any (the shell accepts the
   * browser's socket before the API answers its own handshake).
   */
  const socketFrom = (origin: string, token: string) =>
    new Promise<string>((resolve) => {
      const ws = new WebSocket(`${stack.url.replace(/^http/, 'ws')}/api/service/ws`, {
        headers: { origin, cookie: `token=${token}` },
      });
      ws.on('message', () => {
        ws.close();
        resolve('served');
      });
      ws.on('close', () => resolve('closed'));
      ws.on('unexpected-response', () => resolve('closed'));
      ws.on('error', () => resolve('closed'));
    });

  it("another site's page cannot open the shopper's socket through the shell; the site's own page can", async () => {
    const token = await loginToken(stack.url);
    expect(await socketFrom(new URL(stack.url).origin, token)).toBe('served');
    expect(await socketFrom('http://evil.example', token)).toBe('closed');
  });
});
