import type { OrderCounts } from '@mall/api-client';
import { Link } from 'react-router';
import { tabsCss } from './order-styles';

/** Tab keys as they appear in the URL (?status=): all, unpaid, or a paid order status. */
export type OrderTab = 'all' | 'unpaid' | '0' | '1' | '2' | '3';

export const ORDER_TABS: { key: OrderTab; label: string; count: (c: OrderCounts) => number }[] = [
  { key: 'all', label: '全部', count: (c) => c.orderCount + c.noPay },
  { key: 'unpaid', label: '待付款', count: (c) => c.noPay },
  { key: '0', label: '待发货', count: (c) => c.noPostage },
  { key: '1', label: '待收货', count: (c) => c.noDeliver },
  { key: '2', label: '待评价', count: (c) => c.noComment },
  { key: '3', label: '已完成', count: (c) => c.done },
];

export function parseOrderTab(raw: string | null): OrderTab {
  return ORDER_TABS.some((t) => t.key === raw) ? (raw as OrderTab) : 'all';
}

export const orderListHref = (tab: OrderTab, page = 1) =>
  `/user/order_list?type=1${tab === 'all' ? '' : `&status=${tab}`}${page > 1 ? `&page=${page}` : ''}`;

export function OrderTabs({ tab, counts }: { tab: OrderTab; counts: OrderCounts | null }) {
  return (
    <div css={tabsCss} role="navigation" aria-label="订单状态" data-testid="order-tabs">
      {ORDER_TABS.map((t) => {
        const n = counts ? t.count(counts) : 0;
        return (
          <Link key={t.key} to={orderListHref(t.key)} aria-current={t.key === tab ? 'page' : undefined} data-tab={t.key}>
            {t.label}
            {n > 0 && <em>{n}</em>}
          </Link>
        );
      })}
    </div>
  );
}
