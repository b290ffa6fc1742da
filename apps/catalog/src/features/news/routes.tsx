import type { RouteObject } from 'react-router';
import type { MallApi } from '@mall/shared-state';
import type { PageHandle } from '../../app/page-meta';
import { loadNewsDetail, loadNewsList, newsListTitle, type NewsDetailData, type NewsListData } from './load-news';
import { NewsDetailPage } from './news-detail-page';
import { NewsListPage } from './news-list-page';

/** /news_list and /news_detail/:id. */
export function newsRoutes(api: MallApi): RouteObject[] {
  return [
    {
      path: '/news_list',
      element: <NewsListPage />,
      loader: ({ request }: { request: Request }) => loadNewsList(api, request.url),
      handle: { title: newsListTitle, description: () => '商城资讯：平台公告、购物指南、行业资讯与商家动态。' } as PageHandle<NewsListData>,
    },
    {
      path: '/news_detail/:id',
      element: <NewsDetailPage />,
      loader: ({ params }: { params: { id?: string } }) => loadNewsDetail(api, params.id),
      handle: { title: (d) => d.article.title, description: (d) => d.article.synopsis } as PageHandle<NewsDetailData>,
    },
  ];
}
