import type { RouteObject } from 'react-router';
import type { MallApi } from '@mall/shared-state';
import { byUrlFrom } from '../../app/url-loaders';
import type { PageHandle } from '../../app/page-meta';
import type { SeckillDetailData } from './load-seckill';

/**
 * The loaders come in a chunk of their own (not in the app's first chunk): on a client navigation
 * to one of these pages it loads while the page's chunk does, then the data.
 */
const loaders = () => import('./load-seckill');

/** /goods_seckill and /goods_seckill_detail/:id (server-rendered; countdowns by the server's clock); each page is its own chunk. */
export function seckillRoutes(api: MallApi): RouteObject[] {
  return [
    {
      path: '/goods_seckill',
      lazy: async () => ({ Component: (await import('./seckill-page')).SeckillPage }),
      loader: byUrlFrom(api, loaders, (m) => m.loadSeckill),
      handle: {
        title: (_, { t }) => t('seckill.title'),
        description: (_, { t }) => t('seckill.description'),
      } as PageHandle<unknown>,
    },
    {
      path: '/goods_seckill_detail/:id',
      lazy: async () => ({ Component: (await import('./seckill-detail-page')).SeckillDetailPage }),
      loader: async ({ params }: { params: { id?: string } }) => (await loaders()).loadSeckillDetail(api, params.id),
      handle: {
        title: (d, { t }) => t('seckill.goodsTitle', { name: d.goods.store_name }),
        description: (d, { t }) =>
          t('seckill.goodsDescription', { name: d.goods.store_name, price: (d.goods.price / 100).toFixed(2) }),
      } as PageHandle<SeckillDetailData>,
    },
  ];
}
