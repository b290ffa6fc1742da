/** The left menu of the user centre, grouped as a Chinese mall writes it. */
export interface MenuEntry {
  label: string;
  /** path and, where two entries share a page, the query that tells them apart */
  href: string;
  /** other paths that belong to this entry (e.g. 申请售后 under 售后/退款) */
  also?: string[];
}

export interface MenuGroup {
  title: string;
  entries: MenuEntry[];
}

export const MENU: MenuGroup[] = [
  {
    title: '订单中心',
    entries: [
      { label: '我的订单', href: '/user/order_list' },
      { label: '售后/退款', href: '/user/refund_list', also: ['/user/refund_select'] },
      { label: '预售订单', href: '/user/presell_order' },
    ],
  },
  {
    title: '我的资产',
    entries: [
      { label: '我的余额', href: '/user/balance' },
      { label: '我的积分', href: '/user/integral' },
      { label: '我的优惠券', href: '/user/my_coupon' },
      { label: '发票管理', href: '/user/invoice_list' },
    ],
  },
  {
    title: '会员权益',
    entries: [
      { label: '每日签到', href: '/user/sign_in' },
      { label: 'SVIP会员', href: '/user/vip' },
    ],
  },
  {
    title: '我的关注',
    entries: [
      { label: '商品收藏', href: '/user/collect' },
      { label: '店铺关注', href: '/user/collect?tab=shop' },
      { label: '关注主播', href: '/user/followAnchors' },
      { label: '浏览记录', href: '/user/history' },
    ],
  },
  {
    title: '账户设置',
    entries: [
      { label: '个人资料', href: '/user/user_info' },
      { label: '地址管理', href: '/user/address_list' },
      { label: '修改密码', href: '/user/change_pwd' },
    ],
  },
  { title: '商家入驻', entries: [{ label: '商家入驻记录', href: '/user/settle_record' }] },
  {
    title: '推广中心',
    entries: [
      { label: '推广订单', href: '/user/salesOrder' },
      { label: '我的佣金', href: '/user/brokerage' },
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
