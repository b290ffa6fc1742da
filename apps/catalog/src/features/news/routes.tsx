import type { RouteObject } from 'react-router';
import type { MallApi } from '@mall/shared-state';
import type { PageHandle } from '../../app/page-meta';
import { loadNewsDetail, loadNewsList, newsListTitle, type NewsDetailData, type NewsListData } from './load-news';

/** /news_list and /news_detail/:id; each page is its own chunk. */
export function newsRoutes(api: MallApi): RouteObject[] {
  return [
    {
      path: '/news_list',
      lazy: async () => ({ Component: (await import('./news-list-page')).NewsListPage }),
      loader: ({ request }: { request: Request }) => loadNewsList(api, request.url),
      handle: {
        title: newsListTitle,
        description: (_, { t }) => t('news.description'),
      } as PageHandle<NewsListData>,
    },
    {
      path: '/news_detail/:id',
      lazy: async () => ({ Component: (await import('./news-detail-page')).NewsDetailPage }),
      loader: ({ params }: { params: { id?: string } }) => loadNewsDetail(api, params.id),
      handle: { title: (d) => d.article.title, description: (d) => d.article.synopsis } as PageHandle<NewsDetailData>,
    },
  ];
}
