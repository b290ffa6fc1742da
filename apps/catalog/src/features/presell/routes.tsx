import type { RouteObject } from 'react-router';
import type { MallApi } from '@mall/shared-state';
import type { PageHandle } from '../../app/page-meta';
import { loadPresell, loadPresellDetail, type PresellDetailData } from './load-presell';

/** /goods_presell and /goods_presell_detail/:id (server-rendered; countdowns by the server's clock); each page is its own chunk. */
export function presellRoutes(api: MallApi): RouteObject[] {
  return [
    {
      path: '/goods_presell',
      lazy: async () => ({ Component: (await import('./presell-page')).PresellPage }),
      loader: ({ request }: { request: Request }) => loadPresell(api, request.url),
      handle: {
        title: (_, { t }) => t('presell.pageTitle'),
        description: (_, { t }) => t('presell.description'),
      } as PageHandle<unknown>,
    },
    {
      path: '/goods_presell_detail/:id',
      lazy: async () => ({ Component: (await import('./presell-detail-page')).PresellDetailPage }),
      loader: ({ params }: { params: { id?: string } }) => loadPresellDetail(api, params.id),
      handle: {
        title: (d, { t }) => t('presell.goodsTitle', { name: d.goods.store_name }),
        description: (d, { t }) =>
          t('presell.goodsDescription', { name: d.goods.store_name, price: (d.goods.presell.price / 100).toFixed(2) }),
      } as PageHandle<PresellDetailData>,
    },
  ];
}
