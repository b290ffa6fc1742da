import type { Page } from 'playwright-core';

/**
 * The visible texts (and input placeholders) under `root` that still hold a Chinese character,
 * leaving out what merchants and shoppers wrote: elements marked `data-authored` keep their
 * words as written (goods titles, shop names, reviews, SKU values...).
 */
export function chineseLinesIn(page: Page, root = 'body'): Promise<string[]> {
  return page.evaluate((selector) => {
    const cjk = /[\u3400-\u9fff]/;
    const lines: string[] = [];
    const area = document.querySelector(selector);
    if (!area) throw new Error(`no ${selector} on the page`);
    const shown = (el: Element) =>
      !el.closest('[data-authored], script, style, noscript, template') &&
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
    const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (cjk.test(text) && node.parentElement && shown(node.parentElement)) lines.push(text);
    }
    for (const el of area.querySelectorAll('[placeholder]')) {
      const text = el.getAttribute('placeholder') ?? '';
      if (cjk.test(text) && shown(el)) lines.push(text);
    }
    return lines;
  }, root);
}
