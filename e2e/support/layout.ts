import type { Page } from 'playwright-core';

/** Elements wider than the window, that make a horizontal scrollbar (none expected). */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className} → ${Math.round(el.getBoundingClientRect().right)} px`);
  });
}

/**
 * Buttons and short labels whose text breaks over two lines (进店逛↵逛, 价↵格): their text's
 * line boxes, measured with a Range, sit at more than one height.
 */
export function wrappedLabels(page: Page, selector: string): Promise<string[]> {
  return page.evaluate((sel) => {
    const wrapped: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>(sel)) {
      const text = el.innerText.trim();
      if (!text || text.includes('\n') || el.getClientRects().length === 0) continue;
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
      if (tops.size > 1) wrapped.push(text);
    }
    return wrapped;
  }, selector);
}
