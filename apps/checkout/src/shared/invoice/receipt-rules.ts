import type { TFunction } from 'i18next';
import type { ReceiptInput } from '@mall/api-client';

/** 0 不开发票, 1 电子普通发票, 2 增值税专用发票 */
export type ReceiptChoice = 0 | 1 | 2;

export interface ReceiptForm {
  receipt_type: ReceiptChoice;
  /** 1 个人, 2 企业 */
  receipt_title_type: 1 | 2;
  receipt_title: string;
  duty_paragraph: string;
  email: string;
  bank_name: string;
  bank_code: string;
  address: string;
  tel: string;
}

export type ReceiptField = Exclude<keyof ReceiptForm, 'receipt_type' | 'receipt_title_type'>;

export const NO_RECEIPT: ReceiptForm = {
  receipt_type: 0,
  receipt_title_type: 1,
  receipt_title: '',
  duty_paragraph: '',
  email: '',
  bank_name: '',
  bank_code: '',
  address: '',
  tel: '',
};

// The rules of the order API's invoice check (same messages), so the form can point at the field.
const TAX_ID = /^[0-9A-Z]{15}$|^[0-9A-Z]{18}$|^[0-9A-Z]{20}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,250}\.[^\s@]{2,}$/;
const TEL = /^(?:\d{3,4}-?)?\d{7,8}(?:-\d{1,6})?$|^1[3-9]\d{9}$/;
const ACCOUNT = /^\d{8,30}$/;

/** The first wrong field of the invoice form, with its message in the page's language; null when fine. */
export function receiptError(t: TFunction, r: ReceiptForm): { field: ReceiptField; message: string } | null {
  const wrong = (field: ReceiptField) => ({ field, message: t(`invoice.errors.${field}`) });
  if (r.receipt_type === 0) return null;
  const company = r.receipt_title_type === 2;
  const title = r.receipt_title.trim();
  if (title.length < 2 || title.length > 50) return wrong('receipt_title');
  if (company && !TAX_ID.test(r.duty_paragraph.trim().toUpperCase())) return wrong('duty_paragraph');
  const email = r.email.trim();
  if ((r.receipt_type === 1 || email) && !EMAIL.test(email)) return wrong('email');
  if (r.receipt_type === 2) {
    const bank = r.bank_name.trim();
    if (bank.length < 2 || bank.length > 50) return wrong('bank_name');
    if (!ACCOUNT.test(r.bank_code.replace(/\s/g, ''))) return wrong('bank_code');
    const address = r.address.trim();
    if (address.length < 5 || address.length > 100) return wrong('address');
    if (!TEL.test(r.tel.trim())) return wrong('tel');
  }
  return null;
}

/** What order/create receives: null for 不开发票, and only the fields of the chosen kind. */
export function receiptData(r: ReceiptForm): ReceiptInput | null {
  if (r.receipt_type === 0) return null;
  const company = r.receipt_title_type === 2;
  return {
    receipt_type: r.receipt_type,
    receipt_title_type: r.receipt_title_type,
    receipt_title: r.receipt_title.trim(),
    ...(company && { duty_paragraph: r.duty_paragraph.trim().toUpperCase() }),
    email: r.email.trim(),
    ...(r.receipt_type === 2 && {
      bank_name: r.bank_name.trim(),
      bank_code: r.bank_code.replace(/\s/g, ''),
      address: r.address.trim(),
      tel: r.tel.trim(),
    }),
  };
}
