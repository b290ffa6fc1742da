import { useCallback } from 'react';
import { css } from '@emotion/react';
import { useSearchParams } from 'react-router';
import type { OrderExpress } from '@mall/api-client';
import { useTranslation } from 'react-i18next';
import { NotFoundPage, Price, formatChinaTime, theme } from '@mall/ui';
import { afterSalesPageCss } from '../../shared/after-sales-styles';
import { useCheckoutApi } from '../../shared/checkout-api';
import { idParam } from '../../shared/id-param';
import { orderStatusTitle } from '../../shared/order-status';
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
  const { t } = useTranslation();
  const a = e.address;
  return (
    <section className="summary" data-testid="logistics-summary">
      <h2>{t('stay.info')}</h2>
      <div className="goods">
        <img src={e.image} alt="" />
        <div>
          <div data-testid="goods-title">{e.title}</div>
          <div className="muted">{t('confirm.shop.pieces', { count: e.total_num })}</div>
          <Price fen={e.pay_price} size={14} />
        </div>
      </div>
      <dl className="info">
        <dt>{t('stay.sn')}</dt>
        <dd data-testid="logistics-sn">{e.order_sn}</dd>
        <dt>{t('logistics.status')}</dt>
        <dd>{orderStatusTitle(t, e.status)}</dd>
        <dt>{t('detail.shop')}</dt>
        <dd data-testid="shop-name">{e.mer_name}</dd>
        <dt>{t('stay.address')}</dt>
        {/* the address as the shopper wrote it */}
        <dd data-testid="logistics-address" data-authored>
          {a.real_name} {a.phone}
          <br />
          {[a.province, a.city, a.district, a.street].join(' ')} {a.detail}
        </dd>
      </dl>
      <p>
        <a className="link" href={`/order_detail?orderId=${e.order_id}`}>
          {t('logistics.orderLink')}
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
  const { t } = useTranslation();
  useDocumentTitle(t('titles.logistics'));
  const [params] = useSearchParams();
  const id = idParam(params.get('orderId'));
  if (!id) return <NotFoundPage />;
  return <Logistics orderId={id} delivery={false} />;
}

/** /logistics_delivery?orderId=: same-city delivery by the merchant's own courier. */
export function LogisticsDeliveryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.delivery'));
  const [params] = useSearchParams();
  const id = idParam(params.get('orderId'));
  if (!id) return <NotFoundPage />;
  return <Logistics orderId={id} delivery />;
}

function Logistics({ orderId, delivery }: { orderId: number; delivery: boolean }) {
  const { t } = useTranslation();
  const { data: e, notFound, error, reload } = useOrderExpress(orderId);
  if (notFound || !e) return <RecordPending notFound={notFound} error={error} reload={reload} />;
  const latest = e.list[0];
  return (
    <div css={afterSalesPageCss} data-testid={delivery ? 'logistics-delivery' : 'logistics'}>
      <div css={layoutCss}>
        <div>
          <section>
            {!e.delivery_type ? (
              <h2>{t('logistics.notShipped')}</h2>
            ) : delivery || e.delivery_type === 'delivery' ? (
              <>
                <h2 data-testid="delivery-state">
                  {t(latest?.state === 'signed' ? 'logistics.delivered' : 'logistics.delivering')}
                </h2>
                <dl className="info">
                  <dt>{t('detail.courier')}</dt>
                  <dd data-testid="courier" data-authored>
                    {e.delivery_name}
                  </dd>
                  <dt>{t('logistics.phone')}</dt>
                  <dd>{e.delivery_id}</dd>
                  {e.delivery_time && (
                    <>
                      <dt>{t('logistics.leftAt')}</dt>
                      <dd>{formatChinaTime(e.delivery_time)}</dd>
                    </>
                  )}
                </dl>
              </>
            ) : (
              <>
                <h2>
                  <span data-testid="carrier-name">{e.delivery_name}</span>
                  {latest && (
                    <span className="red">
                      {' '}
                      · {t(`logistics.states.${latest.state === 'signed' ? 'signed' : 'transit'}`)}
                    </span>
                  )}
                </h2>
                <dl className="info">
                  <dt>{t('detail.trackingNo')}</dt>
                  <dd>
                    <TrackingNumber value={e.delivery_id} />
                  </dd>
                  {e.delivery_time && (
                    <>
                      <dt>{t('detail.shippedAt')}</dt>
                      <dd>{formatChinaTime(e.delivery_time)}</dd>
                    </>
                  )}
                </dl>
              </>
            )}
          </section>
          <section>
            <h2>{t(delivery ? 'logistics.progress' : 'logistics.tracking')}</h2>
            <TrackTimeline events={e.list} />
          </section>
        </div>
        <OrderSummary e={e} />
      </div>
    </div>
  );
}
