import type { RouteDecl } from '@mall/shared-state';

/** The routes this remote owns; its build records them with its release (README "Who owns which route"). */
export const routes: RouteDecl[] = [
  {
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
];
