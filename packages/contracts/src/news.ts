/** News (资讯): categories, lists and articles. */
import { z } from 'zod';
import { idField } from './fields';
import { pageFields, pageOfList } from './paging';

/** GET /api/article/lst: one category's articles (no cid, '' or 0: every category), paged. */
export const articleListQuery = z.object({
  cid: z.preprocess((v) => (v === '' || v === '0' || v === 0 ? undefined : v), idField('资讯分类').optional()),
  ...pageFields(),
});

/** GET /api/article/category: the shown categories, in their order. */
export const articleCategory = z.object({
  id: z.number().int(),
  title: z.string(),
  /** the English name ('' or absent: none) */
  title_en: z.string().optional(),
});
export type ArticleCategory = z.infer<typeof articleCategory>;

export const articleItem = z.object({
  id: z.number().int(),
  cid: z.number().int(),
  title: z.string(),
  author: z.string(),
  image_input: z.string(),
  synopsis: z.string(),
  visit: z.number().int(),
  create_time: z.string(),
});
export type ArticleItem = z.infer<typeof articleItem>;
export const articleList = pageOfList(articleItem);

/** GET /api/article/detail/:id (counts the visit) */
export const articleDetail = articleItem.extend({
  /** sanitised HTML */
  content: z.string(),
  category: articleCategory,
});
export type ArticleDetail = z.infer<typeof articleDetail>;
