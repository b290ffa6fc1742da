import { useCallback } from 'react';
import { css } from '@emotion/react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { navigateTo } from '@mall/shared-state';
import { NotFoundPage, buttonCss, formatChinaTime, formatYuan, theme } from '@mall/ui';
import { afterSalesPageCss, bannerCss } from '../../shared/after-sales-styles';
import { useCheckoutApi } from '../../shared/checkout-api';
import { useConfirmAction } from '../../shared/confirm-action';
import { idParam } from '../../shared/id-param';
import { RecordPending } from '../../shared/record-pending';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useRecord } from '../../shared/use-record';
import { RefundBanner } from './refund-banner';

const detailCss = css`
  .address {
    background: #fffaf0;
    border: 1px solid #f5dfa6;
    padding: 12px 16px;
    margin-top: 14px;
  }
  .goods {
    display: flex;
    gap: 12px;
    align-items: center;
    padding: 10px 0;
    border-bottom: 1px dashed ${theme.border};
  }
  .goods img {
    width: 60px;
    height: 60px;
    object-fit: cover;
    border: 1px solid ${theme.border};
  }
  .goods .title {
    flex: 1;
  }
  .pics {
    display: flex;
    gap: 8px;
  }
  .pics img {
    width: 64px;
    height: 64px;
    object-fit: cover;
    border: 1px solid ${theme.border};
  }
  .history {
    list-style: none;
    padding: 0;
    margin: 0;
  }
  .history li {
    padding: 8px 0;
    border-bottom: 1px dashed ${theme.border};
    display: grid;
    grid-template-columns: 170px 1fr;
  }
`;

/** /refund_detail?id=: the refund's state and what the shopper can do next. */
export function RefundDetailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.refundDetail'));
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  if (!id) return <NotFoundPage />;
  return <RefundDetailView id={id} />;
}

function RefundDetailView({ id }: { id: number }) {
  const api = useCheckoutApi();
  const { t } = useTranslation();
  const { data: r, notFound, error, reload } = useRecord(useCallback(() => api.refund.detail(id), [api, id]));
  const { askButton, dialog } = useConfirmAction(reload, { reloadOnError: true });
  if (notFound || !r) return <RecordPending notFound={notFound} error={error} reload={reload} />;

  const reapplyHref = `/user/refund_select?orderId=${r.order_id}&ids=${r.refundProduct.map((p) => p.order_product_id).join(',')}`;
  const addr = r.return_address;
  return (
    <div css={[afterSalesPageCss, detailCss]} data-testid="refund-detail" data-status={r.status}>
      <section>
        <div css={bannerCss}>
          <RefundBanner r={r} />
          <div className="actions">
            {r.can_cancel &&
              askButton({
                title: t('refund.cancel'),
                message: t('refund.askCancel'),
                confirmText: t('refund.cancel'),
                run: () => api.refund.cancel(r.refund_order_id),
                done: t('refund.cancelled'),
              })}
            {r.status === 2 && r.delivery_id && (
              <a css={buttonCss} href={`/refund_logistics?id=${r.refund_order_id}`}>
                {t('refund.seeShipment')}
              </a>
            )}
            {r.can_delete &&
              askButton({
                title: t('refund.remove'),
                message: t('refund.askRemove'),
                confirmText: t('common.delete'),
                run: () => api.refund.remove(r.refund_order_id),
                done: t('cart.deleted'),
                then: () => navigateTo('/user/refund_list'),
              })}
            {r.can_reapply && (
              <a css={buttonCss} data-primary href={reapplyHref} data-testid="reapply">
                {t('refund.reapply')}
              </a>
            )}
            {r.can_back_goods && (
              <a css={buttonCss} data-primary href={`/refund_goods?id=${r.refund_order_id}`} data-testid="back-goods">
                {t('refund.sendBack')}
              </a>
            )}
          </div>
        </div>
        {addr && (r.status === 1 || r.status === 2) && (
          <div className="address" data-testid="return-address">
            <b>{t('refund.returnAddress')}</b>
            <span data-testid="return-address-text">
              {addr.real_name} {addr.phone} {addr.address}
            </span>
          </div>
        )}
      </section>
      <section>
        <h2>{t('refund.info')}</h2>
        {r.refundProduct.map((p) => (
          <div className="goods" key={p.order_product_id}>
            <img src={p.image} alt="" />
            <div className="title">
              <div data-testid="goods-title">{p.title}</div>
              {p.sku && (
                <div className="muted" data-testid="goods-sku">
                  {p.sku}
                </div>
              )}
            </div>
            <span>x{p.refund_num}</span>
          </div>
        ))}
        <dl className="info" style={{ marginTop: 14 }}>
          <dt>{t('refund.sn')}</dt>
          <dd data-testid="refund-sn">{r.refund_order_sn}</dd>
          <dt>{t('stay.sn')}</dt>
          <dd data-testid="refund-order-sn">
            <a className="link" href={`/order_detail?orderId=${r.order_id}`}>
              {r.order_sn}
            </a>
          </dd>
          <dt>{t('detail.shop')}</dt>
          <dd data-testid="shop-name">{r.mer_name}</dd>
          <dt>{t('refund.type')}</dt>
          <dd>{t(r.refund_type === 2 ? 'refund.types.returnRefund' : 'refund.types.refund')}</dd>
          <dt>{t('refund.num')}</dt>
          <dd>{t('refund.piecesOf', { count: r.refund_num })}</dd>
          <dt>{t('refund.amountColon')}</dt>
          <dd className="red" data-testid="refund-amount">
            ¥{formatYuan(r.refund_price)}
            {r.refund_postage > 0 && t('refund.withPostage', { yuan: formatYuan(r.refund_postage) })}
          </dd>
          <dt>{t('refund.reasonColon')}</dt>
          <dd data-testid="refund-reason">{r.refund_message}</dd>
          {r.mark && (
            <>
              <dt>{t('refund.noteColon')}</dt>
              <dd data-testid="buyer-mark">{r.mark}</dd>
            </>
          )}
          <dt>{t('refund.appliedAt')}</dt>
          <dd>{formatChinaTime(r.created_at)}</dd>
          {r.pics.length > 0 && (
            <>
              <dt>{t('refund.proofColon')}</dt>
              <dd className="pics">
                {r.pics.map((p) => (
                  <a key={p} href={p} target="_blank" rel="noreferrer">
                    <img src={p} alt={t('refund.proofAlt')} />
                  </a>
                ))}
              </dd>
            </>
          )}
        </dl>
      </section>
      {r.timeline.length > 0 && (
        <section>
          <h2>{t('refund.history')}</h2>
          <ol className="history" data-testid="refund-history">
            {[...r.timeline].reverse().map((step, i) => (
              <li key={`${step.time}-${i}`}>
                <span className="muted">{formatChinaTime(step.time)}</span>
                <span data-testid="history-message">{step.message}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
      {dialog}
    </div>
  );
}
