import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RefundProducts, RefundType } from '@mall/api-client';
import { NotFoundPage, buttonCss, formatYuan, useToast } from '@mall/ui';
import { afterSalesPageCss } from '../../shared/after-sales-styles';
import { useCheckoutApi } from '../../shared/checkout-api';
import { idParam } from '../../shared/id-param';
import { QuantityStepper } from '../../shared/quantity-stepper';
import { RecordPending } from '../../shared/record-pending';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useRecord } from '../../shared/use-record';
import { RefundGoods } from './refund-goods';
import { RefundHeading } from './refund-heading';
import { confirmHref, refundTypeParam } from './refund-params';
import { refundMax } from './refund-rules';

/** /refund?orderId=&type=2&refund_type=: 批量退款, pick the goods and pieces to refund. */
export function RefundPickPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('detail.batchRefund'));
  const [params] = useSearchParams();
  const orderId = idParam(params.get('orderId'));
  if (!orderId) return <NotFoundPage />;
  return <RefundPick orderId={orderId} refundType={refundTypeParam(params.get('refund_type'))} />;
}

function RefundPick({ orderId, refundType }: { orderId: number; refundType: RefundType }) {
  const api = useCheckoutApi();
  const { data, notFound, error, reload } = useRecord(
    useCallback(() => api.refund.batchProduct(orderId), [api, orderId]),
  );
  if (notFound || !data) return <RecordPending notFound={notFound} error={error} reload={reload} />;
  return <PickForm data={data} refundType={refundType} />;
}

function PickForm({ data, refundType }: { data: RefundProducts; refundType: RefundType }) {
  const toast = useToast();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const lines = data.product.filter((l) => l.refund_num > 0);
  // every remaining piece is picked at first
  const [pieces, setPieces] = useState(() => new Map(lines.map((l) => [l.id, l.refund_num])));
  const [checked, setChecked] = useState(() => new Set(lines.map((l) => l.id)));
  useEffect(() => {
    if (lines.length === 0) toast.info(t('refund.pick.none'));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const chosen = new Map([...pieces].filter(([id]) => checked.has(id)));
  const max = refundMax(data, chosen);
  const toggle = (id: number) =>
    setChecked((s) => {
      const next = new Set(s);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const next = () => {
    const ids = lines.filter((l) => checked.has(l.id)).map((l) => l.id);
    if (ids.length === 0) {
      toast.error(t('refund.pick.choose'));
      return;
    }
    if (ids.length === 1) {
      const num = chosen.get(ids[0])!;
      navigate(confirmHref({ orderId: data.order_id, ids, type: 1, refundType, num }));
      return;
    }
    navigate(confirmHref({ orderId: data.order_id, ids, type: 2, refundType, nums: ids.map((id) => chosen.get(id)!) }));
  };

  const all = lines.length > 0 && lines.every((l) => checked.has(l.id));
  return (
    <div css={afterSalesPageCss} data-testid="refund-pick">
      <section>
        <RefundHeading title={t('detail.batchRefund')} refundType={refundType} order={data} />
        <RefundGoods
          lines={lines}
          pick={(l) => (
            <input
              type="checkbox"
              aria-label={t('refund.pick.select', { title: l.title })}
              checked={checked.has(l.id)}
              onChange={() => toggle(l.id)}
            />
          )}
          pieces={(l) => (
            <QuantityStepper
              value={pieces.get(l.id) ?? l.refund_num}
              min={1}
              max={l.refund_num}
              onChange={(n) => {
                if (n > l.refund_num) toast.error(t('refund.atMost', { count: l.refund_num }));
                setPieces((m) => new Map(m).set(l.id, Math.min(n, l.refund_num)));
              }}
            />
          )}
        />
        <div className="actions" style={{ marginTop: 16, justifyContent: 'space-between' }}>
          <label>
            <input
              type="checkbox"
              checked={all}
              onChange={() => setChecked(all ? new Set() : new Set(lines.map((l) => l.id)))}
            />{' '}
            {t('cart.selectAll')}
          </label>
          <span>
            {t('refund.pick.chosen', { count: checked.size })}{' '}
            <b className="red" data-testid="pick-max">
              ¥{formatYuan(max.total)}
            </b>
            {max.postage > 0 && (
              <span className="muted">{t('refund.withPostage', { yuan: formatYuan(max.postage) })}</span>
            )}
            <button type="button" css={buttonCss} data-primary style={{ marginLeft: 16 }} onClick={next}>
              {t('refund.pick.next')}
            </button>
          </span>
        </div>
      </section>
    </div>
  );
}
