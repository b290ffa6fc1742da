import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Courier, RefundDetail } from '@mall/api-client';
import { NotFoundPage, useToast } from '@mall/ui';
import { afterSalesPageCss } from '../../shared/after-sales-styles';
import { useCheckoutApi } from '../../shared/checkout-api';
import { idParam } from '../../shared/id-param';
import { RecordPending } from '../../shared/record-pending';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useRecord } from '../../shared/use-record';
import { SubmitButton } from '../../shared/submit-button';
import { FormField } from './form-field';
import { formCss } from './refund-styles';
import { returnFormError, type ReturnForm, type ReturnProblem } from './return-rules';

/** /refund_goods?id=: 退回商品, the return shipment's courier, tracking number and phone. */
export function RefundGoodsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.refundGoods'));
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  if (!id) return <NotFoundPage />;
  return <RefundGoodsView id={id} />;
}

function RefundGoodsView({ id }: { id: number }) {
  const api = useCheckoutApi();
  const { t } = useTranslation();
  const { data: r, notFound, error, reload } = useRecord(useCallback(() => api.refund.detail(id), [api, id]));
  if (notFound || !r) return <RecordPending notFound={notFound} error={error} reload={reload} />;
  if (!r.can_back_goods) {
    return (
      <div css={afterSalesPageCss}>
        <section data-testid="back-goods-closed">
          <h2>{t('refund.return.notNeeded')}</h2>
          <a className="link" href={`/refund_detail?id=${id}`}>
            {t('refund.return.seeRefund')}
          </a>
        </section>
      </div>
    );
  }
  return <ReturnShipmentForm r={r} />;
}

function ReturnShipmentForm({ r }: { r: RefundDetail }) {
  const api = useCheckoutApi();
  const toast = useToast();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [couriers, setCouriers] = useState<Courier[]>([]);
  const [form, setForm] = useState<ReturnForm>({ courier: '', trackingNo: '', phone: '' });
  const [problem, setProblem] = useState<ReturnProblem>(null);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    // the couriers' names come in the shopper's language
    api.common.couriers().then(setCouriers, (err: Error) => toast.error(err.message));
  }, [api, toast, i18n.language]);
  const set = (patch: Partial<ReturnForm>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async () => {
    const wrong = returnFormError(t, form);
    setProblem(wrong);
    if (wrong) return;
    setSending(true);
    try {
      await api.refund.backGoods(r.refund_order_id, {
        delivery_type: form.courier,
        delivery_id: form.trackingNo.trim(),
        delivery_phone: form.phone.trim(),
      });
      toast.success(t('refund.return.sent'));
      navigate(`/refund_detail?id=${r.refund_order_id}`, { replace: true });
    } catch (err) {
      toast.error((err as Error).message);
      setSending(false);
    }
  };

  const addr = r.return_address;
  return (
    <div css={afterSalesPageCss} data-testid="refund-goods-form">
      <section>
        <h2>{t('refund.sendBack')}</h2>
        {addr && (
          <dl className="info" data-testid="return-address">
            <dt>{t('refund.return.receiver')}</dt>
            <dd data-testid="return-receiver">
              {addr.real_name} {addr.phone}
            </dd>
            <dt>{t('refund.returnAddress')}</dt>
            <dd data-testid="return-address-text">{addr.address}</dd>
          </dl>
        )}
      </section>
      <section css={formCss}>
        <FormField label={t('refund.return.courier')} required>
          <select
            aria-label={t('refund.return.courier')}
            value={form.courier}
            aria-invalid={problem?.field === 'courier' || undefined}
            onChange={(e) => set({ courier: e.target.value })}
          >
            <option value="">{t('refund.return.chooseCourier')}</option>
            {couriers.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('refund.return.trackingNo')} required>
          <input
            type="text"
            aria-label={t('refund.return.trackingNo')}
            placeholder={t('refund.return.trackingNoPlaceholder')}
            value={form.trackingNo}
            aria-invalid={problem?.field === 'trackingNo' || undefined}
            onChange={(e) => set({ trackingNo: e.target.value })}
          />
        </FormField>
        <FormField label={t('refund.return.phone')} required>
          <input
            type="tel"
            aria-label={t('refund.return.phone')}
            placeholder={t('refund.return.phonePlaceholder')}
            value={form.phone}
            aria-invalid={problem?.field === 'phone' || undefined}
            onChange={(e) => set({ phone: e.target.value })}
          />
        </FormField>
        {problem && (
          <p className="err" role="alert" data-testid="return-error">
            {problem.message}
          </p>
        )}
        <SubmitButton sending={sending} onSubmit={() => void submit()}>
          {t('refund.return.submit')}
        </SubmitButton>
      </section>
    </div>
  );
}
