import type { RouteObject } from 'react-router';
import type { MallApi } from '@mall/shared-state';
import type { PageHandle } from '../../app/page-meta';
import { loadSeckill, loadSeckillDetail, type SeckillDetailData } from './load-seckill';
import { SeckillDetailPage } from './seckill-detail-page';
import { SeckillPage } from './seckill-page';

/** /goods_seckill and /goods_seckill_detail/:id (server-rendered; countdowns by the server's clock). */
export function seckillRoutes(api: MallApi): RouteObject[] {
  return [
    {
      path: '/goods_seckill',
      element: <SeckillPage />,
      loader: ({ request }: { request: Request }) => loadSeckill(api, request.url),
      handle: { title: () => '限时秒杀', description: () => '限时秒杀：每日多个场次整点开抢，好货低价，抢完即止。' } as PageHandle<unknown>,
    },
    {
      path: '/goods_seckill_detail/:id',
      element: <SeckillDetailPage />,
      loader: ({ params }: { params: { id?: string } }) => loadSeckillDetail(api, params.id),
      handle: {
        title: (d) => `${d.goods.store_name} - 限时秒杀`,
        description: (d) => `限时秒杀：${d.goods.store_name}，秒杀价¥${(d.goods.price / 100).toFixed(2)}。`,
      } as PageHandle<SeckillDetailData>,
    },
  ];
}
