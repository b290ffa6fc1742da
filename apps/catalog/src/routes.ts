import type { RouteCache, RouteDecl } from '@mall/shared-state';

/*
 * The routes this remote owns, all server-rendered; its build records them with its release
 * (README "Who owns which route"). A guest's page is shared by the shell: a price or stock change
 * shows on the goods pages within 3 s, on the home page, lists and shops within 10 s.
 */

const LIST_PAGE: RouteCache = { policy: 'public', freshMs: 10_000 };
/** pages that show a goods' price and stock */
const GOODS_PAGE: RouteCache = { policy: 'public', freshMs: 3000 };
/** the goods page: the browser checks it every time */
const GOODS_DETAIL: RouteCache = { policy: 'revalidate', freshMs: 3000 };

const page = (cache: RouteCache, prefixes: string[]): RouteDecl => ({ prefixes, protected: false, ssr: true, cache });

export const routes: RouteDecl[] = [
  page(LIST_PAGE, [
    '/',
    '/anchorHome',
    '/brandList',
    '/coupon_center',
    '/goods_cate',
    '/goods_coupon',
    '/goods_list',
    '/goods_search',
    '/live',
    '/livePlayer',
    '/merchant_settled',
    '/news_list',
    '/news_detail',
    '/qualifications',
    '/shop_more',
    '/shop_street',
    '/store',
  ]),
  page(GOODS_PAGE, [
    '/bargain_status',
    '/combination_status',
    '/goods_bargain',
    '/goods_bargain_detail',
    '/goods_combination',
    '/goods_combination_detail',
    '/goods_presell',
    '/goods_presell_detail',
    '/goods_seckill',
    '/goods_seckill_detail',
  ]),
  page(GOODS_DETAIL, ['/goods_detail']),
];
