import type { Browser, BrowserContext, Page } from 'playwright-core';
import { collectErrors } from './browser';

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught page errors (React recoverable errors land here too). */
  errors: string[];
  /** Main-frame navigations (full loads) since the page was opened. */
  loads: () => number;
  close: () => Promise<void>;
}

/**
 * A fresh context (own localStorage/cookies) with one page and its error collector; with
 * `session`, the context carries that user's auth cookie.
 */
export async function openPage(browser: Browser, session?: { url: string; token: string }): Promise<OpenedPage> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'zh-CN' });
  if (session) await context.addCookies([{ name: 'token', value: session.token, url: session.url }]);
  const page = await context.newPage();
  const errors = collectErrors(page);
  let loads = 0;
  // not 'load': that waits for the remotes' scripts, and a page that reloads itself because a
  // remote failed (fallback-app.ts) may go before its load event
  page.on('domcontentloaded', () => {
    loads++;
  });
  return { context, page, errors, loads: () => loads, close: () => context.close() };
}

/**
 * After a page load: network idle and the page's apps mounted. After a click or a client-side
 * navigation the load state has long been reached, so those callers still add `extraMs` for the
 * render that follows (waiting on what the shopper would see is better where it can be named).
 */
export async function settle(page: Page, extraMs = 0): Promise<void> {
  await page.waitForLoadState('networkidle');
  await mounted(page);
  if (extraMs) await page.waitForTimeout(extraMs);
}

/**
 * Waits until the apps of the page's current path are mounted: before that a click on the
 * server-rendered HTML does nothing. Pages without the shell's boot data (the bare error pages)
 * have nothing to wait for.
 */
export async function mounted(page: Page, timeout = 20_000): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById('mall-boot') ||
      document.documentElement.dataset.mallRoute === location.pathname + location.search,
    undefined,
    { timeout },
  );
}

/** Client-side navigation the way the mall's navigateTo() does it: single-spa patches pushState. */
export async function pushState(page: Page, url: string): Promise<void> {
  await page.evaluate((href) => history.pushState(null, '', href), url);
}

/** Strips React's text separators (`<!-- -->`) so server HTML can be matched as text. */
export function textOfHtml(html: string): string {
  return html.replace(/<!-- -->/g, '');
}
