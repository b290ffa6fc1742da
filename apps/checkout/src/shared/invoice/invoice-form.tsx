import { css } from '@emotion/react';
import { theme } from '@mall/ui';
import { fieldCss } from '../field-styles';
import type { ReceiptField, ReceiptForm } from './receipt-rules';

/** Choice chips (发票类型, 抬头类型): the picked one outlined in gold. */
const chipCss = css`
  height: 32px;
  padding: 0 16px;
  margin-right: 12px;
  border: 1px solid #dcdfe6;
  background: #fff;
  cursor: pointer;
  font-size: 14px;
  &[aria-pressed='true'] {
    border-color: ${theme.gold};
    color: ${theme.goldText};
    background: #fffaf0;
  }
`;

const formCss = css`
  .line {
    display: flex;
    align-items: center;
    margin-bottom: 14px;
  }
  .line > span:first-of-type {
    width: 100px;
    color: #666;
    flex: none;
  }
  input {
    width: 320px;
  }
  .err {
    color: ${theme.priceText};
    font-size: 12px;
    margin-left: 12px;
  }
`;

const TYPES: [ReceiptForm['receipt_type'], string][] = [
  [0, '不开发票'],
  [1, '电子普通发票'],
  [2, '增值税专用发票'],
];

const FIELDS: { field: ReceiptField; label: string; placeholder: string; when: (r: ReceiptForm) => boolean }[] = [
  { field: 'receipt_title', label: '发票抬头', placeholder: '个人姓名或企业名称', when: () => true },
  {
    field: 'duty_paragraph',
    label: '纳税人识别号',
    placeholder: '15、18或20位',
    when: (r) => r.receipt_title_type === 2,
  },
  { field: 'email', label: '收票邮箱', placeholder: '用于接收电子发票', when: (r) => r.receipt_type === 1 },
  { field: 'bank_name', label: '开户银行', placeholder: '开户银行名称', when: (r) => r.receipt_type === 2 },
  { field: 'bank_code', label: '银行账号', placeholder: '银行账号', when: (r) => r.receipt_type === 2 },
  { field: 'address', label: '注册地址', placeholder: '企业注册地址', when: (r) => r.receipt_type === 2 },
  { field: 'tel', label: '注册电话', placeholder: '企业注册电话', when: (r) => r.receipt_type === 2 },
];

/** 不开发票 / 电子普通发票 / 增值税专用发票, and the fields the chosen kind needs. */
export function InvoiceForm({
  value,
  error,
  onChange,
}: {
  value: ReceiptForm;
  error: { field: ReceiptField; message: string } | null;
  onChange: (next: ReceiptForm) => void;
}) {
  const set = (patch: Partial<ReceiptForm>) => onChange({ ...value, ...patch });
  return (
    <div css={formCss} data-testid="invoice">
      <div className="line">
        <span>发票类型</span>
        {TYPES.map(([type, label]) => (
          <button
            key={type}
            type="button"
            css={chipCss}
            aria-pressed={value.receipt_type === type}
            // a special VAT invoice is issued to companies only
            onClick={() => set({ receipt_type: type, ...(type === 2 && { receipt_title_type: 2 as const }) })}
          >
            {label}
          </button>
        ))}
      </div>
      {value.receipt_type !== 0 && (
        <>
          <div className="line">
            <span>抬头类型</span>
            {value.receipt_type === 1 && (
              <button
                type="button"
                css={chipCss}
                aria-pressed={value.receipt_title_type === 1}
                onClick={() => set({ receipt_title_type: 1 })}
              >
                个人
              </button>
            )}
            <button
              type="button"
              css={chipCss}
              aria-pressed={value.receipt_title_type === 2}
              onClick={() => set({ receipt_title_type: 2 })}
            >
              企业
            </button>
          </div>
          {FIELDS.filter((f) => f.when(value)).map(({ field, label, placeholder }) => (
            <label className="line" key={field}>
              <span>{label}</span>
              <input
                css={fieldCss}
                aria-label={label}
                placeholder={placeholder}
                value={value[field]}
                aria-invalid={error?.field === field}
                onChange={(e) => set({ [field]: e.target.value })}
              />
              {error?.field === field && (
                <span className="err" role="alert">
                  {error.message}
                </span>
              )}
            </label>
          ))}
        </>
      )}
    </div>
  );
}
