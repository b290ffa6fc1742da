import type { UserCenterCatalogue } from '../i18n/zh-CN';

/** The left menu of the user centre, grouped as a Chinese mall writes it. */
export interface MenuEntry {
  /** key under menu.entries of the catalogue */
  label: keyof UserCenterCatalogue['menu']['entries'];
  /** path and, where two entries share a page, the query that tells them apart */
  href: string;
  /** other paths that belong to this entry (e.g. 申请售后 under 售后/退款) */
  also?: string[];
}

export interface MenuGroup {
  /** key under menu.groups of the catalogue */
  title: keyof UserCenterCatalogue['menu']['groups'];
  entries: MenuEntry[];
}

export const MENU: MenuGroup[] = [
  {
    title: 'orders',
    entries: [
      { label: 'orders', href: '/user/order_list' },
      { label: 'refunds', href: '/user/refund_list', also: ['/user/refund_select'] },
      { label: 'presell', href: '/user/presell_order' },
    ],
  },
  {
    title: 'assets',
    entries: [
      { label: 'balance', href: '/user/balance' },
      { label: 'integral', href: '/user/integral' },
      { label: 'coupons', href: '/user/my_coupon' },
      { label: 'invoices', href: '/user/invoice_list' },
    ],
  },
  {
    title: 'member',
    entries: [
      { label: 'signIn', href: '/user/sign_in' },
      { label: 'vip', href: '/user/vip' },
    ],
  },
  {
    title: 'follows',
    entries: [
      { label: 'collect', href: '/user/collect' },
      { label: 'shops', href: '/user/collect?tab=shop' },
      { label: 'anchors', href: '/user/followAnchors' },
      { label: 'history', href: '/user/history' },
    ],
  },
  {
    title: 'account',
    entries: [
      { label: 'profile', href: '/user/user_info' },
      { label: 'addresses', href: '/user/address_list' },
      { label: 'password', href: '/user/change_pwd' },
    ],
  },
  { title: 'settle', entries: [{ label: 'settleRecord', href: '/user/settle_record' }] },
  {
    title: 'spread',
    entries: [
      { label: 'salesOrders', href: '/user/salesOrder' },
      { label: 'brokerage', href: '/user/brokerage' },
    ],
  },
];

/** The entry a location belongs to: same path, and the shop tab for 店铺关注. */
export function activeHref(pathname: string, search: string): string | null {
  const shopTab = new URLSearchParams(search).get('tab') === 'shop';
  for (const group of MENU) {
    for (const e of group.entries) {
      const [path, query] = e.href.split('?');
      const paths = [path, ...(e.also ?? [])];
      if (!paths.includes(pathname)) continue;
      if (path === '/user/collect' && Boolean(query) !== shopTab) continue;
      return e.href;
    }
  }
  return null;
}
