import type { SignAnswer, SignInfo, SignMonth, SvipOrder, SvipOrderStatus, SvipPlans } from '@mall/contracts';
import type { ApiCaller } from './client';
import type { PayAnswer, PayType } from './pay';

/** Daily sign-in and the SVIP membership; the shapes are @mall/contracts' (svip). Money in fen. */
export type { SignAnswer, SignInfo, SignMonth, SvipOrder, SvipOrderStatus, SvipPlan, SvipPlans } from '@mall/contracts';

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
