import type { Page } from 'playwright-core';

/**
 * Marks nodes before any script runs (`interactive` fires after parsing, before deferred scripts);
 * a hydration mismatch makes React replace them, so a kept mark proves the server HTML was kept.
 */
export async function markServerNodes(page: Page, selectors: string[]): Promise<void> {
  await page.addInitScript((sels: string[]) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      for (const sel of sels) {
        const el = document.querySelector(sel) as (Element & { __fromServer?: boolean }) | null;
        if (el) el.__fromServer = true;
      }
    });
  }, selectors);
}

export function serverNodesKept(page: Page, selectors: string[]): Promise<Record<string, boolean>> {
  return page.evaluate(
    (sels: string[]) =>
      Object.fromEntries(
        sels.map((sel) => [
          sel,
          (document.querySelector(sel) as (Element & { __fromServer?: boolean }) | null)?.__fromServer === true,
        ]),
      ),
    selectors,
  );
}

/** The HTML inside #app-catalog of a server answer. */
export function catalogHtml(html: string): string {
  const m = /<div id="app-catalog" data-ssr="1">([\s\S]*?)<\/div><div id="app-user-center"/.exec(html);
  if (!m) throw new Error('no server-rendered #app-catalog');
  return m[1].replace(/<!-- -->/g, '');
}

export async function apiGet<T>(apiUrl: string, path: string, token = ''): Promise<T> {
  const res = await fetch(apiUrl + path, { headers: { 'Form-type': 'pc', 'X-Token': token } });
  const body = (await res.json()) as { status: number; message: string; data: T };
  if (body.status !== 200) throw new Error(`${path}: ${body.message}`);
  return body.data;
}
