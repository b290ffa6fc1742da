import type { RefundType } from '@mall/api-client';
import { idParam } from '../order-detail/use-record';

/** ids=1,2 → [1, 2] (only positive integers) */
export function idList(raw: string | null): number[] {
  return [...new Set((raw ?? '').split(',').map((s) => idParam(s)))].filter((n) => n > 0);
}

export const refundTypeParam = (raw: string | null): RefundType => (raw === '2' ? 2 : 1);

export const confirmHref = (p: { orderId: number; ids: number[]; type: 1 | 2; refundType: RefundType; num?: number }) =>
  `/refund_confirm?orderId=${p.orderId}&ids=${p.ids.join(',')}&type=${p.type}&refund_type=${p.refundType}${
    p.num ? `&num=${p.num}` : ''
  }`;
