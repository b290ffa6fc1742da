import type { Texts } from '@mall/app-kit/text-book';
import type { CatalogCatalogue } from '../i18n/zh-CN';

/** The catalogues in the shopper's language, for titles. */
export type PageTexts = Texts<CatalogCatalogue>;

/**
 * Route handles name their page: a fixed title, or title and description made from the
 * route's loader data (a goods page is titled with the goods) and the shopper's language. The
 * server puts them into the <head>; DocumentTitle keeps <title> right after client navigations.
 */
export interface PageHandle<D = never> {
  title: string | ((data: D, texts: PageTexts) => string);
  description?: (data: D, texts: PageTexts) => string;
}

export function pageMeta(handle: unknown, data: unknown, texts: PageTexts): { title?: string; description?: string } {
  const h = handle as PageHandle<unknown> | undefined;
  if (!h || h.title === undefined) return {};
  if (typeof h.title === 'string') return { title: h.title };
  if (data === undefined || data === null) return {};
  return { title: h.title(data, texts), description: h.description?.(data, texts) };
}
