import { useState } from 'react';
import type { InvoiceTitle, ReceiptInput } from '@mall/api-client';
import { buttonCss, Modal } from '@mall/ui';
import { formCss } from '../../shared/page-styles';
import { useTranslation } from 'react-i18next';
import type { UserCenterCatalogue } from '../../i18n/zh-CN';

type Draft = Required<ReceiptInput> & { is_default: 0 | 1 };

const EMPTY: Draft = {
  receipt_type: 1,
  receipt_title_type: 1,
  receipt_title: '',
  duty_paragraph: '',
  email: '',
  bank_name: '',
  bank_code: '',
  address: '',
  tel: '',
  is_default: 0,
};

const TEXT_FIELDS: { key: keyof UserCenterCatalogue['invoice']['form']['fields'] & keyof ReceiptInput; when: (d: Draft) => boolean }[] = [
  { key: 'receipt_title', when: () => true },
  { key: 'duty_paragraph', when: (d) => d.receipt_title_type === 2 },
  { key: 'email', when: () => true },
  { key: 'bank_name', when: (d) => d.receipt_type === 2 },
  { key: 'bank_code', when: (d) => d.receipt_type === 2 },
  { key: 'address', when: (d) => d.receipt_type === 2 },
  { key: 'tel', when: (d) => d.receipt_type === 2 },
];

/** Add or edit an invoice title; the server checks the fields (the same rules as at checkout). */
export function TitleForm({
  title,
  onSave,
  onClose,
}: {
  title: InvoiceTitle | null;
  onSave: (d: Draft) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<Draft>(title ? { ...title } : EMPTY);
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }));
  const save = async () => {
    setBusy(true);
    try {
      await onSave(draft);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      title={t(title ? 'invoice.form.edit' : 'invoice.form.add')}
      width={560}
      onClose={onClose}
      testId="invoice-title-form"
      footer={
        <>
          <button type="button" css={buttonCss} onClick={onClose}>
            {t('address.form.cancel')}
          </button>
          <button type="button" css={buttonCss} data-primary disabled={busy} onClick={() => void save()}>
            {t('common.save')}
          </button>
        </>
      }
    >
      <div css={formCss}>
        <label>
          <span>{t('invoice.form.type')}</span>
          <select value={draft.receipt_type} onChange={(e) => set({ receipt_type: Number(e.target.value) as 1 | 2, ...(e.target.value === '2' ? { receipt_title_type: 2 } : {}) })}>
            <option value={1}>{t('invoice.types.t1')}</option>
            <option value={2}>{t('invoice.types.t2')}</option>
          </select>
        </label>
        <label>
          <span>{t('invoice.form.titleType')}</span>
          <select
            value={draft.receipt_title_type}
            disabled={draft.receipt_type === 2}
            onChange={(e) => set({ receipt_title_type: Number(e.target.value) as 1 | 2 })}
          >
            <option value={1}>{t('invoice.titleTypes.t1')}</option>
            <option value={2}>{t('invoice.titleTypes.t2')}</option>
          </select>
        </label>
        {TEXT_FIELDS.filter((f) => f.when(draft)).map((f) => (
          <label key={f.key}>
            <span>{t(`invoice.form.fields.${f.key}`)}</span>
            <input type="text" name={f.key} value={draft[f.key]} onChange={(e) => set({ [f.key]: e.target.value })} />
          </label>
        ))}
        <label>
          <span />
          <input type="checkbox" checked={draft.is_default === 1} onChange={(e) => set({ is_default: e.target.checked ? 1 : 0 })} />
          {t('invoice.form.makeDefault')}
        </label>
      </div>
    </Modal>
  );
}
