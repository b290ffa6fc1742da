import { useCallback, useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useSearchParams } from 'react-router';
import type { InvoiceTitle, OrderInvoice } from '@mall/api-client';
import { ConfirmDialog, ErrorBox, formatChinaTime, formatYuan, Pager, theme, useToast } from '@mall/ui';
import { Empty } from '../../shared/empty';
import { btnCss, panelCss, tabsCss } from '../../shared/page-styles';
import { usePagedList } from '../../shared/use-paged';
import { useUcApi } from '../../shared/use-uc-api';
import { TitleForm } from './title-form';
import { Trans, useTranslation } from 'react-i18next';

const PAGE_SIZE = 10;

const titlesCss = css`
  display: grid;
  grid-template-columns: repeat(3, 1fr);
  gap: 14px;
  margin-bottom: 28px;
  .title {
    border: 1px solid ${theme.border};
    padding: 12px 14px;
    font-size: 13px;
    color: #666;
  }
  .title[data-default='1'] {
    border-color: ${theme.gold};
  }
  .title b {
    display: block;
    color: ${theme.text};
    font-size: 14px;
    margin-bottom: 6px;
  }
  .tag {
    margin-left: 6px;
    padding: 0 4px;
    background: ${theme.gold};
    color: ${theme.text};
    font-size: 11px;
  }
  .ops {
    margin-top: 8px;
    display: flex;
    gap: 12px;
  }
  .ops button {
    border: 0;
    background: none;
    color: ${theme.goldText};
    cursor: pointer;
    padding: 0;
  }
`;

/** /user/invoice_list: saved invoice titles, then the invoices asked for with orders. */
export function InvoicePage() {
  const uc = useUcApi();
  const toast = useToast();
  const { t } = useTranslation();
  const [titles, setTitles] = useState<InvoiceTitle[] | null>(null);
  const [editing, setEditing] = useState<InvoiceTitle | null | 'new'>(null);
  const [deleting, setDeleting] = useState<InvoiceTitle | null>(null);
  const [params, setParams] = useSearchParams();
  const status = params.get('status') === '1' ? 1 : params.get('status') === '0' ? 0 : undefined;
  const orders = usePagedList<OrderInvoice>((p) => uc.orderInvoices(status, p, PAGE_SIZE), [uc, status]);

  const loadTitles = useCallback(() => uc.invoiceTitles().then((r) => setTitles(r.list), (e: Error) => toast.error(e.message)), [uc, toast]);
  useEffect(() => {
    void loadTitles();
  }, [loadTitles]);

  const save = async (d: Parameters<Parameters<typeof TitleForm>[0]['onSave']>[0]) => {
    try {
      await uc.saveInvoiceTitle(editing && editing !== 'new' ? editing.id : 0, d);
      toast.success(t('invoice.saved'));
      setEditing(null);
      await loadTitles();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };
  const remove = async (title: InvoiceTitle) => {
    setDeleting(null);
    try {
      await uc.deleteInvoiceTitle(title.id);
      toast.success(t('common.deleted'));
      await loadTitles();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  return (
    <section css={panelCss} data-testid="uc-invoice-page">
      <h1>
        {t('invoice.title')}
        <button type="button" css={btnCss} style={{ float: 'right' }} onClick={() => setEditing('new')}>
          {t('invoice.add')}
        </button>
      </h1>
      <h2 style={{ fontSize: 15 }}>{t('invoice.titles')}</h2>
      {titles && titles.length === 0 && <Empty text={t('invoice.noTitles')} />}
      {titles && titles.length > 0 && (
        <div css={titlesCss} data-testid="invoice-titles">
          {titles.map((title) => (
            <div key={title.id} className="title" data-default={title.is_default}>
              <b>
                <span data-authored>{title.receipt_title}</span>
                {title.is_default === 1 && <span className="tag">{t('invoice.defaultTag')}</span>}
              </b>
              <div>
                {t(`invoice.types.t${title.receipt_type}`)} · {t(`invoice.titleTypes.t${title.receipt_title_type}`)}
              </div>
              {title.duty_paragraph && (
                <div>
                  {t('invoice.taxId')}
                  {title.duty_paragraph}
                </div>
              )}
              <div className="ops">
                <button type="button" onClick={() => setEditing(title)}>
                  {t('common.edit')}
                </button>
                <button type="button" onClick={() => setDeleting(title)}>
                  {t('common.delete')}
                </button>
              </div>
            </div>
          ))}
        </div>
      )}
      <h2 style={{ fontSize: 15 }}>{t('invoice.orders')}</h2>
      <nav css={tabsCss}>
        {([undefined, 0, 1] as const).map((s) => (
          <button
            key={String(s)}
            type="button"
            aria-current={s === status ? 'page' : undefined}
            onClick={() => setParams(s === undefined ? {} : { status: String(s) })}
          >
            {t(s === undefined ? 'invoice.tabs.all' : s === 0 ? 'invoice.tabs.open' : 'invoice.tabs.issued')}
          </button>
        ))}
      </nav>
      {orders.error && <ErrorBox message={orders.error} onRetry={() => void orders.reload()} />}
      {orders.data && orders.data.list.length === 0 && <Empty text={t('invoice.noOrders')} />}
      {orders.data && orders.data.list.length > 0 && (
        <table data-testid="order-invoices">
          <thead>
            <tr>
              <th>{t('invoice.cols.sn')}</th>
              <th>{t('invoice.cols.shop')}</th>
              <th>{t('invoice.cols.title')}</th>
              <th>{t('invoice.cols.type')}</th>
              <th>{t('invoice.cols.amount')}</th>
              <th>{t('invoice.cols.time')}</th>
              <th>{t('invoice.cols.status')}</th>
            </tr>
          </thead>
          <tbody>
            {orders.data.list.map((o) => (
              <tr key={o.order_id}>
                <td>{o.order_sn}</td>
                <td data-authored>{o.mer_name}</td>
                <td data-authored>{o.receipt.receipt_title}</td>
                <td>{t(`invoice.types.t${o.receipt.receipt_type}`)}</td>
                <td>{formatYuan(o.pay_price)}</td>
                <td className="muted">{formatChinaTime(o.created_at)}</td>
                <td>
                  {o.status === 1 && o.file_url ? (
                    <a href={o.file_url} target="_blank" rel="noreferrer">
                      {t('invoice.view')}
                    </a>
                  ) : (
                    <span className="muted">{t('invoice.tabs.open')}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {orders.data && <Pager page={orders.page} total={orders.data.count} size={PAGE_SIZE} onPage={orders.goTo} />}
      {editing && <TitleForm title={editing === 'new' ? null : editing} onSave={save} onClose={() => setEditing(null)} />}
      {deleting && (
        <ConfirmDialog
          title={t('invoice.removeTitle')}
          message={<Trans i18nKey="invoice.askRemove" values={{ name: deleting.receipt_title }} components={[<span key="name" data-authored />]} />}
          confirmText={t('common.delete')}
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        />
      )}
    </section>
  );
}
