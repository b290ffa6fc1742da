import type { RefundType } from '@mall/api-client';
import { idParam } from '../../shared/id-param';

/** ids=1,2 → [1, 2] (only positive integers) */
export function idList(raw: string | null): number[] {
  return [...new Set((raw ?? '').split(',').map((s) => idParam(s)))].filter((n) => n > 0);
}

export const refundTypeParam = (raw: string | null): RefundType => (raw === '2' ? 2 : 1);

/** nums=1,3 → [1, 3] in order (pieces per id of `ids`); null unless there is one positive integer per id. */
export function numList(raw: string | null, count: number): number[] | null {
  if (!raw) return null;
  const nums = raw.split(',').map((s) => idParam(s));
  return nums.length === count && nums.every((n) => n > 0) ? nums : null;
}

export const confirmHref = (p: {
  orderId: number;
  ids: number[];
  type: 1 | 2;
  refundType: RefundType;
  num?: number;
  nums?: number[];
}) =>
  `/refund_confirm?orderId=${p.orderId}&ids=${p.ids.join(',')}&type=${p.type}&refund_type=${p.refundType}${
    p.num ? `&num=${p.num}` : ''
  }${p.nums ? `&nums=${p.nums.join(',')}` : ''}`;
