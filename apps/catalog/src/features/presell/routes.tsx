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
        title: () => '预售',
        description: () => '新品预售：付定金锁定好价，尾款时间内支付，准时发货。',
      } as PageHandle<unknown>,
    },
    {
      path: '/goods_presell_detail/:id',
      lazy: async () => ({ Component: (await import('./presell-detail-page')).PresellDetailPage }),
      loader: ({ params }: { params: { id?: string } }) => loadPresellDetail(api, params.id),
      handle: {
        title: (d) => `${d.goods.store_name} - 预售`,
        description: (d) => `预售：${d.goods.store_name}，预售价¥${(d.goods.presell.price / 100).toFixed(2)}。`,
      } as PageHandle<PresellDetailData>,
    },
  ];
}
