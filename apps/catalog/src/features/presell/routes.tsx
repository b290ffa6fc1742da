import type { RouteObject } from 'react-router';
import type { MallApi } from '@mall/shared-state';
import { byUrlFrom } from '../../app/url-loaders';
import type { PageHandle } from '../../app/page-meta';
import type { PresellDetailData } from './load-presell';

/**
 * The loaders come in a chunk of their own (not in the app's first chunk): on a client navigation
 * to one of these pages it loads while the page's chunk does, then the data.
 */
const loaders = () => import('./load-presell');

/** /goods_presell and /goods_presell_detail/:id (server-rendered; countdowns by the server's clock); each page is its own chunk. */
export function presellRoutes(api: MallApi): RouteObject[] {
  return [
    {
      path: '/goods_presell',
      lazy: async () => ({ Component: (await import('./presell-page')).PresellPage }),
      loader: byUrlFrom(api, loaders, (m) => m.loadPresell),
      handle: {
        title: (_, { t }) => t('presell.pageTitle'),
        description: (_, { t }) => t('presell.description'),
      } as PageHandle<unknown>,
    },
    {
      path: '/goods_presell_detail/:id',
      lazy: async () => ({ Component: (await import('./presell-detail-page')).PresellDetailPage }),
      loader: async ({ params }: { params: { id?: string } }) => (await loaders()).loadPresellDetail(api, params.id),
      handle: {
        title: (d, { t }) => t('presell.goodsTitle', { name: d.goods.store_name }),
        description: (d, { t }) =>
          t('presell.goodsDescription', { name: d.goods.store_name, price: (d.goods.presell.price / 100).toFixed(2) }),
      } as PageHandle<PresellDetailData>,
    },
  ];
}
