import type { RouteObject } from 'react-router';
import type { MallApi } from '@mall/shared-state';
import type { PageHandle } from '../../app/page-meta';
import { loadSeckill, loadSeckillDetail, type SeckillDetailData } from './load-seckill';

/** /goods_seckill and /goods_seckill_detail/:id (server-rendered; countdowns by the server's clock); each page is its own chunk. */
export function seckillRoutes(api: MallApi): RouteObject[] {
  return [
    {
      path: '/goods_seckill',
      lazy: async () => ({ Component: (await import('./seckill-page')).SeckillPage }),
      loader: ({ request }: { request: Request }) => loadSeckill(api, request.url),
      handle: {
        title: (_, { t }) => t('seckill.title'),
        description: (_, { t }) => t('seckill.description'),
      } as PageHandle<unknown>,
    },
    {
      path: '/goods_seckill_detail/:id',
      lazy: async () => ({ Component: (await import('./seckill-detail-page')).SeckillDetailPage }),
      loader: ({ params }: { params: { id?: string } }) => loadSeckillDetail(api, params.id),
      handle: {
        title: (d, { t }) => t('seckill.goodsTitle', { name: d.goods.store_name }),
        description: (d, { t }) =>
          t('seckill.goodsDescription', { name: d.goods.store_name, price: (d.goods.price / 100).toFixed(2) }),
      } as PageHandle<SeckillDetailData>,
    },
  ];
}
