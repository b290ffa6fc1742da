import type { ApiCaller } from './client';
import type { Paged } from './catalog';

export interface ArticleCategory {
  id: number;
  title: string;
  /** the English name ('' or absent: none) */
  title_en?: string;
}

export interface ArticleItem {
  id: number;
  cid: number;
  title: string;
  author: string;
  image_input: string;
  synopsis: string;
  visit: number;
  create_time: string;
}

export interface ArticleDetail extends ArticleItem {
  /** sanitised HTML */
  content: string;
  category: ArticleCategory;
}

export const newsApi = (c: ApiCaller) => ({
  categories: () => c.get<ArticleCategory[]>('/api/article/category'),
  /** no cid = every category */
  list: (cid?: number, page = 1, limit = 10) =>
    c.get<Paged<ArticleItem>>('/api/article/lst', { ...(cid ? { cid } : {}), page, limit }),
  detail: (id: number) => c.get<ArticleDetail>(`/api/article/detail/${id}`),
});
