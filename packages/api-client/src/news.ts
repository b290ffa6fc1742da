import type { ArticleCategory, ArticleDetail, ArticleItem } from '@mall/contracts';
import type { ApiCaller } from './client';
import type { Paged } from './catalog';

export type { ArticleCategory, ArticleDetail, ArticleItem };

export const newsApi = (c: ApiCaller) => ({
  categories: () => c.get<ArticleCategory[]>('/api/article/category'),
  /** no cid = every category */
  list: (cid?: number, page = 1, limit = 10) =>
    c.get<Paged<ArticleItem>>('/api/article/lst', { ...(cid ? { cid } : {}), page, limit }),
  detail: (id: number) => c.get<ArticleDetail>(`/api/article/detail/${id}`),
});
