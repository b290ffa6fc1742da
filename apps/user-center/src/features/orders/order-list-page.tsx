import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { AfterSalesOrder, GroupOrder, OrderCounts } from '@mall/api-client';
import { emitMallEvent, navigateTo } from '@mall/shared-state';
import { ConfirmDialog, ErrorBox, Pager, useToast } from '@mall/ui';
import { useAfterSalesApi } from './after-sales-api';
import { PaidOrderCard, UnpaidOrderCard, type CardCommand } from './order-card';
import { OrderTabs, orderListHref, parseOrderTab } from './order-tabs';
import { listCss } from './order-styles';
import { useTranslation } from 'react-i18next';

const PAGE_SIZE = 10;

/** /user/order_list?type=1[&status=all|unpaid|0|1|2|3][&page=n] */
export function OrderListPage() {
  // the user-centre frame provides the toasts
  return <OrderList />;
}

interface Listing {
  unpaid: GroupOrder[];
  paid: AfterSalesOrder[];
  count: number;
}

interface Asking {
  title: string;
  message: string;
  confirmText: string;
  run: () => Promise<unknown>;
  done: string;
}

function OrderList() {
  const api = useAfterSalesApi();
  const toast = useToast();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const tab = parseOrderTab(params.get('status'));
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [counts, setCounts] = useState<OrderCounts | null>(null);
  const [listing, setListing] = useState<Listing | null>(null);
  const [error, setError] = useState('');
  const [asking, setAsking] = useState<Asking | null>(null);

  const load = useCallback(async () => {
    setError('');
    api.pay.counts().then(setCounts, () => undefined);
    try {
      if (tab === 'unpaid') {
        const r = await api.pay.unpaidList(page, PAGE_SIZE);
        setListing({ unpaid: r.list, paid: [], count: r.count });
      } else {
        // 全部 shows the few unpaid checkouts (they close within minutes) above the paid orders
        const [paid, unpaid] = await Promise.all([
          api.orders.list(tab === 'all' ? -2 : Number(tab), page, PAGE_SIZE),
          tab === 'all' && page === 1 ? api.pay.unpaidList(1, 50).then((r) => r.list) : Promise.resolve([]),
        ]);
        setListing({ unpaid, paid: paid.list, count: paid.count });
      }
    } catch (err) {
      setError((err as Error).message);
    }
  }, [api, tab, page]);

  useEffect(() => {
    void load();
  }, [load]);

  const confirm = async () => {
    if (!asking) return;
    const a = asking;
    setAsking(null);
    try {
      await a.run();
      toast.success(a.done);
      await load();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  const command = async (order: AfterSalesOrder, c: CardCommand) => {
    if (c === 'take') {
      setAsking({
        title: t('orders.take.title'),
        message: t('orders.take.message'),
        confirmText: t('orders.take.confirm'),
        run: () => api.orders.take(order.order_id),
        done: t('orders.take.done'),
      });
    } else if (c === 'delete') {
      setAsking({
        title: t('orders.remove.title'),
        message: t('orders.remove.message'),
        confirmText: t('orders.remove.confirm'),
        run: () => api.orders.remove(order.order_id),
        done: t('orders.remove.done'),
      });
    } else if (c === 'again') {
      try {
        const { cart_id } = await api.cart.again(
          order.orderProduct.map((l) => ({
            product_id: l.product_id,
            product_attr_unique: l.product_attr_unique,
            cart_num: l.product_num,
          })),
        );
        emitMallEvent('checkout:cart-changed');
        navigateTo(`/order_confirm?cartId=${cart_id.join(',')}`);
      } catch (err) {
        toast.error((err as Error).message);
      }
    }
  };

  const cancelUnpaid = (order: GroupOrder) =>
    setAsking({
      title: t('orders.cancel.title'),
      message: t('orders.cancel.message'),
      confirmText: t('orders.cancel.confirm'),
      run: () => api.pay.cancel(order.group_order_id),
      done: t('orders.cancel.done'),
    });

  return (
    <section css={listCss} data-testid="order-list">
      <h1>{t('orders.title')}</h1>
      <OrderTabs tab={tab} counts={counts} />
      {error && <ErrorBox message={error} onRetry={() => void load()} />}
      {!error && !listing && <div aria-busy="true" style={{ minHeight: 200 }} />}
      {listing && (
        <>
          {listing.unpaid.map((o) => (
            <UnpaidOrderCard key={`g${o.group_order_id}`} order={o} onCancel={() => cancelUnpaid(o)} />
          ))}
          {listing.paid.map((o) => (
            <PaidOrderCard key={o.order_id} order={o} onCommand={(c) => void command(o, c)} />
          ))}
          {listing.unpaid.length + listing.paid.length === 0 && <div className="empty">{t('orders.empty')}</div>}
          <Pager
            page={page}
            total={listing.count}
            size={PAGE_SIZE}
            onPage={(p) => navigate(orderListHref(tab, p))}
          />
        </>
      )}
      {asking && (
        <ConfirmDialog
          title={asking.title}
          message={asking.message}
          confirmText={asking.confirmText}
          onCancel={() => setAsking(null)}
          onConfirm={() => void confirm()}
        />
      )}
    </section>
  );
}
