/**
 * 发票 requests: receipt_type 1 电子普通发票 / 2 增值税专用发票; receipt_title_type 1 个人 / 2 企业.
 * This is the shape; which fields each kind needs (tax id, email, bank...) the API checks after it.
 */
import { z } from 'zod';
import { flagField, type RequestOf } from './fields';
import { pageOfList, pageQuery } from './paging';

const receiptText = (max: number) =>
  z
    .string({ error: '发票信息格式错误' })
    .max(max * 4)
    .trim()
    .optional()
    .default('');
const receiptKind = (message: string) =>
  z.preprocess((v) => (typeof v === 'string' ? Number(v) : v), z.union([z.literal(1), z.literal(2)], { error: message }));

export const receiptBody = z.object({
  receipt_type: receiptKind('请选择发票类型'),
  receipt_title_type: receiptKind('请选择发票抬头类型'),
  receipt_title: receiptText(50),
  /** tax id, for companies (upper-cased) */
  duty_paragraph: receiptText(20).transform((s) => s.toUpperCase()),
  /** required for 电子普通发票 */
  email: receiptText(100),
  /** 增值税专用发票 only: the registered bank, account, address and phone */
  bank_name: receiptText(50),
  bank_code: receiptText(30).transform((s) => s.replace(/\s/g, '')),
  address: receiptText(100),
  tel: receiptText(20),
});
export type ReceiptInput = RequestOf<
  typeof receiptBody,
  'duty_paragraph' | 'email' | 'bank_name' | 'bank_code' | 'address' | 'tel'
>;

/** A receipt as an order answers it (fields a kind does not use are ''). */
export const receipt = z.object({
  receipt_type: z.union([z.literal(1), z.literal(2)]),
  receipt_title_type: z.union([z.literal(1), z.literal(2)]),
  receipt_title: z.string(),
  duty_paragraph: z.string(),
  email: z.string(),
  bank_name: z.string(),
  bank_code: z.string(),
  address: z.string(),
  tel: z.string(),
});
export type Receipt = z.infer<typeof receipt>;

/**
 * POST /api/user/receipt/create, /api/user/receipt/update/:id: an invoice title (发票抬头) is a
 * receiptBody, checked by the same rules as an order's invoice request, and this flag.
 */
export const invoiceTitleFlags = z.object({ is_default: flagField('是否默认').optional().default(0) });
export type InvoiceTitleInput = ReceiptInput & { is_default?: 0 | 1 };

/** GET /api/user/receipt/detail/:id, and the entries of /api/user/receipt/lst (the default first). */
export const invoiceTitle = receipt.extend({ id: z.number().int(), is_default: z.union([z.literal(0), z.literal(1)]) });
export type InvoiceTitle = z.infer<typeof invoiceTitle>;
/** GET /api/user/receipt/lst: all of the user's titles, and how many they may keep. */
export const invoiceTitleList = z.object({
  list: z.array(invoiceTitle),
  count: z.number().int(),
  max: z.number().int(),
});
export type InvoiceTitleList = z.infer<typeof invoiceTitleList>;
/** POST /api/user/receipt/create, /api/user/receipt/update/:id answer the title's id. */
export const invoiceTitleSaved = z.object({ id: z.number().int() });
export type InvoiceTitleSaved = z.infer<typeof invoiceTitleSaved>;

/** GET /api/user/receipt/order: status 0 未开票, 1 已开票 (absent or '': both). */
export const orderInvoiceQuery = pageQuery.extend({
  status: z.preprocess(
    (v) => (v === undefined || v === '' ? undefined : typeof v === 'string' && /^\d$/.test(v) ? Number(v) : v),
    z.union([z.literal(0), z.literal(1)], { error: '开票状态必须是0（未开票）或1（已开票）' }).optional(),
  ),
});

/** An invoice asked for with a paid order: GET /api/user/receipt/order (newest first), /api/user/receipt/order/:id. */
export const orderInvoice = z.object({
  order_id: z.number().int(),
  order_sn: z.string(),
  mer_id: z.number().int(),
  mer_name: z.string(),
  pay_price: z.number().int(),
  receipt,
  created_at: z.string(),
  /** 0 未开票, 1 已开票 */
  status: z.union([z.literal(0), z.literal(1)]),
  invoice_sn: z.string().nullable(),
  file_url: z.string().nullable(),
  issued_at: z.string().nullable(),
});
export type OrderInvoice = z.infer<typeof orderInvoice>;
export const orderInvoiceList = pageOfList(orderInvoice);
