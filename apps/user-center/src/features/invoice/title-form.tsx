import { useState } from 'react';
import type { InvoiceTitle, ReceiptInput } from '@mall/api-client';
import { buttonCss, Modal } from '@mall/ui';
import { formCss } from '../../shared/page-styles';

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

const TEXT_FIELDS: { key: keyof ReceiptInput; label: string; when: (d: Draft) => boolean }[] = [
  { key: 'receipt_title', label: '发票抬头', when: () => true },
  { key: 'duty_paragraph', label: '纳税人识别号', when: (d) => d.receipt_title_type === 2 },
  { key: 'email', label: '收票邮箱', when: () => true },
  { key: 'bank_name', label: '开户银行', when: (d) => d.receipt_type === 2 },
  { key: 'bank_code', label: '银行账号', when: (d) => d.receipt_type === 2 },
  { key: 'address', label: '注册地址', when: (d) => d.receipt_type === 2 },
  { key: 'tel', label: '注册电话', when: (d) => d.receipt_type === 2 },
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
      title={title ? '编辑发票抬头' : '新增发票抬头'}
      width={560}
      onClose={onClose}
      testId="invoice-title-form"
      footer={
        <>
          <button type="button" css={buttonCss} onClick={onClose}>
            取消
          </button>
          <button type="button" css={buttonCss} data-primary disabled={busy} onClick={() => void save()}>
            保存
          </button>
        </>
      }
    >
      <div css={formCss}>
        <label>
          <span>发票类型</span>
          <select value={draft.receipt_type} onChange={(e) => set({ receipt_type: Number(e.target.value) as 1 | 2, ...(e.target.value === '2' ? { receipt_title_type: 2 } : {}) })}>
            <option value={1}>电子普通发票</option>
            <option value={2}>增值税专用发票</option>
          </select>
        </label>
        <label>
          <span>抬头类型</span>
          <select
            value={draft.receipt_title_type}
            disabled={draft.receipt_type === 2}
            onChange={(e) => set({ receipt_title_type: Number(e.target.value) as 1 | 2 })}
          >
            <option value={1}>个人</option>
            <option value={2}>企业</option>
          </select>
        </label>
        {TEXT_FIELDS.filter((f) => f.when(draft)).map((f) => (
          <label key={f.key}>
            <span>{f.label}</span>
            <input type="text" name={f.key} value={draft[f.key]} onChange={(e) => set({ [f.key]: e.target.value })} />
          </label>
        ))}
        <label>
          <span />
          <input type="checkbox" checked={draft.is_default === 1} onChange={(e) => set({ is_default: e.target.checked ? 1 : 0 })} />
          设为默认抬头
        </label>
      </div>
    </Modal>
  );
}
