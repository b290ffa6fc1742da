import { describe, expect, it } from 'vitest';
import { createI18n } from '@mall/app-kit/i18n';
import { CHECKOUT_CATALOGUES } from '../../i18n/catalogues';
import { couponKind, couponLabel } from './coupon-text';

const { t } = createI18n(CHECKOUT_CATALOGUES, 'zh-CN');
const en = createI18n(CHECKOUT_CATALOGUES, 'en').t;

describe('coupon label', () => {
  it('gives the name and its rule', () => {
    expect(couponLabel(t, { title: '店铺无门槛券 3元', use_min_price: 0, coupon_price: 300 })).toBe(
      '店铺无门槛券 3元（无门槛减3元）',
    );
    expect(couponLabel(t, { title: '店庆券', use_min_price: 9_990, coupon_price: 1_050 })).toBe(
      '店庆券（满99.90减10.50）',
    );
  });

  it('does not repeat a rule the name already states', () => {
    expect(couponLabel(t, { title: '店铺券 满100减10', use_min_price: 10_000, coupon_price: 1_000 })).toBe(
      '店铺券 满100减10',
    );
  });

  it('reads in English around the name the merchant wrote', () => {
    expect(couponLabel(en, { title: '店庆券', use_min_price: 9_990, coupon_price: 1_050 })).toBe(
      '店庆券 (¥10.50 off over ¥99.90)',
    );
  });
});

describe('coupon kind', () => {
  it('names the known kinds and calls the others platform coupons', () => {
    expect([0, 10, 12, 99].map((type) => couponKind(t, type))).toEqual(['店铺券', '通用券', '跨店券', '平台券']);
  });
});
