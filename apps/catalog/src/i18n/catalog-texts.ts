import { createTextBook } from '@mall/app-kit/text-book';
import { common } from './zh-CN/common';
import type { CatalogCatalogue } from './zh-CN';

/**
 * The catalog's texts. Chinese: `common` in the app's first chunk; every other section is added by
 * the modules that use it (`catalogTexts.add({ home })` at their top), so it comes with the chunks of
 * the pages that show it. English: its own chunk, all of it, loaded when chosen.
 */
export const catalogTexts = createTextBook<CatalogCatalogue>({ common }, () =>
  import(/* webpackChunkName: "catalog-en" */ './en').then((m) => m.en),
);

export const useCatalogTexts = catalogTexts.useTexts;
