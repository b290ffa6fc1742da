/** Paying a checkout's group order (/api/order/pay, /api/order/status) and its states. */
import { z } from 'zod';

/** Largest single credit to a balance (a withdrawal, a top-up): ¥1,000,000.00. */
export const MAX_CREDIT_FEN = 100_000_000;

export const PAY_TYPES = ['balance', 'weixinQr', 'alipayQr'] as const;
export const payType = z.enum(PAY_TYPES);
export type PayType = z.infer<typeof payType>;

/** POST /api/order/pay/:id (and the SVIP order's pay) */
export const payBody = z.object({ type: z.enum(PAY_TYPES, { error: '请选择支付方式' }) });

/** balance pays at once (余额不足 rejects); QR types answer a code URL to show and poll */
export const payAnswer = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('success'),
    group_order_id: z.number().int(),
    pay_type: payType,
    pay_price: z.number().int(),
    now_money: z.number().int(),
  }),
  z.object({
    status: z.literal('qr'),
    group_order_id: z.number().int(),
    pay_type: payType,
    pay_price: z.number().int(),
    /** the sandbox cashier page the QR encodes */
    code_url: z.string(),
    /** PNG data URL of the QR */
    qrcode: z.string(),
    /** seconds (180); then 二维码失效，点击重新获取 → pay again */
    expires_in: z.number().int(),
  }),
]);
export type PayAnswer = z.infer<typeof payAnswer>;
/** A QR type's answer: the code to show and poll */
export type PayQrAnswer = Extract<PayAnswer, { status: 'qr' }>;

/** 0 unpaid, 1 paid, -1 closed */
export const groupOrderStatus = z.union([z.literal(0), z.literal(1), z.literal(-1)]);
export const paidFlag = z.union([z.literal(0), z.literal(1)]);

/** GET /api/order/status/:id: polled every 2 s while a QR is shown */
export const orderStatus = z.object({
  group_order_id: z.number().int(),
  group_order_sn: z.string(),
  status: groupOrderStatus,
  paid: paidFlag,
  pay_type: z.union([payType, z.literal('')]),
  pay_price: z.number().int(),
  pay_time: z.string().nullable(),
  /** unpaid orders close at this time */
  expires_at: z.string(),
});
export type OrderStatus = z.infer<typeof orderStatus>;
