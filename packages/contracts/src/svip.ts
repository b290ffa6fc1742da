/**
 * Daily sign-in and the SVIP membership: requests and answers. Money in fen. (`memberPrice` stays in
 * member.ts, free of zod, because browser bundles run it.)
 */
import { z } from 'zod';
import { idField } from './fields';

/** GET /api/user/sign/info: signed today, the streak that counts now, the next reward, the rules. */
export const signInfo = z.object({
  /** 'YYYY-MM-DD' in Asia/Shanghai */
  today: z.string(),
  today_signed: z.boolean(),
  streak: z.number().int(),
  /** points the next sign-in earns */
  next_reward: z.number().int(),
  sign_total: z.number().int(),
  rewards: z.array(z.object({ day: z.number().int(), points: z.number().int() })),
});
export type SignInfo = z.infer<typeof signInfo>;

/** GET /api/user/sign/month?month=YYYY-MM (absent: this month in Shanghai) */
export const signMonthQuery = z.object({
  month: z
    .string({ error: '月份格式错误' })
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式错误，应为YYYY-MM')
    .optional(),
});
/** The signed days of a month with their rewards. */
export const signMonth = z.object({
  month: z.string(),
  list: z.array(z.object({ day: z.string(), streak: z.number().int(), reward: z.number().int() })),
});
export type SignMonth = z.infer<typeof signMonth>;

/** POST /api/user/sign/create: today's sign-in; `integral` the points after it, null when it earned none. */
export const signAnswer = z.object({
  day: z.string(),
  streak: z.number().int(),
  reward: z.number().int(),
  integral: z.number().int().nullable(),
});
export type SignAnswer = z.infer<typeof signAnswer>;

export const svipPlan = z.object({
  id: z.number().int(),
  title: z.string(),
  days: z.number().int(),
  price: z.number().int(),
  ot_price: z.number().int(),
});
export type SvipPlan = z.infer<typeof svipPlan>;

/** GET /api/svip/plans */
export const svipPlans = z.object({
  svip_switch_status: z.union([z.literal(0), z.literal(1)]),
  /** percent of the price a member pays (90 = 9折) */
  svip_discount: z.number().int(),
  join_integral: z.number().int(),
  join_coupons: z.array(
    z.object({ title: z.string(), coupon_price: z.number().int(), use_min_price: z.number().int() }),
  ),
  plans: z.array(svipPlan),
});
export type SvipPlans = z.infer<typeof svipPlans>;

/** POST /api/svip/order */
export const svipOrderBody = z.object({ plan_id: idField('会员套餐') });
/** An unpaid order of a plan, paid through POST /api/svip/pay/:id. */
export const svipOrder = z.object({
  order_id: z.number().int(),
  order_sn: z.string(),
  pay_price: z.number().int(),
  title: z.string(),
  days: z.number().int(),
});
export type SvipOrder = z.infer<typeof svipOrder>;

/** GET /api/svip/order/:id: what the page polls while a QR is shown. */
export const svipOrderStatus = z.object({
  order_id: z.number().int(),
  order_sn: z.string(),
  title: z.string(),
  pay_price: z.number().int(),
  /** 0 unpaid, 1 paid, -1 closed */
  status: z.union([z.literal(0), z.literal(1), z.literal(-1)]),
  /** '' until paid */
  pay_type: z.string(),
  pay_time: z.string().nullable(),
  member_expires_at: z.string().nullable(),
  paid: z.union([z.literal(0), z.literal(1)]),
});
export type SvipOrderStatus = z.infer<typeof svipOrderStatus>;
