import type { ApiCaller } from './client';
import type { PayAnswer, PayType } from './pay';

/** Daily sign-in and the SVIP membership. Money in fen. */

export interface SignInfo {
  /** 'YYYY-MM-DD' in Asia/Shanghai */
  today: string;
  today_signed: boolean;
  streak: number;
  /** points the next sign-in earns */
  next_reward: number;
  sign_total: number;
  rewards: { day: number; points: number }[];
}

export interface SignMonth {
  month: string;
  list: { day: string; streak: number; reward: number }[];
}

export interface SignAnswer {
  day: string;
  streak: number;
  reward: number;
  integral: number | null;
}

export interface SvipPlan {
  id: number;
  title: string;
  days: number;
  price: number;
  ot_price: number;
}

export interface SvipPlans {
  svip_switch_status: 0 | 1;
  /** percent of the price a member pays (90 = 9折) */
  svip_discount: number;
  join_integral: number;
  join_coupons: { title: string; coupon_price: number; use_min_price: number }[];
  plans: SvipPlan[];
}

export interface SvipOrder {
  order_id: number;
  order_sn: string;
  pay_price: number;
  title: string;
  days: number;
}

export interface SvipOrderStatus {
  order_id: number;
  status: 0 | 1 | -1;
  paid: 0 | 1;
  member_expires_at: string | null;
}

/** The member price of a price: the API's own rule. */
export { memberPrice } from '@mall/contracts';

export const memberApi = (c: ApiCaller) => ({
  signInfo: () => c.get<SignInfo>('/api/user/sign/info'),
  signMonth: (month: string) => c.get<SignMonth>('/api/user/sign/month', { month }),
  signIn: () => c.post<SignAnswer>('/api/user/sign/create'),
  svipPlans: () => c.get<SvipPlans>('/api/svip/plans'),
  svipOrder: (planId: number) => c.post<SvipOrder>('/api/svip/order', { plan_id: planId }),
  svipPay: (orderId: number, type: PayType) => c.post<PayAnswer>(`/api/svip/pay/${orderId}`, { type }),
  svipStatus: (orderId: number) => c.get<SvipOrderStatus>(`/api/svip/order/${orderId}`),
});
