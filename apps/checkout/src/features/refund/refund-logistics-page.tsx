import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { NotFoundPage } from '@mall/ui';
import { afterSalesPageCss } from '../../shared/after-sales-styles';
import { useCheckoutApi } from '../../shared/checkout-api';
import { idParam } from '../../shared/id-param';
import { RecordPending } from '../../shared/record-pending';
import { TrackTimeline } from '../../shared/tracking/track-timeline';
import { TrackingNumber } from '../../shared/tracking/tracking-number';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useRecord } from '../../shared/use-record';

/** /refund_logistics?id=: tracking of the goods the shopper sent back. */
export function RefundLogisticsPage() {
  useDocumentTitle('退货物流');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  if (!id) return <NotFoundPage />;
  return <RefundLogistics id={id} />;
}

function RefundLogistics({ id }: { id: number }) {
  const api = useCheckoutApi();
  const { data: e, notFound, error, reload } = useRecord(useCallback(() => api.refund.express(id), [api, id]));
  if (notFound || !e) return <RecordPending notFound={notFound} error={error} reload={reload} />;
  return (
    <div css={afterSalesPageCss} data-testid="refund-logistics">
      <section>
        <h2>退货物流</h2>
        <dl className="info">
          <dt>快递公司：</dt>
          <dd>{e.delivery_name || '—'}</dd>
          <dt>快递单号：</dt>
          <dd>{e.delivery_id ? <TrackingNumber value={e.delivery_id} /> : '—'}</dd>
        </dl>
        <p>
          <a className="link" href={`/refund_detail?id=${id}`}>
            返回退款详情
          </a>
        </p>
      </section>
      <section>
        <h2>物流跟踪</h2>
        <TrackTimeline events={e.list} />
      </section>
    </div>
  );
}
