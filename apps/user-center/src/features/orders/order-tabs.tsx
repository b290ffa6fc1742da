import type { OrderCounts } from '@mall/api-client';
import { Link } from 'react-router';
import { tabsCss } from './order-styles';
import { useTranslation } from 'react-i18next';

/** Tab keys as they appear in the URL (?status=): all, unpaid, or a paid order status. */
export type OrderTab = 'all' | 'unpaid' | '0' | '1' | '2' | '3';

export const ORDER_TABS: { key: OrderTab; label: 'all' | 'unpaid' | 's0' | 's1' | 's2' | 's3'; count: (c: OrderCounts) => number }[] = [
  { key: 'all', label: 'all', count: (c) => c.orderCount + c.noPay },
  { key: 'unpaid', label: 'unpaid', count: (c) => c.noPay },
  { key: '0', label: 's0', count: (c) => c.noPostage },
  { key: '1', label: 's1', count: (c) => c.noDeliver },
  { key: '2', label: 's2', count: (c) => c.noComment },
  { key: '3', label: 's3', count: (c) => c.done },
];

export function parseOrderTab(raw: string | null): OrderTab {
  return ORDER_TABS.some((t) => t.key === raw) ? (raw as OrderTab) : 'all';
}

export const orderListHref = (tab: OrderTab, page = 1) =>
  `/user/order_list?type=1${tab === 'all' ? '' : `&status=${tab}`}${page > 1 ? `&page=${page}` : ''}`;

export function OrderTabs({ tab, counts }: { tab: OrderTab; counts: OrderCounts | null }) {
  const { t } = useTranslation();
  return (
    <div css={tabsCss} role="navigation" aria-label={t('orders.tabsLabel')} data-testid="order-tabs">
      {ORDER_TABS.map((o) => {
        const n = counts ? o.count(counts) : 0;
        return (
          <Link key={o.key} to={orderListHref(o.key)} aria-current={o.key === tab ? 'page' : undefined} data-tab={o.key}>
            {t(`orderStatus.${o.label}`)}
            {n > 0 && <em>{n}</em>}
          </Link>
        );
      })}
    </div>
  );
}
