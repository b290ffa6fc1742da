import { describe, expect, it } from 'vitest';
import { presellFinalCouponBody, presellListQuery } from './presell';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0].message;

describe('presell request schemas', () => {
  it('the presell list: 正在进行 by default; the final payment coupon: 0 for none', () => {
    expect(presellListQuery.parse({})).toEqual({ page: 1, limit: 10, type: 1 });
    expect(presellListQuery.parse({ type: '0', limit: '20' })).toEqual({ page: 1, limit: 20, type: 0 });
    expect(firstMessage(presellListQuery.safeParse({ type: '3' }))).toBe('预售状态不能超过2');
    expect(presellFinalCouponBody.parse({ coupon_id: 0 })).toEqual({ coupon_id: 0 });
    expect(firstMessage(presellFinalCouponBody.safeParse({}))).toBe('优惠券ID必须是整数');
    expect(firstMessage(presellFinalCouponBody.safeParse({ coupon_id: -1 }))).toBe('优惠券ID不能小于0');
  });
});
