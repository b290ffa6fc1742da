import type { RouteObject } from 'react-router';
import type { MallApi } from '@mall/shared-state';
import { HomePage, loadHome } from '../features/home/home-page';
import { loadSearch, searchTitle, type SearchData } from '../features/goods-search/load-search';
import { SearchPage } from '../features/goods-search/search-page';
import { GoodsDetailPage } from '../features/goods-detail/goods-detail-page';
import { detailDescription, detailTitle, loadDetail, type DetailData } from '../features/goods-detail/load-detail';
import { GoodsListPage, goodsListTitle, loadGoodsList, type GoodsListData } from '../features/goods-list/goods-list-page';
import { loadShopStreet, ShopStreetPage } from '../features/shops/shop-street-page';
import { loadShopMore, ShopMorePage, shopMoreTitle, type ShopMoreData } from '../features/shops/shop-more-page';
import { loadStoreCategory, loadStoreHome, storeDescription, storeTitle, type ShopFrame } from '../features/store/load-store';
import { StorePage } from '../features/store/store-page';
import { StoreCategoryPage } from '../features/store/store-category-page';
import { loadQualifications, QualificationsPage, type QualificationsData } from '../features/qualifications/qualifications-page';
import { BrandListPage, loadBrandList } from '../features/brands/brand-list-page';
import { couponRoutes } from '../features/coupons/routes';
import { newsRoutes } from '../features/news/routes';
import { seckillRoutes } from '../features/seckill/routes';
import { liveRoutes } from '../features/live/routes';
import { presellRoutes } from '../features/presell/routes';
import { bargainRoutes } from '../features/bargain/routes';
import { groupBuyRoutes } from '../features/group-buy/routes';
import { loadSettled, MerchantSettledPage } from '../features/merchant-settled/merchant-settled-page';
import type { PageHandle } from './page-meta';
import { PageFrame } from '@mall/ui';
import { CatalogLayout } from './layout';

/** Page frames for routes whose own pages come with the catalog issue. */
const FRAMES: [string, string][] = [
  ['service', '客服'],
];

const searchHandle: PageHandle<SearchData> = {
  title: searchTitle,
  description: (d) => `为您找到${d.goods.count}件“${searchTitle(d)}”相关商品，正品保障，放心选购。`,
};

const detailHandle: PageHandle<DetailData> = { title: detailTitle, description: detailDescription };
const storeHandle: PageHandle<ShopFrame> = { title: storeTitle, description: storeDescription };

/** The browsing pages that load from their URL (owned by the shops and home work). */
function browsingRoutes(api: MallApi): RouteObject[] {
  const byUrl = (load: (api: MallApi, url: string) => Promise<unknown>) => ({ request }: { request: Request }) => load(api, request.url);
  return [
    { path: '/goods_list', element: <GoodsListPage />, loader: byUrl(loadGoodsList), handle: { title: goodsListTitle } as PageHandle<GoodsListData> },
    { path: '/shop_street', element: <ShopStreetPage />, loader: byUrl(loadShopStreet), handle: { title: '店铺街' } },
    { path: '/shop_more', element: <ShopMorePage />, loader: byUrl(loadShopMore), handle: { title: shopMoreTitle } as PageHandle<ShopMoreData> },
    { path: '/store', element: <StorePage />, loader: byUrl(loadStoreHome), handle: storeHandle },
    { path: '/store/category', element: <StoreCategoryPage />, loader: byUrl(loadStoreCategory), handle: storeHandle },
    {
      path: '/qualifications',
      element: <QualificationsPage />,
      loader: byUrl(loadQualifications),
      handle: { title: (d) => `${d.shop.mer_name}店铺资质` } as PageHandle<QualificationsData>,
    },
    { path: '/brandList', element: <BrandListPage />, loader: () => loadBrandList(api), handle: { title: '品牌' } },
  ];
}

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
        ...browsingRoutes(api),
        ...couponRoutes(api),
        ...newsRoutes(api),
        ...seckillRoutes(api),
        ...liveRoutes(api),
        ...presellRoutes(api),
        ...bargainRoutes(api),
        ...groupBuyRoutes(api),
        { path: '/merchant_settled', element: <MerchantSettledPage />, loader: () => loadSettled(api), handle: { title: '商户入驻' } },
        ...FRAMES.map(([path, title]) => ({ path: `/${path}`, element: <PageFrame title={title} />, handle: { title } })),
        // Paths owned by other apps: this router renders nothing while single-spa switches.
        { path: '*', element: null },
      ],
    },
  ];
}
