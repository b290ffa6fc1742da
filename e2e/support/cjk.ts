import type { Page } from 'playwright-core';

/** Chinese, Japanese and Korean ideographs (CJK Unified Ideographs and Extension A). */
export const CJK = /[\u3400-\u9fff]/;

/**
 * The visible texts (and input placeholders) under `root` that hold a CJK character, leaving out
 * elements marked `data-authored` (what merchants and shoppers wrote: goods titles, shop names,
 * reviews, the shopper's address…) and any `authoredSelectors` an app marks otherwise. For the
 * English tests of every app: an empty list means the area speaks no Chinese of its own.
 */
export function chineseLinesIn(page: Page, root = 'body', authoredSelectors: string[] = []): Promise<string[]> {
  return page.evaluate(
    ({ root, authored, cjk }) => {
      const hasCjk = new RegExp(cjk);
      const lines: string[] = [];
      const area = document.querySelector(root);
      if (!area) throw new Error(`no ${root} on the page`);
      const skipped = ['[data-authored]', 'script', 'style', 'noscript', 'template', ...authored].join(',');
      const shown = (el: Element) =>
        !el.closest(skipped) && el.checkVisibility({ opacityProperty: true, visibilityProperty: true });
      const walker = document.createTreeWalker(area, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (hasCjk.test(text) && node.parentElement && shown(node.parentElement)) lines.push(text);
      }
      for (const el of area.querySelectorAll('[placeholder]')) {
        const text = el.getAttribute('placeholder') ?? '';
        if (hasCjk.test(text) && shown(el)) lines.push(text);
      }
      return lines;
    },
    { root, authored: authoredSelectors, cjk: CJK.source },
  );
}
