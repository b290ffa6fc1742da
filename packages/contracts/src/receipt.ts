/**
 * 发票 requests: receipt_type 1 电子普通发票 / 2 增值税专用发票; receipt_title_type 1 个人 / 2 企业.
 * This is the shape; which fields each kind needs (tax id, email, bank...) the API checks after it.
 */
import { z } from 'zod';
import type { RequestOf } from './fields';

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
