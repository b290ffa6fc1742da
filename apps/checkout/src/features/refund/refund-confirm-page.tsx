import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { RefundProducts, RefundType } from '@mall/api-client';
import { ImageUploader, NotFoundPage, formatYuan, useToast } from '@mall/ui';
import { afterSalesPageCss } from '../../shared/after-sales-styles';
import { useCheckoutApi } from '../../shared/checkout-api';
import { idParam } from '../../shared/id-param';
import { QuantityStepper } from '../../shared/quantity-stepper';
import { RecordPending } from '../../shared/record-pending';
import { useDocumentTitle } from '../../shared/use-document-title';
import { useRecord } from '../../shared/use-record';
import { SubmitButton } from '../../shared/submit-button';
import { FormField } from './form-field';
import { RefundGoods } from './refund-goods';
import { RefundHeading } from './refund-heading';
import { idList, numList, refundTypeParam } from './refund-params';
import { REFUND_NOTE_MAX, parseYuan, refundFormError, refundMax, type RefundProblem } from './refund-rules';
import { formCss } from './refund-styles';

interface Query {
  orderId: number;
  ids: number[];
  type: 1 | 2;
  refundType: RefundType;
  num: number;
  /** batch: pieces per id (all remaining pieces when absent) */
  nums: number[] | null;
}

/** /refund_confirm?orderId=&ids=&type=1|2&refund_type=1|2[&num=][&nums=]: pieces, amount, reason, note, pictures. */
export function RefundConfirmPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('titles.refund'));
  const [params] = useSearchParams();
  const orderId = idParam(params.get('orderId'));
  const ids = idList(params.get('ids'));
  if (!orderId || ids.length === 0) return <NotFoundPage />;
  const q: Query = {
    orderId,
    ids,
    type: params.get('type') === '2' && ids.length > 1 ? 2 : 1,
    refundType: refundTypeParam(params.get('refund_type')),
    num: idParam(params.get('num')),
    nums: numList(params.get('nums'), ids.length),
  };
  return <RefundConfirm q={q} />;
}

function RefundConfirm({ q }: { q: Query }) {
  const api = useCheckoutApi();
  const { t } = useTranslation();
  // all remaining lines: the postage rule needs to know whether the choice takes the last pieces
  const { data, notFound, error, reload } = useRecord(
    useCallback(() => api.refund.batchProduct(q.orderId), [api, q.orderId]),
  );
  if (notFound || !data) return <RecordPending notFound={notFound} error={error} reload={reload} />;
  const lines = data.product.filter((l) => q.ids.includes(l.id) && l.refund_num > 0);
  if (lines.length !== (q.type === 1 ? 1 : q.ids.length)) {
    return (
      <div css={afterSalesPageCss}>
        <section data-testid="refund-unavailable">
          <h2>{t('refund.unavailable')}</h2>
          <a className="link" href={`/order_detail?orderId=${q.orderId}`}>
            {t('review.backToDetail')}
          </a>
        </section>
      </div>
    );
  }
  return <ConfirmForm data={data} q={q} lines={lines} />;
}

