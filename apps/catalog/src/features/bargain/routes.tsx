import type { RouteObject } from 'react-router';
import type { MallApi } from '@mall/shared-state';
import { byUrlFrom } from '../../app/url-loaders';
import type { BargainStatus } from '@mall/api-client';
import type { PageHandle } from '../../app/page-meta';
import type { BargainDetailData } from './load-bargain';

/**
 * The loaders come in a chunk of their own (not in the app's first chunk): on a client navigation
 * to one of these pages it loads while the page's chunk does, then the data.
 */
const loaders = () => import('./load-bargain');

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** /goods_bargain, /goods_bargain_detail/:id and /bargain_status/:id (server-rendered; countdowns by the server's clock); each page is its own chunk. */
export function bargainRoutes(api: MallApi): RouteObject[] {
  return [
    {
      path: '/goods_bargain',
      lazy: async () => ({ Component: (await import('./bargain-page')).BargainPage }),
      loader: byUrlFrom(api, loaders, (m) => m.loadBargainList),
      handle: {
        title: (_, { t }) => t('bargain.pageTitle'),
        description: (_, { t }) => t('bargain.description'),
      } as PageHandle<unknown>,
    },
    {
      path: '/goods_bargain_detail/:id',
      lazy: async () => ({ Component: (await import('./bargain-detail-page')).BargainDetailPage }),
      loader: async ({ params }: { params: { id?: string } }) => (await loaders()).loadBargainDetail(api, params.id),
      handle: {
        title: (d, { t }) => t('bargain.goodsTitle', { name: d.goods.store_name }),
        description: (d, { t }) =>
          t('bargain.goodsDescription', { name: d.goods.store_name, price: yuan(d.goods.bargain.min_price) }),
      } as PageHandle<BargainDetailData>,
    },
    {
      path: '/bargain_status/:id',
      lazy: async () => ({ Component: (await import('./bargain-status-page')).BargainStatusPage }),
      loader: async ({ params }: { params: { id?: string } }) => (await loaders()).loadBargainStatus(api, params.id),
      handle: {
        title: (b, { t }) => t('bargain.statusTitle', { name: b.owner.nickname, goods: b.goods.store_name }),
        description: (b, { t }) =>
          t('bargain.statusDescription', { name: b.owner.nickname, goods: b.goods.store_name, price: yuan(b.price) }),
      } as PageHandle<BargainStatus>,
    },
  ];
}
