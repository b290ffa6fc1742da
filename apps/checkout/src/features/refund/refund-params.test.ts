import { describe, expect, it } from 'vitest';
import { confirmHref, idList, numList } from './refund-params';

describe('refund page parameters', () => {
  it('reads pieces per line only when there is one per id', () => {
    expect(numList('1,3', 2)).toEqual([1, 3]);
    expect(numList('1', 2)).toBeNull();
    expect(numList('1,0', 2)).toBeNull();
    expect(numList('1,x', 2)).toBeNull();
    expect(numList(null, 2)).toBeNull();
    expect(idList('5,5,7')).toEqual([5, 7]);
  });

  it('carries the batch pieces to the confirm page', () => {
    expect(confirmHref({ orderId: 9, ids: [1, 2], type: 2, refundType: 1, nums: [1, 3] })).toBe(
      '/refund_confirm?orderId=9&ids=1,2&type=2&refund_type=1&nums=1,3',
    );
    expect(confirmHref({ orderId: 9, ids: [1], type: 1, refundType: 2, num: 2 })).toBe(
      '/refund_confirm?orderId=9&ids=1&type=1&refund_type=2&num=2',
    );
  });
});
