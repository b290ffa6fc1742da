import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { Courier, RefundDetail } from '@mall/api-client';
import { NotFoundPage, buttonCss, useToast } from '@mall/ui';
import { afterSalesPageCss } from '../../shared/after-sales-styles';
import { useCheckoutApi } from '../../shared/checkout-api';
import { idParam } from '../../shared/id-param';
import { RecordPending } from '../../shared/record-pending';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useRecord } from '../../shared/use-record';
import { FormField } from './form-field';
import { formCss } from './refund-styles';
import { returnFormError, type ReturnForm } from './return-rules';

/** /refund_goods?id=: 退回商品, the return shipment's courier, tracking number and phone. */
export function RefundGoodsPage() {
  useDocumentTitle('退回商品');
  const [params] = useSearchParams();
  const id = idParam(params.get('id'));
  if (!id) return <NotFoundPage />;
  return <RefundGoodsView id={id} />;
}

function RefundGoodsView({ id }: { id: number }) {
  const api = useCheckoutApi();
  const { data: r, notFound, error, reload } = useRecord(useCallback(() => api.refund.detail(id), [api, id]));
  if (notFound || !r) return <RecordPending notFound={notFound} error={error} reload={reload} />;
  if (!r.can_back_goods) {
    return (
      <div css={afterSalesPageCss}>
        <section data-testid="back-goods-closed">
          <h2>该退款单当前无需退回商品</h2>
          <a className="link" href={`/refund_detail?id=${id}`}>
            查看退款详情
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
  const navigate = useNavigate();
  const [couriers, setCouriers] = useState<Courier[]>([]);
  const [form, setForm] = useState<ReturnForm>({ courier: '', trackingNo: '', phone: '' });
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  useEffect(() => {
    api.common.couriers().then(setCouriers, (err: Error) => toast.error(err.message));
  }, [api, toast]);
  const set = (patch: Partial<ReturnForm>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async () => {
    const wrong = returnFormError(form);
    setProblem(wrong);
    if (wrong) return;
    setSending(true);
    try {
      await api.refund.backGoods(r.refund_order_id, {
        delivery_type: form.courier,
        delivery_id: form.trackingNo.trim(),
        delivery_phone: form.phone.trim(),
      });
      toast.success('提交成功');
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
        <h2>退回商品</h2>
        {addr && (
          <dl className="info" data-testid="return-address">
            <dt>收件人：</dt>
            <dd>
              {addr.real_name} {addr.phone}
            </dd>
            <dt>退货地址：</dt>
            <dd>{addr.address}</dd>
          </dl>
        )}
      </section>
      <section css={formCss}>
        <FormField label="快递公司" required>
          <select
            aria-label="快递公司"
            value={form.courier}
            aria-invalid={problem.includes('快递公司') || undefined}
            onChange={(e) => set({ courier: e.target.value })}
          >
            <option value="">请选择快递公司</option>
            {couriers.map((c) => (
              <option key={c.code} value={c.code}>
                {c.name}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label="快递单号" required>
          <input
            type="text"
            aria-label="快递单号"
            placeholder="请填写快递单号"
            value={form.trackingNo}
            aria-invalid={problem.includes('单号') || undefined}
            onChange={(e) => set({ trackingNo: e.target.value })}
          />
        </FormField>
        <FormField label="联系电话" required>
          <input
            type="tel"
            aria-label="联系电话"
            placeholder="请填写手机号码"
            value={form.phone}
            aria-invalid={problem.includes('手机') || undefined}
            onChange={(e) => set({ phone: e.target.value })}
          />
        </FormField>
        {problem && (
          <p className="err" role="alert" data-testid="return-error">
            {problem}
          </p>
        )}
        <button type="button" css={buttonCss} data-primary className="submit" disabled={sending} onClick={() => void submit()}>
          提交
        </button>
      </section>
    </div>
  );
}
