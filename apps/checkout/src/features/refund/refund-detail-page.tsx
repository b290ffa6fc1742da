import { useCallback } from 'react';
import { css } from '@emotion/react';
import { useSearchParams } from 'react-router';
import { navigateTo } from '@mall/shared-state';
import { NotFoundPage, buttonCss, formatChinaTime, formatYuan, refundTypeText, theme } from '@mall/ui';
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
  useDocumentTitle('退款详情');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  if (!id) return <NotFoundPage />;
  return <RefundDetailView id={id} />;
}

function RefundDetailView({ id }: { id: number }) {
  const api = useCheckoutApi();
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
                title: '取消申请',
                message: '确定取消本次退款申请吗？',
                confirmText: '取消申请',
                run: () => api.refund.cancel(r.refund_order_id),
                done: '已取消申请',
              })}
            {r.status === 2 && r.delivery_id && (
              <a css={buttonCss} href={`/refund_logistics?id=${r.refund_order_id}`}>
                查看物流
              </a>
            )}
            {r.can_delete &&
              askButton({
                title: '删除记录',
                message: '确定删除该退款记录吗？',
                confirmText: '删除',
                run: () => api.refund.remove(r.refund_order_id),
                done: '删除成功',
                then: () => navigateTo('/user/refund_list'),
              })}
            {r.can_reapply && (
              <a css={buttonCss} data-primary href={reapplyHref} data-testid="reapply">
                再次申请
              </a>
            )}
            {r.can_back_goods && (
              <a css={buttonCss} data-primary href={`/refund_goods?id=${r.refund_order_id}`} data-testid="back-goods">
                退回商品
              </a>
            )}
          </div>
        </div>
        {addr && (r.status === 1 || r.status === 2) && (
          <div className="address" data-testid="return-address">
            <b>退货地址：</b>
            {addr.real_name} {addr.phone} {addr.address}
          </div>
        )}
      </section>
      <section>
        <h2>退款信息</h2>
        {r.refundProduct.map((p) => (
          <div className="goods" key={p.order_product_id}>
            <img src={p.image} alt="" />
            <div className="title">
              <div>{p.title}</div>
              {p.sku && <div className="muted">{p.sku}</div>}
            </div>
            <span>x{p.refund_num}</span>
          </div>
        ))}
        <dl className="info" style={{ marginTop: 14 }}>
          <dt>退款编号：</dt>
          <dd>{r.refund_order_sn}</dd>
          <dt>订单编号：</dt>
          <dd>
            <a className="link" href={`/order_detail?orderId=${r.order_id}`}>
              {r.order_sn}
            </a>
          </dd>
          <dt>店铺：</dt>
          <dd>{r.mer_name}</dd>
          <dt>退款类型：</dt>
          <dd>{refundTypeText(r.refund_type)}</dd>
          <dt>退款件数：</dt>
          <dd>{r.refund_num}件</dd>
          <dt>退款金额：</dt>
          <dd className="red" data-testid="refund-amount">
            ¥{formatYuan(r.refund_price)}
            {r.refund_postage > 0 && `（含运费 ¥${formatYuan(r.refund_postage)}）`}
          </dd>
          <dt>退款原因：</dt>
          <dd>{r.refund_message}</dd>
          {r.mark && (
            <>
              <dt>备注说明：</dt>
              <dd>{r.mark}</dd>
            </>
          )}
          <dt>申请时间：</dt>
          <dd>{formatChinaTime(r.created_at)}</dd>
          {r.pics.length > 0 && (
            <>
              <dt>凭证图片：</dt>
              <dd className="pics">
                {r.pics.map((p) => (
                  <a key={p} href={p} target="_blank" rel="noreferrer">
                    <img src={p} alt="凭证" />
                  </a>
                ))}
              </dd>
            </>
          )}
        </dl>
      </section>
      {r.timeline.length > 0 && (
        <section>
          <h2>协商历史</h2>
          <ol className="history" data-testid="refund-history">
            {[...r.timeline].reverse().map((t, i) => (
              <li key={`${t.time}-${i}`}>
                <span className="muted">{formatChinaTime(t.time)}</span>
                <span>{t.message}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
      {dialog}
    </div>
  );
}
