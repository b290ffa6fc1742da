import { useCallback } from 'react';
import { css } from '@emotion/react';
import { useSearchParams } from 'react-router';
import type { OrderExpress } from '@mall/api-client';
import { NotFoundPage, Price, formatChinaTime, orderStatusText, theme } from '@mall/ui';
import { afterSalesPageCss } from '../../shared/after-sales-styles';
import { useCheckoutApi } from '../../shared/checkout-api';
import { idParam } from '../../shared/id-param';
import { RecordPending } from '../../shared/record-pending';
import { TrackTimeline } from '../../shared/tracking/track-timeline';
import { TrackingNumber } from '../../shared/tracking/tracking-number';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useRecord } from '../../shared/use-record';

const layoutCss = css`
  display: grid;
  grid-template-columns: 1fr 340px;
  gap: 12px;
  align-items: start;
  .summary img {
    width: 80px;
    height: 80px;
    object-fit: cover;
    border: 1px solid ${theme.border};
  }
  .summary .goods {
    display: flex;
    gap: 12px;
    margin-bottom: 14px;
  }
`;

/** The order a shipment belongs to: goods, amount, address. */
function OrderSummary({ e }: { e: OrderExpress }) {
  const a = e.address;
  return (
    <section className="summary" data-testid="logistics-summary">
      <h2>订单信息</h2>
      <div className="goods">
        <img src={e.image} alt="" />
        <div>
          <div>{e.title}</div>
          <div className="muted">共{e.total_num}件商品</div>
          <Price fen={e.pay_price} size={14} />
        </div>
      </div>
      <dl className="info">
        <dt>订单编号：</dt>
        <dd>{e.order_sn}</dd>
        <dt>订单状态：</dt>
        <dd>{orderStatusText(e.status)}</dd>
        <dt>店铺：</dt>
        <dd>{e.mer_name}</dd>
        <dt>收货地址：</dt>
        <dd>
          {a.real_name} {a.phone}
          <br />
          {[a.province, a.city, a.district, a.street].join(' ')} {a.detail}
        </dd>
      </dl>
      <p>
        <a className="link" href={`/order_detail?orderId=${e.order_id}`}>
          查看订单详情 &gt;
        </a>
      </p>
    </section>
  );
}

function useOrderExpress(orderId: number) {
  const api = useCheckoutApi();
  return useRecord(useCallback(() => api.lifecycle.express(orderId), [api, orderId]));
}

/** /logistics?orderId=: the courier's timeline, the tracking number to copy, the order summary. */
export function LogisticsPage() {
  useDocumentTitle('物流详情');
  const [params] = useSearchParams();
  const id = idParam(params.get('orderId'));
  if (!id) return <NotFoundPage />;
  return <Logistics orderId={id} delivery={false} />;
}

/** /logistics_delivery?orderId=: same-city delivery by the merchant's own courier. */
export function LogisticsDeliveryPage() {
  useDocumentTitle('同城配送');
  const [params] = useSearchParams();
  const id = idParam(params.get('orderId'));
  if (!id) return <NotFoundPage />;
  return <Logistics orderId={id} delivery />;
}

function Logistics({ orderId, delivery }: { orderId: number; delivery: boolean }) {
  const { data: e, notFound, error, reload } = useOrderExpress(orderId);
  if (notFound || !e) return <RecordPending notFound={notFound} error={error} reload={reload} />;
  const latest = e.list[0];
  return (
    <div css={afterSalesPageCss} data-testid={delivery ? 'logistics-delivery' : 'logistics'}>
      <div css={layoutCss}>
        <div>
          <section>
            {!e.delivery_type ? (
              <h2>商家尚未发货</h2>
            ) : delivery || e.delivery_type === 'delivery' ? (
              <>
                <h2 data-testid="delivery-state">{latest?.state === 'signed' ? '已送达' : '商家配送中'}</h2>
                <dl className="info">
                  <dt>配送员：</dt>
                  <dd>{e.delivery_name}</dd>
                  <dt>联系电话：</dt>
                  <dd>{e.delivery_id}</dd>
                  {e.delivery_time && (
                    <>
                      <dt>出发时间：</dt>
                      <dd>{formatChinaTime(e.delivery_time)}</dd>
                    </>
                  )}
                </dl>
              </>
            ) : (
              <>
                <h2>
                  {e.delivery_name}
                  {latest && <span className="red"> · {latest.state === 'signed' ? '已签收' : '运输中'}</span>}
                </h2>
                <dl className="info">
                  <dt>快递单号：</dt>
                  <dd>
                    <TrackingNumber value={e.delivery_id} />
                  </dd>
                  {e.delivery_time && (
                    <>
                      <dt>发货时间：</dt>
                      <dd>{formatChinaTime(e.delivery_time)}</dd>
                    </>
                  )}
                </dl>
              </>
            )}
          </section>
          <section>
            <h2>{delivery ? '配送进度' : '物流跟踪'}</h2>
            <TrackTimeline events={e.list} />
          </section>
        </div>
        <OrderSummary e={e} />
      </div>
    </div>
  );
}
