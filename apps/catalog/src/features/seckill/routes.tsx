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
        title: () => '限时秒杀',
        description: () => '限时秒杀：每日多个场次整点开抢，好货低价，抢完即止。',
      } as PageHandle<unknown>,
    },
    {
      path: '/goods_seckill_detail/:id',
      lazy: async () => ({ Component: (await import('./seckill-detail-page')).SeckillDetailPage }),
      loader: ({ params }: { params: { id?: string } }) => loadSeckillDetail(api, params.id),
      handle: {
        title: (d) => `${d.goods.store_name} - 限时秒杀`,
        description: (d) => `限时秒杀：${d.goods.store_name}，秒杀价¥${(d.goods.price / 100).toFixed(2)}。`,
      } as PageHandle<SeckillDetailData>,
    },
  ];
}
