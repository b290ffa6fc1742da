import type { RouteObject } from 'react-router';
import type { MallApi } from '@mall/shared-state';
import { byUrlFrom } from '../../app/url-loaders';

/**
 * The loaders come in a chunk of their own (not in the app's first chunk): on a client navigation
 * to one of these pages it loads while the page's chunk does, then the data. The titles come with
 * the page's chunk.
 */
const loaders = () => import('./load-news');

/** /news_list and /news_detail/:id; each page is its own chunk. */
export function newsRoutes(api: MallApi): RouteObject[] {
  return [
    {
      path: '/news_list',
      lazy: async () => {
        const m = await import('./news-list-page');
        return { Component: m.NewsListPage, handle: m.newsListHandle };
      },
      loader: byUrlFrom(api, loaders, (m) => m.loadNewsList),
    },
    {
      path: '/news_detail/:id',
      lazy: async () => {
        const m = await import('./news-detail-page');
        return { Component: m.NewsDetailPage, handle: m.newsDetailHandle };
      },
      loader: async ({ params }: { params: { id?: string } }) => (await loaders()).loadNewsDetail(api, params.id),
    },
  ];
}
