import type { RemoteApp } from './contract';

/**
 * Which app owns which route (spec §2). The shell registers single-spa applications from this
 * table and the server uses it to choose who renders a request. First match wins.
 */
export interface RouteOwner {
  app: RemoteApp;
  /** Path prefixes (exact path or path + '/...'). */
  prefixes: string[];
  /** Routes that need login (server answers 302 to /login for a guest). */
  protected: boolean;
  /** Rendered on the server (catalog) or mounted in the browser behind a skeleton. */
  ssr: boolean;
}

export const ROUTE_OWNERS: RouteOwner[] = [
  { app: 'auth', prefixes: ['/login', '/privacy_agreement'], protected: false, ssr: false },
  { app: 'user-center', prefixes: ['/user', '/service'], protected: true, ssr: false },
  {
    app: 'checkout',
    prefixes: [
      '/shopping_cart',
      '/order_confirm',
      '/payment',
      '/order_detail',
      '/order_stay_detail',
      '/logistics',
      '/logistics_delivery',
      '/refund',
      '/refund_confirm',
      '/refund_detail',
      '/refund_goods',
      '/refund_logistics',
      '/evaluation',
    ],
    protected: true,
    ssr: false,
  },
  {
    app: 'catalog',
    prefixes: [
      '/',
      '/anchorHome',
      '/bargain_status',
      '/brandList',
      '/coupon_center',
      '/goods_bargain',
      '/goods_cate',
      '/goods_combination',
      '/goods_coupon',
      '/goods_list',
      '/goods_presell',
      '/goods_search',
      '/goods_seckill',
      '/live',
      '/livePlayer',
      '/merchant_settled',
      '/news_list',
      '/qualifications',
      '/shop_more',
      '/shop_street',
      '/combination_status',
      '/goods_bargain_detail',
      '/goods_detail',
      '/goods_combination_detail',
      '/goods_presell_detail',
      '/goods_seckill_detail',
      '/news_detail',
      '/store',
    ],
    protected: false,
    ssr: true,
  },
];

function matches(prefix: string, pathname: string): boolean {
  if (prefix === '/') return pathname === '/';
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

export function routeOwner(pathname: string): RouteOwner | null {
  return ROUTE_OWNERS.find((o) => o.prefixes.some((p) => matches(p, pathname))) ?? null;
}
