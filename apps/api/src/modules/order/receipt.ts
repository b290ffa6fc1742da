/**
 * Invoice (fapiao) requests. 电子普通发票 (type 1) for a person (title) or a company (title and
 * tax id), sent by email; 增值税专用发票 (type 2) only for companies, with the registered bank,
 * account, address and phone. Missing, null or receipt_type 0 means 不开发票.
 */
import { receiptBody } from '@mall/contracts';
import type { ReceiptData } from '../../db/schema';
import { badRequest } from '../../http/envelope';

/** Unified social credit code (18) or the older tax numbers (15 or 20), letters upper-cased. */
const TAX_ID = /^[0-9A-Z]{15}$|^[0-9A-Z]{18}$|^[0-9A-Z]{20}$/;
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,250}\.[^\s@]{2,}$/;
const TEL = /^(?:\d{3,4}-?)?\d{7,8}(?:-\d{1,6})?$|^1[3-9]\d{9}$/;
const ACCOUNT = /^\d{8,30}$/;

export function parseReceipt(raw: unknown): ReceiptData | null {
  if (raw === undefined || raw === null || raw === '' || (typeof raw === 'object' && Object.keys(raw).length === 0))
    return null;
  if (typeof raw === 'object' && [0, '0'].includes((raw as { receipt_type?: unknown }).receipt_type as number))
    return null;
  const parsed = receiptBody.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0].message || '发票信息格式错误');
  const r = parsed.data;
  const company = r.receipt_title_type === 2;
  if (r.receipt_type === 2 && !company) throw badRequest('增值税专用发票仅支持企业抬头');
  if (r.receipt_title.length < 2 || r.receipt_title.length > 50) throw badRequest('请填写发票抬头（2-50个字）');
  if (company && !TAX_ID.test(r.duty_paragraph)) throw badRequest('请填写正确的纳税人识别号');
  if (r.receipt_type === 1 && !EMAIL.test(r.email)) throw badRequest('请填写正确的收票邮箱');
  if (r.receipt_type === 2 && r.email && !EMAIL.test(r.email)) throw badRequest('请填写正确的收票邮箱');
  if (r.receipt_type === 2) {
    if (r.bank_name.length < 2 || r.bank_name.length > 50) throw badRequest('请填写开户银行');
    if (!ACCOUNT.test(r.bank_code)) throw badRequest('请填写正确的银行账号');
    if (r.address.length < 5 || r.address.length > 100) throw badRequest('请填写企业注册地址');
    if (!TEL.test(r.tel)) throw badRequest('请填写正确的企业注册电话');
  }
  return {
    receipt_type: r.receipt_type,
    receipt_title_type: r.receipt_title_type,
    receipt_title: r.receipt_title,
    duty_paragraph: company ? r.duty_paragraph : '',
    email: r.email,
    bank_name: r.receipt_type === 2 ? r.bank_name : '',
    bank_code: r.receipt_type === 2 ? r.bank_code : '',
    address: r.receipt_type === 2 ? r.address : '',
    tel: r.receipt_type === 2 ? r.tel : '',
  };
}
