/**
 * axe-core on the main pages (issue 24 item 14): no serious or critical violation. One stack and
 * one page for the whole file; the guest pages come first, then the page is logged in.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { connectBrowser } from '../support/browser';
import { loginToken } from '../support/session';
import { openPage, type OpenedPage } from '../support/page';
import { startStackAndBrowser, type TestStack } from '../support/stack';
import { dialog, topBarButton } from '../support/auth';
import { addToCart, buyableSkus, clearCart, ensureAddress } from '../support/checkout';

const axeSource = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface Violation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[]; any: { data?: { fgColor?: string; bgColor?: string; contrastRatio?: number } | null }[] }[];
}

/** `target`, and for a contrast failure the colours and ratio found. */
const describeNode = (n: Violation['nodes'][number]) => {
  const c = n.any.find((check) => check.data?.contrastRatio)?.data;
  return n.target.join(' ') + (c ? ` [${c.fgColor} on ${c.bgColor}: ${c.contrastRatio}]` : '');
};

let stack: TestStack;
let browser: Browser;
let opened: OpenedPage;
let page: Page;

beforeAll(async () => {
  [stack, browser] = await startStackAndBrowser({ basePort: 3330 }, connectBrowser);
  opened = await openPage(browser);
  page = opened.page;
});

afterAll(async () => {
  await opened?.close();
  await browser?.close();
  await stack?.dispose();
});

/**
 * Runs axe on what the page shows now (WCAG 2.2 A/AA and best practices, as Lighthouse does) and
 * answers the serious and critical violations, one line each: rule, help, targets.
 */
async function seriousViolations(p: Page, include?: string): Promise<string[]> {
  // the pages' CSP refuses inline scripts: the tag is tried, and the source is evaluated when refused
  await p.addScriptTag({ content: axeSource }).catch(() => undefined);
  if (!(await p.evaluate(() => 'axe' in window))) await p.evaluate(axeSource);
  const violations = await p.evaluate(
    (context) =>
      (
        window as unknown as {
          axe: { run: (ctx: unknown, opts: unknown) => Promise<{ violations: Violation[] }> };
        }
      ).axe
        .run(context ? { include: [context] } : document, {
          runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
          resultTypes: ['violations'],
        })
        .then((r) => r.violations),
    include ?? null,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}: ${v.help}): ${v.nodes.map(describeNode).join(', ')}`);
}

/** Opens `path` and waits until what a user sees there is shown and the page is quiet. */
async function visit(path: string, shown: string): Promise<void> {
  await page.goto(`${stack.url}${path}`, { waitUntil: 'load' });
  await page.locator(shown).first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('accessibility (axe-core: no serious or critical violation)', () => {
  it('home page', async () => {
    await visit('/', '#app-catalog section[data-page="home"]');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('search page', async () => {
    await visit(`/goods_search?title=${encodeURIComponent('手机')}`, '[data-testid="sort-bar"]');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('goods page', async () => {
    await visit('/goods_detail/1', '[data-testid="buy-panel"]');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('login dialog', async () => {
    await topBarButton(page, '登录').click();
    await dialog(page).waitFor({ state: 'visible' });
    expect(await seriousViolations(page, '[data-testid="login-dialog"]')).toEqual([]);
  });

  describe('logged in', () => {
    beforeAll(async () => {
      const token = await loginToken(stack.url);
      await clearCart(stack, token);
      await ensureAddress(stack, token);
      const [a, b] = buyableSkus(5);
      await addToCart(stack, token, a);
      await addToCart(stack, token, b);
      await opened.context.addCookies([{ name: 'token', value: token, url: stack.url }]);
    });

    it('cart', async () => {
      await visit('/shopping_cart', '[data-testid="cart-page"]');
      expect(await seriousViolations(page)).toEqual([]);
    });

    it('order confirm page', async () => {
      await page.getByRole('button', { name: '去结算' }).click();
      await page.waitForURL((u) => u.pathname === '/order_confirm');
      await page.getByTestId('order-confirm').waitFor();
      await page.getByTestId('address-card').first().waitFor();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
    });

    it('user center', async () => {
      await visit('/user', '#app-user-center section');
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
