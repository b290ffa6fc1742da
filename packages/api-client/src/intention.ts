import type { Intention, IntentionInput, IntentionOption, IntentionSaved, IntentionStatus } from '@mall/contracts';
import type { ApiCaller } from './client';
import type { Paged } from './catalog';

/** Merchant settlement (商户入驻) applications. */

export type { Intention, IntentionInput, IntentionOption, IntentionSaved, IntentionStatus };

export const INTENTION_STATUS_TEXT: Record<IntentionStatus, string> = { 0: '待审核', 1: '审核通过', 2: '审核未通过' };

export const intentionApi = (c: ApiCaller) => ({
  categories: () => c.get<IntentionOption[]>('/api/intention/cate'),
  types: () => c.get<IntentionOption[]>('/api/intention/type'),
  /** sends the SMS code for an application; needs a solved captcha's key and code (app-kit useCaptcha) */
  sendCode: (b: { phone: string; key: string; code: string; area_id?: number }) =>
    c.post<null>('/api/auth/verify', { ...b, type: 'intention' }),
  create: (b: IntentionInput) => c.post<IntentionSaved>('/api/intention/create', b),
  /** only a pending or rejected application can be edited; it goes back to pending */
  update: (id: number, b: IntentionInput) => c.post<IntentionSaved>(`/api/intention/update/${id}`, b),
  list: (page = 1, limit = 10) => c.get<Paged<Intention>>('/api/intention/lst', { page, limit }),
  detail: (id: number) => c.get<Intention>(`/api/intention/detail/${id}`),
});
