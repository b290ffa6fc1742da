import type { RouteObject } from 'react-router';
import type { GroupBuyGroup } from '@mall/api-client';
import type { MallApi } from '@mall/shared-state';
import { byUrlFrom } from '../../app/url-loaders';
import type { PageHandle } from '../../app/page-meta';
import { groupStatusKey } from './group-status-text';
import type { GroupBuyDetailData } from './load-group-buy';

/**
 * The loaders come in a chunk of their own (not in the app's first chunk): on a client navigation
 * to one of these pages it loads while the page's chunk does, then the data.
 */
const loaders = () => import('./load-group-buy');

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** /goods_combination, /goods_combination_detail/:id and /combination_status/:id (server-rendered; countdowns by the server's clock); each page is its own chunk. */
export function groupBuyRoutes(api: MallApi): RouteObject[] {
  return [
    {
      path: '/goods_combination',
      lazy: async () => ({ Component: (await import('./group-buy-page')).GroupBuyPage }),
      loader: byUrlFrom(api, loaders, (m) => m.loadGroupBuyList),
      handle: {
        title: (_, { t }) => t('groupBuy.title'),
        description: (_, { t }) => t('groupBuy.description'),
      } as PageHandle<unknown>,
    },
    {
      path: '/goods_combination_detail/:id',
      lazy: async () => ({ Component: (await import('./group-buy-detail-page')).GroupBuyDetailPage }),
      loader: async ({ params, request }: { params: { id?: string }; request: Request }) =>
        (await loaders()).loadGroupBuyDetail(api, params.id, request.url),
      handle: {
        title: (d, { t }) => t('groupBuy.goodsTitle', { name: d.goods.store_name }),
        description: (d, { t }) =>
          t('groupBuy.goodsDescription', {
            size: d.goods.group_buy.people,
            name: d.goods.store_name,
            price: yuan(d.goods.price),
          }),
      } as PageHandle<GroupBuyDetailData>,
    },
    {
      path: '/combination_status/:id',
      lazy: async () => ({ Component: (await import('./group-status-page')).GroupStatusPage }),
      loader: async ({ params }: { params: { id?: string } }) => (await loaders()).loadGroup(api, params.id),
      handle: {
        title: (d, { t }) => {
          const key = groupStatusKey(d.status);
          return `${key ? t(key) : d.status_text} - ${d.goods.store_name}`;
        },
        description: (d, { t }) => t('groupBuy.statusDescription', { size: d.people, price: yuan(d.goods.price) }),
      } as PageHandle<GroupBuyGroup>,
    },
  ];
}
