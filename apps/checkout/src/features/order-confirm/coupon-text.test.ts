import { describe, expect, it } from 'vitest';
import { couponLabel } from './coupon-text';

describe('coupon label', () => {
  it('gives the name and its rule', () => {
    expect(couponLabel({ title: '店铺无门槛券 3元', use_min_price: 0, coupon_price: 300 })).toBe(
      '店铺无门槛券 3元（无门槛减3元）',
    );
    expect(couponLabel({ title: '店庆券', use_min_price: 9_990, coupon_price: 1_050 })).toBe(
      '店庆券（满99.90减10.50）',
    );
  });

  it('does not repeat a rule the name already states', () => {
    expect(couponLabel({ title: '店铺券 满100减10', use_min_price: 10_000, coupon_price: 1_000 })).toBe(
      '店铺券 满100减10',
    );
  });
});
