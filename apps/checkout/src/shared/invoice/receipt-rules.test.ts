import { describe, expect, it } from 'vitest';
import { createI18n } from '@mall/app-kit/i18n';
import { CHECKOUT_CATALOGUES } from '../../i18n/catalogues';
import { NO_RECEIPT, receiptData, receiptError, type ReceiptForm } from './receipt-rules';

const personal: ReceiptForm = { ...NO_RECEIPT, receipt_type: 1, receipt_title: '张小明', email: 'zhang@example.com' };
const company: ReceiptForm = {
  ...NO_RECEIPT,
  receipt_type: 2,
  receipt_title_type: 2,
  receipt_title: '北京某某科技有限公司',
  duty_paragraph: '91110105mA01abcd2x',
  bank_name: '招商银行北京分行',
  bank_code: '6225 8801 2345 6789',
  address: '北京市朝阳区建国路88号',
  tel: '010-88886666',
};

const { t } = createI18n(CHECKOUT_CATALOGUES, 'zh-CN');

describe('invoice rules', () => {
  it('needs nothing without an invoice', () => {
    expect(receiptError(t, NO_RECEIPT)).toBeNull();
    expect(receiptData(NO_RECEIPT)).toBeNull();
  });

  it('checks an electronic invoice: title and email, tax id for a company', () => {
    expect(receiptError(t, personal)).toBeNull();
    expect(receiptError(t, { ...personal, receipt_title: '张' })?.field).toBe('receipt_title');
    expect(receiptError(t, { ...personal, email: 'zhang@' })).toEqual({
      field: 'email',
      message: '请填写正确的收票邮箱',
    });
    expect(receiptError(t, { ...personal, receipt_title_type: 2, duty_paragraph: '12345' })).toEqual({
      field: 'duty_paragraph',
      message: '请填写正确的纳税人识别号',
    });
    expect(receiptError(t, { ...personal, receipt_title_type: 2, duty_paragraph: '91110105MA01ABCD2X' })).toBeNull();
  });

  it('checks a special VAT invoice: bank, account, address and phone', () => {
    expect(receiptError(t, company)).toBeNull();
    expect(receiptError(t, { ...company, bank_name: '' })?.field).toBe('bank_name');
    expect(receiptError(t, { ...company, bank_code: '12ab' })?.field).toBe('bank_code');
    expect(receiptError(t, { ...company, address: '北京' })?.field).toBe('address');
    expect(receiptError(t, { ...company, tel: '88' })?.field).toBe('tel');
    expect(receiptError(t, { ...company, email: 'bad' })?.field).toBe('email');
  });

  it('sends only the fields of the chosen kind, normalised', () => {
    expect(receiptData(personal)).toEqual({
      receipt_type: 1,
      receipt_title_type: 1,
      receipt_title: '张小明',
      email: 'zhang@example.com',
    });
    expect(receiptData(company)).toMatchObject({
      duty_paragraph: '91110105MA01ABCD2X',
      bank_code: '6225880123456789',
      tel: '010-88886666',
    });
  });
});
