import { createTextBook } from '@mall/app-kit/text-book';
import { zhCN } from './zh-CN';

/** The catalog's texts: Chinese in the page's bundle, English its own chunk loaded when chosen. */
export const catalogTexts = createTextBook(zhCN, () =>
  import(/* webpackChunkName: "catalog-en" */ './en').then((m) => m.en),
);

export const useCatalogTexts = catalogTexts.useTexts;
