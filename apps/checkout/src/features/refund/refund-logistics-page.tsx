import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  useDocumentTitle(t('titles.refundLogistics'));
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  if (!id) return <NotFoundPage />;
  return <RefundLogistics id={id} />;
}

function RefundLogistics({ id }: { id: number }) {
  const api = useCheckoutApi();
  const { t } = useTranslation();
  const { data: e, notFound, error, reload } = useRecord(useCallback(() => api.refund.express(id), [api, id]));
  if (notFound || !e) return <RecordPending notFound={notFound} error={error} reload={reload} />;
  return (
    <div css={afterSalesPageCss} data-testid="refund-logistics">
      <section>
        <h2>{t('titles.refundLogistics')}</h2>
        <dl className="info">
          <dt>{t('detail.carrier')}</dt>
          <dd data-testid="carrier-name">{e.delivery_name || '—'}</dd>
          <dt>{t('detail.trackingNo')}</dt>
          <dd>{e.delivery_id ? <TrackingNumber value={e.delivery_id} /> : '—'}</dd>
        </dl>
        <p>
          <a className="link" href={`/refund_detail?id=${id}`}>
            {t('refund.backToRefund')}
          </a>
        </p>
      </section>
      <section>
        <h2>{t('logistics.tracking')}</h2>
        <TrackTimeline events={e.list} />
      </section>
    </div>
  );
}
