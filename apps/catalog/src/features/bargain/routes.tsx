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
        title: () => '砍价',
        description: () => '砍价免费拿：发起砍价，邀请好友帮忙砍一刀，砍到底价立即购买。',
      } as PageHandle<unknown>,
    },
    {
      path: '/goods_bargain_detail/:id',
      lazy: async () => ({ Component: (await import('./bargain-detail-page')).BargainDetailPage }),
      loader: ({ params }: { params: { id?: string } }) => loadBargainDetail(api, params.id),
      handle: {
        title: (d) => `${d.goods.store_name} - 砍价`,
        description: (d) => `砍价：${d.goods.store_name}，最低可砍至¥${yuan(d.goods.bargain.min_price)}。`,
      } as PageHandle<BargainDetailData>,
    },
    {
      path: '/bargain_status/:id',
      lazy: async () => ({ Component: (await import('./bargain-status-page')).BargainStatusPage }),
      loader: ({ params }: { params: { id?: string } }) => loadBargainStatus(api, params.id),
      handle: {
        title: (b) => `帮${b.owner.nickname}砍一刀 - ${b.goods.store_name}`,
        description: (b) =>
          `${b.owner.nickname}正在砍价「${b.goods.store_name}」，当前价¥${yuan(b.price)}，快来帮TA砍一刀！`,
      } as PageHandle<BargainStatus>,
    },
  ];
}
