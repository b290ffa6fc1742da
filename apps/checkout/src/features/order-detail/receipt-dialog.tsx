import { useState } from 'react';
import type { ReceiptInput } from '@mall/api-client';
import { useTranslation } from 'react-i18next';
import { Modal, buttonCss } from '@mall/ui';
import { InvoiceForm } from '../../shared/invoice/invoice-form';
import { NO_RECEIPT, receiptData, receiptError, type ReceiptField, type ReceiptForm } from '../../shared/invoice/receipt-rules';

/** 申请开票 after payment: the checkout's invoice form in a dialog, checked before it is sent. */
export function ReceiptDialog({
  onSubmit,
  onClose,
}: {
  onSubmit: (receipt: ReceiptInput) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form, setForm] = useState<ReceiptForm>({ ...NO_RECEIPT, receipt_type: 1 });
  const [wrong, setWrong] = useState<{ field: ReceiptField; message: string } | null>(null);
  const [sending, setSending] = useState(false);
  const submit = async () => {
    const problem = receiptError(t, form);
    setWrong(problem);
    const data = receiptData(form);
    if (problem || !data) return;
    setSending(true);
    try {
      await onSubmit(data);
    } finally {
      setSending(false);
    }
  };
  return (
    <Modal
      title={t('detail.askReceipt')}
      width={640}
      onClose={onClose}
      testId="receipt-dialog"
      footer={
        <>
          <button type="button" css={buttonCss} onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="button" css={buttonCss} data-primary disabled={sending || form.receipt_type === 0} onClick={() => void submit()}>
            {t('detail.submitReceipt')}
          </button>
        </>
      }
    >
      <InvoiceForm value={form} error={wrong} onChange={setForm} />
    </Modal>
  );
}
