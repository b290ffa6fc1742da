import { data, type RouteObject } from 'react-router';
import type { MallApi } from '@mall/shared-state';
import { HomePage, loadHome } from '../features/home/home-page';
import { loadSearch, searchTitle, type SearchData } from '../features/goods-search/load-search';
import { SearchPage } from '../features/goods-search/search-page';
import { GoodsDetailPage } from '../features/goods-detail/goods-detail-page';
import { detailDescription, detailTitle, loadDetail, type DetailData } from '../features/goods-detail/load-detail';
import type { PageHandle } from './page-meta';
import { PageFrame } from '@mall/ui';
import { CatalogLayout } from './layout';

/** Page frames for routes whose own pages come with the catalog issue. */
const FRAMES: [string, string][] = [
  ['anchorHome', '主播主页'],
  ['brandList', '品牌'],
  ['coupon_center', '领券中心'],
  ['goods_coupon', '优惠券商品'],
  ['goods_list', '商品列表'],
  ['goods_presell', '预售'],
  ['goods_seckill', '限时秒杀'],
  ['live', '直播'],
  ['livePlayer', '直播间'],
  ['merchant_settled', '商户入驻'],
  ['news_list', '资讯'],
  ['qualifications', '店铺资质'],
  ['service', '客服'],
  ['shop_more', '更多店铺'],
  ['shop_street', '店铺街'],
  ['store', '店铺首页'],
  ['store/category', '店铺分类'],
  ['store/storeCoupon', '店铺优惠券'],
];

const DETAIL_FRAMES: [string, string][] = [
  ['goods_presell_detail', '预售详情'],
  ['goods_seckill_detail', '秒杀详情'],
  ['news_detail', '资讯详情'],
];

/** A page validation failure turns the route into a 404 (spec §5). */
function requireNumericId({ params }: { params: { id?: string } }) {
  if (!params.id || !/^[1-9]\d{0,9}$/.test(params.id)) throw data('This page could not be found', { status: 404, statusText: 'Not Found' });
  return { id: Number(params.id) };
}

const searchHandle: PageHandle<SearchData> = {
  title: searchTitle,
  description: (d) => `为您找到${d.goods.count}件“${searchTitle(d)}”相关商品，正品保障，放心选购。`,
};

const detailHandle: PageHandle<DetailData> = { title: detailTitle, description: detailDescription };

export function createRoutes(api: MallApi): RouteObject[] {
  return [
    {
      element: <CatalogLayout />,
      // The shell answers route errors (404) with its own error page.
      ErrorBoundary: () => null,
      children: [
        { path: '/', element: <HomePage />, loader: () => loadHome(api), handle: { title: '' } },
        ...['/goods_search', '/goods_cate'].map((path) => ({
          path,
          element: <SearchPage />,
          loader: ({ request }: { request: Request }) => loadSearch(api, request.url),
          handle: searchHandle,
        })),
        {
          path: '/goods_detail/:id',
          element: <GoodsDetailPage />,
          loader: ({ params }: { params: { id?: string } }) => loadDetail(api, params.id),
          handle: detailHandle,
        },
        ...FRAMES.map(([path, title]) => ({ path: `/${path}`, element: <PageFrame title={title} />, handle: { title } })),
        ...DETAIL_FRAMES.map(([path, title]) => ({
          path: `/${path}/:id`,
          element: <PageFrame title={title} />,
          loader: requireNumericId,
          handle: { title },
        })),
        // Paths owned by other apps: this router renders nothing while single-spa switches.
        { path: '*', element: null },
      ],
    },
  ];
}
