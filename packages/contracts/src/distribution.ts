/** Distribution (分销/推广): the promoter's summary, binding to a promoter, promotion orders, withdrawals. Money in fen. */
import { z } from 'zod';
import { requiredText } from './fields';
import { pageOfList } from './paging';
import { MAX_CREDIT_FEN } from './pay';

/** POST /api/user/spread/bind: the invite code the user came with (case-insensitive). */
export const spreadBindBody = z.object({
  code: requiredText('邀请码', 16).regex(/^[A-Za-z0-9]+$/, '邀请码格式错误'),
});

/** POST /api/user/brokerage/withdraw: thawed brokerage to the balance. */
export const brokerageWithdrawBody = z.object({
  /** fen */
  price: z
    .number({ error: '请输入提现金额' })
    .int('提现金额格式错误')
    .min(1, '提现金额必须大于0')
    .max(MAX_CREDIT_FEN, '提现金额过大'),
});

/** GET /api/user/spread/info */
export const spreadInfo = z.object({
  spread_status: z.union([z.literal(0), z.literal(1)]),
  is_promoter: z.boolean(),
  /** 'all': everyone is a promoter; 'threshold': after paying `threshold` fen for orders */
  mode: z.enum(['all', 'threshold']),
  threshold: z.number().int(),
  paid_total: z.number().int().nullable(),
  /** the invite code, for promoters only: /?spread=<code> */
  code: z.string().nullable(),
  rate_one: z.number().int(),
  rate_two: z.number().int(),
  freeze_days: z.number().int(),
  min_withdraw: z.number().int(),
  /** thawed, ready to withdraw */
  brokerage_price: z.number().int(),
  frozen_price: z.number().int(),
  withdrawn_price: z.number().int(),
  spread_count: z.number().int(),
  spread_count_two: z.number().int(),
  parent: z.object({ nickname: z.string() }).nullable(),
});
export type SpreadInfo = z.infer<typeof spreadInfo>;

/** GET /api/user/spread_order: one entry per order and level, newest first. */
export const spreadOrder = z.object({
  order_id: z.number().int(),
  order_sn: z.string(),
  level: z.union([z.literal(1), z.literal(2)]),
  /** masked phone: 138****8000 */
  buyer: z.string(),
  pay_price: z.number().int(),
  /** what is left after refunds */
  brokerage: z.number().int(),
  refunded: z.number().int(),
  /** 0 冻结中, 1 已到账, -1 已退回 */
  status: z.union([z.literal(-1), z.literal(0), z.literal(1)]),
  /** when frozen brokerage is expected to thaw */
  thaw_at: z.string().nullable(),
  created_at: z.string(),
});
export type SpreadOrder = z.infer<typeof spreadOrder>;
export const spreadOrderList = pageOfList(spreadOrder);

/** GET /api/user/brokerage_list: withdrawals to the balance, as the balance ledger wrote them. */
export const brokerageWithdrawal = z.object({
  id: z.number().int(),
  title: z.string(),
  mark: z.string(),
  number: z.number().int(),
  balance: z.number().int(),
  created_at: z.string(),
});
export type BrokerageWithdrawal = z.infer<typeof brokerageWithdrawal>;
export const brokerageWithdrawalList = pageOfList(brokerageWithdrawal);

/** POST /api/user/brokerage/withdraw answers the new balance and the brokerage left. */
export const brokerageWithdrawn = z.object({ now_money: z.number().int(), brokerage_price: z.number().int() });
export type BrokerageWithdrawn = z.infer<typeof brokerageWithdrawn>;