function ConfirmForm({ data, q, lines }: { data: RefundProducts; q: Query; lines: RefundProducts['product'] }) {
  const api = useCheckoutApi();
  const toast = useToast();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const single = q.type === 1 ? lines[0] : null;
  const [num, setNum] = useState(single ? Math.min(Math.max(1, q.num || single.refund_num), single.refund_num) : 0);
  // a batch: the pieces picked on /refund, never more than remain
  const batchPieces = (l: RefundProducts['product'][number]) =>
    Math.min(q.nums?.[q.ids.indexOf(l.id)] ?? l.refund_num, l.refund_num);
  const pieces = new Map(lines.map((l) => [l.id, single ? num : batchPieces(l)]));
  const max = refundMax(data, pieces);
  // the amount can be lowered for one line; with the postage it is the whole remainder
  const editable = !!single && max.postage === 0;
  const [amountText, setAmountText] = useState(formatYuan(max.total));
  // the reasons come in the shopper's language; the choice is kept by its place when it switches
  const [reasons, setReasons] = useState<string[]>([]);
  const [reasonAt, setReasonAt] = useState(-1);
  const reason = reasons[reasonAt] ?? '';
  const [note, setNote] = useState('');
  const [pics, setPics] = useState<string[]>([]);
  const [problem, setProblem] = useState<RefundProblem>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    api.common.refundMessages().then(setReasons, (err: Error) => toast.error(err.message));
  }, [api, toast, i18n.language]);

  const changeNum = (n: number) => {
    const next = Math.min(Math.max(1, n), single!.refund_num);
    if (n > single!.refund_num) toast.error(t('refund.atMost', { count: single!.refund_num }));
    setNum(next);
    setAmountText(formatYuan(refundMax(data, new Map([[single!.id, next]])).total));
  };

  const submit = async () => {
    const wrong = refundFormError(t, {
      amountText: editable ? amountText : formatYuan(max.total),
      max: max.total,
      reason,
      note,
    });
    setProblem(wrong);
    if (wrong) return;
    setSending(true);
    try {
      const { refund_order_id } = await api.refund.apply(q.orderId, {
        type: q.type,
        refund_type: q.refundType,
        ids: lines.map((l) => l.id),
        ...(single
          ? { num, refund_price: editable ? parseYuan(amountText)! : max.goods }
          : { nums: lines.map((l) => pieces.get(l.id)!) }),
        refund_message: reason,
        mark: note.trim(),
        pics,
      });
      toast.success(t('refund.applied'));
      navigate(`/refund_detail?id=${refund_order_id}`, { replace: true });
    } catch (err) {
      toast.error((err as Error).message);
      setSending(false);
    }
  };

  return (
    <div css={afterSalesPageCss} data-testid="refund-confirm">
      <section>
        <RefundHeading title={t('refund.apply')} refundType={q.refundType} order={data} />
        <RefundGoods
          lines={lines}
          pieces={(l) =>
            single ? (
              <QuantityStepper value={num} min={1} max={l.refund_num} onChange={changeNum} />
            ) : (
              <span>{t('refund.piecesOf', { count: pieces.get(l.id) })}</span>
            )
          }
        />
      </section>
      <section css={formCss}>
        <FormField label={t('refund.amount')} required>
          <div>
            <input
              type="text"
              aria-label={t('refund.amount')}
              inputMode="decimal"
              value={editable ? amountText : formatYuan(max.total)}
              readOnly={!editable}
              aria-invalid={problem?.field === 'amount' || undefined}
              onChange={(e) => setAmountText(e.target.value)}
            />
            <div className="max" data-testid="refund-max">
              {t('refund.max', { yuan: formatYuan(max.total) })}
              {max.postage > 0 && t('refund.withPostage', { yuan: formatYuan(max.postage) })}
            </div>
          </div>
        </FormField>
        <FormField label={t('refund.reason')} required>
          <select
            aria-label={t('refund.reason')}
            value={reason ? String(reasonAt) : ''}
            aria-invalid={problem?.field === 'reason' || undefined}
            onChange={(e) => setReasonAt(e.target.value === '' ? -1 : Number(e.target.value))}
          >
            <option value="">{t('refund.chooseReason')}</option>
            {reasons.map((r, i) => (
              <option key={r} value={i}>
                {r}
              </option>
            ))}
          </select>
        </FormField>
        <FormField label={t('refund.note')}>
          <div>
            <textarea
              aria-label={t('refund.note')}
              placeholder={t('refund.notePlaceholder', { max: REFUND_NOTE_MAX })}
              value={note}
              aria-invalid={problem?.field === 'note' || undefined}
              onChange={(e) => setNote(e.target.value)}
            />
            <div className="tip">
              {[...note.trim()].length}/{REFUND_NOTE_MAX}
            </div>
          </div>
        </FormField>
        <FormField label={t('refund.proof')}>
          <ImageUploader
            urls={pics}
            onChange={setPics}
            upload={(file) => api.upload(file, 'refund')}
            onError={(m) => toast.error(m)}
            testId="refund-pics"
          />
        </FormField>
        {problem && (
          <p className="err" role="alert" data-testid="refund-error">
            {problem.message}
          </p>
        )}
        <SubmitButton sending={sending} onSubmit={() => void submit()}>
          {t('detail.submitReceipt')}
        </SubmitButton>
      </section>
    </div>
  );
}
