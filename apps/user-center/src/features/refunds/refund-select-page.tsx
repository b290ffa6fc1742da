import { useEffect, useState } from 'react';
import { css } from '@emotion/react';
import { useSearchParams } from 'react-router';
import type { RefundProducts, RefundType } from '@mall/api-client';
import { navigateTo } from '@mall/shared-state';
import { ErrorBox, NotFoundPage, Price, isNotFoundError, theme } from '@mall/ui';
import { useAfterSalesApi } from '../orders/after-sales-api';
import { listCss } from '../orders/order-styles';
import { useTranslation } from 'react-i18next';



const selectCss = css`
  .line {
    display: flex;
    gap: 12px;
    align-items: center;
    padding: 12px 0;
    border-bottom: 1px solid ${theme.border};
  }
  .line img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border: 1px solid ${theme.border};
  }
  .line .title {
    flex: 1;
  }
  .muted {
    color: ${theme.muted};
    font-size: 12px;
  }
  .choices {
    display: flex;
    gap: 20px;
    margin-top: 24px;
  }
  .choices button {
    width: 300px;
    padding: 20px;
    border: 1px solid ${theme.border};
    background: #fff;
    text-align: left;
    cursor: pointer;
    font-size: 16px;
    color: ${theme.text};
  }
  .choices button:hover:not(:disabled) {
    border-color: ${theme.gold};
  }
  .choices button:disabled {
    cursor: not-allowed;
    opacity: 0.55;
  }
  .choices button span {
    display: block;
    margin-top: 6px;
    font-size: 12px;
    color: ${theme.muted};
  }
`;

const parseIds = (raw: string | null) =>
  (raw ?? '')
    .split(',')
    .filter((s) => /^[1-9]\d{0,9}$/.test(s))
    .map(Number);

/**
 * /user/refund_select?orderId=&ids=<line> (one line) or ?orderId=&type=2 (批量退款):
 * 我要退款(无需退货) or 我要退货退款, then on to the checkout's refund pages.
 */
export function RefundSelectPage() {
  const [params] = useSearchParams();
  const raw = params.get('orderId');
  const orderId = raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
  const ids = parseIds(params.get('ids'));
  const batch = params.get('type') === '2' || ids.length === 0;
  if (!orderId) return <NotFoundPage />;
  return <RefundSelect orderId={orderId} ids={batch ? null : ids} />;
}

function RefundSelect({ orderId, ids }: { orderId: number; ids: number[] | null }) {
  const api = useAfterSalesApi();
  const { t } = useTranslation();
  const [data, setData] = useState<RefundProducts | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const idKey = ids?.join(',') ?? '';
  useEffect(() => {
    const lines = idKey ? idKey.split(',').map(Number) : null;
    (lines ? api.refund.product(orderId, lines) : api.refund.batchProduct(orderId)).then(setData, setFailure);
  }, [api, orderId, idKey]);

  if (failure) return isNotFoundError(failure) ? <NotFoundPage /> : <ErrorBox message={(failure as Error).message} />;
  if (!data) return <section css={[listCss, selectCss]} aria-busy="true" />;

  const refundable = data.product.filter((l) => l.refund_num > 0);
  const shipped = data.status !== 0;
  const go = (refundType: RefundType) =>
    navigateTo(
      ids
        ? `/refund_confirm?orderId=${orderId}&ids=${refundable.map((l) => l.id).join(',')}&type=1&refund_type=${refundType}`
        : `/refund?orderId=${orderId}&type=2&refund_type=${refundType}`,
    );

  return (
    <section css={[listCss, selectCss]} data-testid="refund-select">
      <h1>{t('refundSelect.title')}</h1>
      <div className="muted">
        {t('orders.orderSn', { sn: data.order_sn })} · <span data-authored>{data.mer_name}</span>
      </div>
      {data.product.map((l) => (
        <div className="line" key={l.id}>
          <img src={l.image} alt="" />
          <div className="title" data-authored>
            <div>{l.title}</div>
            {l.sku && <div className="muted">{l.sku}</div>}
          </div>
          <div>
            <Price fen={l.price} size={14} /> x{l.product_num}
          </div>
        </div>
      ))}
      {refundable.length === 0 ? (
        <p data-testid="refund-none">{t('refundSelect.none')}</p>
      ) : (
        <div className="choices">
          <button type="button" data-testid="refund-only" onClick={() => go(1)}>
            {t('refundSelect.only')}
            <span>{t('refundSelect.onlyHint')}</span>
          </button>
          <button type="button" data-testid="refund-return" disabled={!shipped} onClick={() => go(2)}>
            {t('refundSelect.returnGoods')}
            <span>{t(shipped ? 'refundSelect.returnHint' : 'refundSelect.notShipped')}</span>
          </button>
        </div>
      )}
    </section>
  );
}
