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

const PAGE_SIZE = 10;
const TYPE_TEXT = { 1: '电子普通发票', 2: '增值税专用发票' } as const;

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
      toast.success('保存成功');
      setEditing(null);
      await loadTitles();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };
  const remove = async (t: InvoiceTitle) => {
    setDeleting(null);
    try {
      await uc.deleteInvoiceTitle(t.id);
      toast.success('删除成功');
      await loadTitles();
    } catch (err) {
      toast.error((err as Error).message);
    }
  };

  return (
    <section css={panelCss} data-testid="uc-invoice-page">
      <h1>
        发票管理
        <button type="button" css={btnCss} style={{ float: 'right' }} onClick={() => setEditing('new')}>
          新增抬头
        </button>
      </h1>
      <h2 style={{ fontSize: 15 }}>发票抬头</h2>
      {titles && titles.length === 0 && <Empty text="暂无发票抬头" />}
      {titles && titles.length > 0 && (
        <div css={titlesCss} data-testid="invoice-titles">
          {titles.map((t) => (
            <div key={t.id} className="title" data-default={t.is_default}>
              <b>
                {t.receipt_title}
                {t.is_default === 1 && <span className="tag">默认</span>}
              </b>
              <div>
                {TYPE_TEXT[t.receipt_type]} · {t.receipt_title_type === 2 ? '企业' : '个人'}
              </div>
              {t.duty_paragraph && <div>税号：{t.duty_paragraph}</div>}
              <div className="ops">
                <button type="button" onClick={() => setEditing(t)}>
                  编辑
                </button>
                <button type="button" onClick={() => setDeleting(t)}>
                  删除
                </button>
              </div>
            </div>
          ))}
        </div>
      )}
      <h2 style={{ fontSize: 15 }}>订单发票</h2>
      <nav css={tabsCss}>
        {([undefined, 0, 1] as const).map((s) => (
          <button
            key={String(s)}
            type="button"
            aria-current={s === status ? 'page' : undefined}
            onClick={() => setParams(s === undefined ? {} : { status: String(s) })}
          >
            {s === undefined ? '全部' : s === 0 ? '未开票' : '已开票'}
          </button>
        ))}
      </nav>
      {orders.error && <ErrorBox message={orders.error} onRetry={() => void orders.reload()} />}
      {orders.data && orders.data.list.length === 0 && <Empty text="暂无发票记录" />}
      {orders.data && orders.data.list.length > 0 && (
        <table data-testid="order-invoices">
          <thead>
            <tr>
              <th>订单号</th>
              <th>店铺</th>
              <th>发票抬头</th>
              <th>类型</th>
              <th>金额（元）</th>
              <th>申请时间</th>
              <th>状态</th>
            </tr>
          </thead>
          <tbody>
            {orders.data.list.map((o) => (
              <tr key={o.order_id}>
                <td>{o.order_sn}</td>
                <td>{o.mer_name}</td>
                <td>{o.receipt.receipt_title}</td>
                <td>{TYPE_TEXT[o.receipt.receipt_type]}</td>
                <td>{formatYuan(o.pay_price)}</td>
                <td className="muted">{formatChinaTime(o.created_at)}</td>
                <td>
                  {o.status === 1 && o.file_url ? (
                    <a href={o.file_url} target="_blank" rel="noreferrer">
                      已开票 · 查看发票
                    </a>
                  ) : (
                    <span className="muted">未开票</span>
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
          title="删除发票抬头"
          message={`确定删除“${deleting.receipt_title}”吗？`}
          confirmText="删除"
          onCancel={() => setDeleting(null)}
          onConfirm={() => void remove(deleting)}
        />
      )}
    </section>
  );
}
