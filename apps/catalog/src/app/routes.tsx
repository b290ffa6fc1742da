import type { RouteObject } from 'react-router';
import { declaresPath, type MallApi } from '@mall/shared-state';
import { routes as ownRoutes } from '../routes';
import { loadHome } from '../features/home/load-home';
import type { GoodsListData } from '../features/goods-list/goods-list-page';
import type { ShopMoreData } from '../features/shops/shop-more-page';
import type { QualificationsData } from '../features/qualifications/qualifications-page';
import { couponRoutes } from '../features/coupons/routes';
import { newsRoutes } from '../features/news/routes';
import { seckillRoutes } from '../features/seckill/routes';
import { liveRoutes } from '../features/live/routes';
import { presellRoutes } from '../features/presell/routes';
import { bargainRoutes } from '../features/bargain/routes';
import { groupBuyRoutes } from '../features/group-buy/routes';
import type { PageHandle } from './page-meta';
import { CatalogLayout } from './layout';
import { RouteError } from './route-error';
import { byUrl, byUrlFrom } from './url-loaders';
import { notFound } from '../features/common/route-errors';

/*
 * Every page is its own chunk (`lazy`): a page's code loads with the page. The home page's loader
 * (a small load-*.ts module) stays here, so that on a client navigation the data loads while the
 * chunk does; those of the search, goods, shop, news, activity and live pages (load-*.ts, and
 * features/{bargain,group-buy,presell,seckill,live}/routes.tsx) are a chunk of their own, loaded
 * alongside the page's, to keep them out of the app's first chunk (the search, goods, shop and
 * news loaders were 1.3 KB gzip of `/`); their titles (`handle`) come with the page's chunk; the
 * others' loaders come with their page's chunk. The server resolves the lazy routes it renders,
 * and the browser resolves those of the first page before hydrating (bootstrap/spa.tsx).
 */
const searchLoaders = () => import('../features/goods-search/load-search');
const detailLoaders = () => import('../features/goods-detail/load-detail');
const storeLoaders = () => import('../features/store/load-store');


/** The browsing pages that load from their URL (owned by the shops and home work). */
function browsingRoutes(api: MallApi): RouteObject[] {
  return [
    {
      path: '/goods_list',
      lazy: async () => {
        const m = await import('../features/goods-list/goods-list-page');
        const handle: PageHandle<GoodsListData> = { title: m.goodsListTitle };
        return { Component: m.GoodsListPage, loader: byUrl(api, m.loadGoodsList), handle };
      },
    },
    {
      path: '/shop_street',
      lazy: async () => {
        const m = await import('../features/shops/shop-street-page');
        const handle: PageHandle<unknown> = { title: (_, { t }) => t('home.links.shops') };
        return { Component: m.ShopStreetPage, loader: byUrl(api, m.loadShopStreet), handle };
      },
    },
    {
      path: '/shop_more',
      lazy: async () => {
        const m = await import('../features/shops/shop-more-page');
        const handle: PageHandle<ShopMoreData> = { title: m.shopMoreTitle };
        return { Component: m.ShopMorePage, loader: byUrl(api, m.loadShopMore), handle };
      },
    },
    {
      path: '/store',
      loader: byUrlFrom(api, storeLoaders, (m) => m.loadStoreHome),
      lazy: async () => {
        const m = await import('../features/store/store-page');
        return { Component: m.StorePage, handle: m.storeHandle };
      },
    },
    {
      path: '/store/category',
      loader: byUrlFrom(api, storeLoaders, (m) => m.loadStoreCategory),
      lazy: async () => {
        const m = await import('../features/store/store-category-page');
        return { Component: m.StoreCategoryPage, handle: m.storeHandle };
      },
    },
    {
      path: '/qualifications',
      lazy: async () => {
        const m = await import('../features/qualifications/qualifications-page');
        const handle: PageHandle<QualificationsData> = {
          title: (d, { t }) => t('store.licenceTitle', { shop: d.shop.mer_name }),
        };
        return { Component: m.QualificationsPage, loader: byUrl(api, m.loadQualifications), handle };
      },
    },
    {
      path: '/brandList',
      lazy: async () => {
        const m = await import('../features/brands/brand-list-page');
        const handle: PageHandle<unknown> = { title: (_, { t }) => t('brands.title') };
        return { Component: m.BrandListPage, loader: () => m.loadBrandList(api), handle };
      },
    },
  ];
}

export function createRoutes(api: MallApi): RouteObject[] {
  return [
    {
      element: <CatalogLayout />,
      ErrorBoundary: RouteError,
      children: [
        {
          path: '/',
          loader: () => loadHome(api),
          handle: { title: '' },
          lazy: async () => ({ Component: (await import('../features/home/home-page')).HomePage }),
        },
        ...['/goods_search', '/goods_cate'].map((path) => ({
          path,
          loader: byUrlFrom(api, searchLoaders, (m) => m.loadSearch),
          lazy: async () => {
            const m = await import('../features/goods-search/search-page');
            return { Component: m.SearchPage, handle: m.searchHandle };
          },
        })),
        {
          path: '/goods_detail/:id',
          loader: async ({ params }: { params: { id?: string } }) => (await detailLoaders()).loadDetail(api, params.id),
          lazy: async () => {
            const m = await import('../features/goods-detail/goods-detail-page');
            return { Component: m.GoodsDetailPage, handle: m.detailHandle };
          },
        },
        ...browsingRoutes(api),
        ...couponRoutes(api),
        ...newsRoutes(api),
        ...seckillRoutes(api),
        ...liveRoutes(api),
        ...presellRoutes(api),
        ...bargainRoutes(api),
        ...groupBuyRoutes(api),
        {
          path: '/merchant_settled',
          lazy: async () => {
            const m = await import('../features/merchant-settled/merchant-settled-page');
            return {
              Component: m.MerchantSettledPage,
              loader: () => m.loadSettled(api),
              handle: { title: (_, { t }) => t('settled.title') } as PageHandle<unknown>,
            };
          },
        },
        // Paths owned by other apps: this router renders nothing while single-spa switches; an
        // unknown path under one of catalog's own prefixes (/store/abc) is a 404.
        {
          path: '*',
          element: null,
          loader: ({ request }: { request: Request }) => {
            if (declaresPath(ownRoutes, new URL(request.url).pathname)) throw notFound();
            return null;
          },
        },
      ],
    },
  ];
}
