import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
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

const TYPES: [ReceiptForm['receipt_type'], 'none' | 'normal' | 'special'][] = [
  [0, 'none'],
  [1, 'normal'],
  [2, 'special'],
];

/** The fields in their order, each shown when the chosen kind needs it; labels are in the catalogue. */
const FIELDS: { field: ReceiptField; when: (r: ReceiptForm) => boolean }[] = [
  { field: 'receipt_title', when: () => true },
  { field: 'duty_paragraph', when: (r) => r.receipt_title_type === 2 },
  { field: 'email', when: (r) => r.receipt_type === 1 },
  { field: 'bank_name', when: (r) => r.receipt_type === 2 },
  { field: 'bank_code', when: (r) => r.receipt_type === 2 },
  { field: 'address', when: (r) => r.receipt_type === 2 },
  { field: 'tel', when: (r) => r.receipt_type === 2 },
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
  const { t } = useTranslation();
  const set = (patch: Partial<ReceiptForm>) => onChange({ ...value, ...patch });
  return (
    <div css={formCss} data-testid="invoice">
      <div className="line">
        <span>{t('invoice.type')}</span>
        {TYPES.map(([type, kind]) => (
          <button
            key={type}
            type="button"
            css={chipCss}
            aria-pressed={value.receipt_type === type}
            // a special VAT invoice is issued to companies only
            onClick={() => set({ receipt_type: type, ...(type === 2 && { receipt_title_type: 2 as const }) })}
          >
            {t(`invoice.kinds.${kind}`)}
          </button>
        ))}
      </div>
      {value.receipt_type !== 0 && (
        <>
          <div className="line">
            <span>{t('invoice.titleType')}</span>
            {value.receipt_type === 1 && (
              <button
                type="button"
                css={chipCss}
                aria-pressed={value.receipt_title_type === 1}
                onClick={() => set({ receipt_title_type: 1 })}
              >
                {t('invoice.personal')}
              </button>
            )}
            <button
              type="button"
              css={chipCss}
              aria-pressed={value.receipt_title_type === 2}
              onClick={() => set({ receipt_title_type: 2 })}
            >
              {t('invoice.company')}
            </button>
          </div>
          {FIELDS.filter((f) => f.when(value)).map(({ field }) => (
            <label className="line" key={field}>
              <span>{t(`invoice.fields.${field}.label`)}</span>
              <input
                css={fieldCss}
                aria-label={t(`invoice.fields.${field}.label`)}
                placeholder={t(`invoice.fields.${field}.placeholder`)}
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
