import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import type { RefundSummary } from '@mall/api-client';
import {
  ConfirmDialog,
  ErrorBox,
  Pager,
  Price,
  buttonCss,
  formatChinaTime,
  refundInProgress,
  useToast,
} from '@mall/ui';
import { useAfterSalesApi } from '../orders/after-sales-api';
import { OrderLineList } from '../orders/order-line-list';
import { cardCss, listCss, tabsCss } from '../orders/order-styles';
import { useTranslation } from 'react-i18next';
import { refundStatusLabel } from '../../shared/status-texts';

const PAGE_SIZE = 10;

const TABS: { key: '' | 1 | 2; label: 'all' | 'pending' | 'done' }[] = [
  { key: '', label: 'all' },
  { key: 1, label: 'pending' },
  { key: 2, label: 'done' },
];

const listHref = (type: '' | 1 | 2, page = 1) =>
  `/user/refund_list${type ? `?type=${type}` : ''}${page > 1 ? `${type ? '&' : '?'}page=${page}` : ''}`;

/** /user/refund_list[?type=1|2][&page=n]: the shopper's refunds; finished ones can be deleted. */
export function RefundListPage() {
  // the user-centre frame provides the toasts
  return <RefundList />;
}

function RefundList() {
  const api = useAfterSalesApi();
  const toast = useToast();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const raw = params.get('type');
  const type: '' | 1 | 2 = raw === '1' ? 1 : raw === '2' ? 2 : '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [data, setData] = useState<{ list: RefundSummary[]; count: number } | null>(null);
  const [error, setError] = useState('');
  const [deleting, setDeleting] = useState<RefundSummary | null>(null);

  const load = useCallback(
    () =>
      api.refund.list(type, page, PAGE_SIZE).then(
        (d) => {
          setError('');
          setData(d);
        },
        (err: Error) => setError(err.message),
      ),
    [api, type, page],
  );
  useEffect(() => {
    void load();
  }, [load]);

  const remove = async () => {
    const r = deleting!;
    setDeleting(null);
    try {
      await api.refund.remove(r.refund_order_id);
      toast.success(t('common.deleted'));
      await load();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  return (
    <section css={listCss} data-testid="refund-list">
      <h1>{t('refunds.title')}</h1>
      <div css={tabsCss} role="navigation" aria-label={t('refunds.tabsLabel')}>
        {TABS.map((tab) => (
          <Link key={tab.label} to={listHref(tab.key)} aria-current={tab.key === type ? 'page' : undefined}>
            {t(`refunds.tabs.${tab.label}`)}
          </Link>
        ))}
      </div>
      {error && <ErrorBox message={error} onRetry={() => void load()} />}
      {!error && !data && <div aria-busy="true" style={{ minHeight: 200 }} />}
      {data && (
        <>
          {data.list.map((r) => (
            <article css={cardCss} key={r.refund_order_id} data-testid="refund-card" data-refund-id={r.refund_order_id}>
              <div className="head">
                <span>{formatChinaTime(r.created_at)}</span>
                <span>{t('refunds.sn', { sn: r.refund_order_sn })}</span>
                <span className="shop" data-authored>{r.mer_name}</span>
                <span className="badge">{t(r.refund_type === 2 ? 'refunds.type.t2' : 'refunds.type.t1')}</span>
                <span className="state" data-testid="refund-state">
                  {refundStatusLabel(t, r.status)}
                </span>
              </div>
              <div className="body">
                <OrderLineList
                  lines={r.refundProduct.map((p) => ({
                    id: p.order_product_id,
                    product_id: p.product_id,
                    title: p.title,
                    image: p.image,
                    sku: p.sku,
                    price: p.price,
                    product_num: p.refund_num,
                  }))}
                />
                <div className="total">
                  <span>{t('refunds.amount')}</span>
                  <Price fen={r.refund_price} size={16} />
                  <span>{t('refunds.pieces', { count: r.refund_num })}</span>
                </div>
              </div>
              <div className="actions">
                {!refundInProgress(r.status) && (
                  <button type="button" css={buttonCss} onClick={() => setDeleting(r)}>
                    {t('refunds.remove')}
                  </button>
                )}
                <a css={buttonCss} data-primary href={`/refund_detail?id=${r.refund_order_id}`}>
                  {t('refunds.detail')}
                </a>
              </div>
            </article>
          ))}
          {data.list.length === 0 && <div className="empty">{t('refunds.empty')}</div>}
          <Pager page={page} total={data.count} size={PAGE_SIZE} onPage={(p) => navigate(listHref(type, p))} />
        </>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('refunds.remove')}
          message={t('refunds.askRemove')}
          confirmText={t('common.delete')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove()}
        />
      )}
    </section>
  );
}
