import type { RouteObject } from 'react-router';
import type { MallApi } from '@mall/shared-state';
import type { BargainStatus } from '@mall/api-client';
import type { PageHandle } from '../../app/page-meta';
import { loadBargainDetail, loadBargainList, loadBargainStatus, type BargainDetailData } from './load-bargain';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** /goods_bargain, /goods_bargain_detail/:id and /bargain_status/:id (server-rendered; countdowns by the server's clock); each page is its own chunk. */
export function bargainRoutes(api: MallApi): RouteObject[] {
  return [
    {
      path: '/goods_bargain',
      lazy: async () => ({ Component: (await import('./bargain-page')).BargainPage }),
      loader: ({ request }: { request: Request }) => loadBargainList(api, request.url),
      handle: {
        title: (_, { t }) => t('bargain.pageTitle'),
        description: (_, { t }) => t('bargain.description'),
      } as PageHandle<unknown>,
    },
    {
      path: '/goods_bargain_detail/:id',
      lazy: async () => ({ Component: (await import('./bargain-detail-page')).BargainDetailPage }),
      loader: ({ params }: { params: { id?: string } }) => loadBargainDetail(api, params.id),
      handle: {
        title: (d, { t }) => t('bargain.goodsTitle', { name: d.goods.store_name }),
        description: (d, { t }) =>
          t('bargain.goodsDescription', { name: d.goods.store_name, price: yuan(d.goods.bargain.min_price) }),
      } as PageHandle<BargainDetailData>,
    },
    {
      path: '/bargain_status/:id',
      lazy: async () => ({ Component: (await import('./bargain-status-page')).BargainStatusPage }),
      loader: ({ params }: { params: { id?: string } }) => loadBargainStatus(api, params.id),
      handle: {
        title: (b, { t }) => t('bargain.statusTitle', { name: b.owner.nickname, goods: b.goods.store_name }),
        description: (b, { t }) =>
          t('bargain.statusDescription', { name: b.owner.nickname, goods: b.goods.store_name, price: yuan(b.price) }),
      } as PageHandle<BargainStatus>,
    },
  ];
}
