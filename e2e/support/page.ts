import { expect } from 'vitest';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
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
  trackOpenRequests(page);
  return { context, page, errors, loads: () => loads, close: () => context.close() };
}

/** A search submitted with an empty keyword would have navigated within this; it must not. */
export const NO_NAVIGATION_WINDOW_MS = 300;

/**
 * After a page load: network idle and the page's apps mounted. After a click or a client-side
 * navigation the load state has long been reached: wait on what the shopper would see next.
 */
export async function settle(page: Page): Promise<void> {
  try {
    await page.waitForLoadState('networkidle');
  } catch (error) {
    throw new Error(`${(error as Error).message}\nstill open: ${describeOpenRequests(page)}`, { cause: error });
  }
  await mounted(page);
}

/** Start times of each page's requests that have not finished yet: what keeps a page from going quiet. */
const openRequests = new WeakMap<Page, Map<Request, number>>();

function trackOpenRequests(page: Page): void {
  const open = new Map<Request, number>();
  openRequests.set(page, open);
  page.on('request', (request) => open.set(request, Date.now()));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
}

function describeOpenRequests(page: Page): string {
  const open = openRequests.get(page);
  if (!open) return 'not tracked (page not opened with openPage)';
  if (open.size === 0) return 'none';
  const now = Date.now();
  return [...open].map(([request, started]) => `${request.method()} ${request.url()} (${now - started} ms)`).join(', ');
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

/** Waits up to `timeout` for a condition in the page; answers whether it came true. */
const becomes = (page: Page, condition: (id: string) => boolean, id: string, timeout = 5000) =>
  page.waitForFunction(condition, id, { timeout }).then(
    () => true,
    () => false,
  );

/**
 * Opens `url` and expects its app's own content in `#app-<app>`: HTTP 200, still at that path, the
 * skeleton replaced, some text, no error box or error page, no console error on the way. Soft
 * assertions: every failing page is reported, and the caller goes on with the next one.
 */
export async function expectAppPage(
  { page, errors }: OpenedPage,
  baseUrl: string,
  url: string,
  app: string,
): Promise<void> {
  errors.length = 0;
  const res = await page.goto(`${baseUrl}${url}`);
  expect.soft(res?.status(), `${url}: status`).toBe(200);
  await settle(page);
  expect.soft(new URL(page.url()).pathname, `${url}: stays`).toBe(new URL(url, baseUrl).pathname);
  const id = `app-${app}`;
  const mountedApp = await becomes(page, (id) => !document.querySelector(`#${id} [aria-busy="true"]`), id);
  expect.soft(mountedApp, `${url}: #${id} skeleton replaced`).toBe(true);
  const shown = await becomes(page, (id) => (document.getElementById(id)?.innerText.trim().length ?? 0) > 0, id);
  expect.soft(shown, `${url}: #${id} shows content`).toBe(true);
  const failed = await page.locator('[data-testid="error-box"], [data-testid^="error-page-"]').count();
  expect.soft(failed, `${url}: error box or error page`).toBe(0);
  expect.soft(errors, `${url}: console errors`).toEqual([]);
}

/** The release document a page was rendered with (inlined in its HTML): app → version and entry. */
export const pinnedVersions = (html: string) =>
  (
    JSON.parse(/<script type="application\/json" id="mall-boot">(\{.*?\})<\/script>/s.exec(html)?.[1] ?? 'null') as {
      releases: Record<string, { version: string; entry: string }>;
    } | null
  )?.releases;
