import type { Page } from 'playwright-core';

/** Chinese, Japanese and Korean ideographs (CJK Unified Ideographs and Extension A). */
export const CJK = /[\u3400-\u9fff]/;

/**
 * The lines of text (and input placeholders) inside `root` that hold a CJK character, leaving out
 * elements marked `data-authored` (what merchants and shoppers wrote: goods titles, shop names, the
 * shopper's address…) and any `authoredSelectors` an app marks otherwise. For the English tests of
 * every app: an empty list means the area speaks no Chinese of its own.
 */
export async function chineseLinesIn(page: Page, root: string, authoredSelectors: string[] = []): Promise<string[]> {
  const text = await page.evaluate(
    ({ root, authored }) => {
      const area = document.querySelector(root)?.cloneNode(true) as HTMLElement | undefined;
      if (!area) throw new Error(`no ${root} on the page`);
      const drop = ['[data-authored]', 'style', 'script', ...authored].join(',');
      for (const el of area.querySelectorAll(drop)) el.remove();
      const placeholders = [...area.querySelectorAll('[placeholder]')].map((el) => el.getAttribute('placeholder') ?? '');
      const texts = [area, ...area.querySelectorAll('*')].flatMap((el) =>
        [...el.childNodes].filter((n) => n.nodeType === Node.TEXT_NODE).map((n) => n.textContent ?? ''),
      );
      return [...texts, ...placeholders].join('\n');
    },
    { root, authored: authoredSelectors },
  );
  return text
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => CJK.test(l));
}
