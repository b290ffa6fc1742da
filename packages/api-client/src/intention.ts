import type { ApiCaller } from './client';
import type { Paged } from './catalog';

/** Merchant settlement (商户入驻) applications. */

export type IntentionStatus = 0 | 1 | 2;

export const INTENTION_STATUS_TEXT: Record<IntentionStatus, string> = { 0: '待审核', 1: '审核通过', 2: '审核未通过' };

export interface IntentionInput {
  mer_name: string;
  name: string;
  phone: string;
  /** the SMS code sent with type `intention` */
  code: string;
  mer_category_id: number;
  mer_type_id: number;
  /** licence image URLs from `uploadImage(…, 'licence')`, at most 10 */
  images: string[];
}

export interface Intention {
  mer_intention_id: number;
  mer_name: string;
  name: string;
  phone: string;
  mer_category_id: number;
  category_name: string;
  mer_type_id: number;
  type_name: string;
  images: string[];
  /** 0 pending, 1 approved, 2 rejected (`fail_msg` says why) */
  status: IntentionStatus;
  fail_msg: string;
  create_time: string;
  update_time: string;
}

export interface IntentionOption {
  id: number;
  name: string;
  /** the English name ('' or absent: none) */
  name_en?: string;
}

export const intentionApi = (c: ApiCaller) => ({
  categories: () => c.get<IntentionOption[]>('/api/intention/cate'),
  types: () => c.get<IntentionOption[]>('/api/intention/type'),
  /** sends the SMS code for an application; needs a solved captcha's key and code (app-kit useCaptcha) */
  sendCode: (b: { phone: string; key: string; code: string; area_id?: number }) =>
    c.post<null>('/api/auth/verify', { ...b, type: 'intention' }),
  create: (b: IntentionInput) => c.post<{ mer_intention_id: number }>('/api/intention/create', b),
  /** only a pending or rejected application can be edited; it goes back to pending */
  update: (id: number, b: IntentionInput) => c.post<{ mer_intention_id: number }>(`/api/intention/update/${id}`, b),
  list: (page = 1, limit = 10) => c.get<Paged<Intention>>('/api/intention/lst', { page, limit }),
  detail: (id: number) => c.get<Intention>(`/api/intention/detail/${id}`),
});
