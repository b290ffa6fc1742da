import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceCheckout, type HeldCoupon, type PriceLine, type PricingInput } from './pricing';

const future = new Date('2100-01-01T00:00:00Z');
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

const lineArb = fc.record({
  mer_id: fc.integer({ min: 1, max: 4 }),
  product_id: fc.integer({ min: 1, max: 6 }),
  categories: fc.subarray([1, 2, 3, 4], { minLength: 1 }),
  price: fc.integer({ min: 0, max: 2_000_000 }),
  num: fc.integer({ min: 1, max: 50 }),
});

const couponArb = fc.record({
  mer_id: fc.integer({ min: 1, max: 4 }),
  type: fc.constantFrom(0, 1, 10, 11, 12),
  coupon_price: fc.integer({ min: 1, max: 500_000 }),
  use_min_price: fc.integer({ min: 0, max: 2_000_000 }),
  scope_ids: fc.subarray([1, 2, 3, 4, 5, 6]),
});

const inputArb = fc
  .record({
    lines: fc.array(lineArb, { minLength: 1, maxLength: 8 }),
    coupons: fc.array(couponArb, { maxLength: 8 }),
    points: fc.record({
      enabled: fc.boolean(),
      use: fc.boolean(),
      balance: fc.integer({ min: 0, max: 1_000_000 }),
      fenPerPoint: fc.integer({ min: 1, max: 100 }),
      maxRate: fc.integer({ min: 0, max: 100 }),
    }),
    fee: fc.integer({ min: 0, max: 2_000 }),
    freeAbove: fc.integer({ min: 0, max: 1_000_000 }),
  })
  .map(({ lines, coupons, points, fee, freeAbove }): PricingInput => ({
    lines: lines.map((l, i): PriceLine => ({ ...l, cart_id: i + 1 })),
    coupons: coupons.map((c, i): HeldCoupon => ({
      ...c,
      mer_id: c.type >= 10 ? 0 : c.mer_id,
      id: i + 1,
      title: `券${i + 1}`,
      end_time: future,
    })),
    choice: 'auto',
    points,
    postage: (_mer, amount) => (amount >= freeAbove ? 0 : fee),
  }));

describe('priceCheckout', () => {
  it('every split adds up exactly: lines → merchants → the group order, in fen', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceCheckout(input);
        for (const m of p.merchants) {
          for (const l of m.lines) {
            expect(l.pay_price).toBe(l.total_price - l.coupon_price - l.platform_coupon_price - l.integral_price);
            expect(l.pay_price).toBeGreaterThanOrEqual(0);
            expect(Math.min(l.coupon_price, l.platform_coupon_price, l.integral_price)).toBeGreaterThanOrEqual(0);
          }
          expect(m.total_price).toBe(sum(m.lines.map((l) => l.total_price)));
          expect(m.coupon_price).toBe(sum(m.lines.map((l) => l.coupon_price)));
          expect(m.platform_coupon_price).toBe(sum(m.lines.map((l) => l.platform_coupon_price)));
          expect(m.integral_price).toBe(sum(m.lines.map((l) => l.integral_price)));
          expect(m.pay_price).toBe(
            m.total_price + m.postage_price - m.coupon_price - m.platform_coupon_price - m.integral_price,
          );
        }
        expect(p.pay_price).toBe(sum(p.merchants.map((m) => m.pay_price)));
        expect(p.pay_price).toBe(p.total_price + p.total_postage - p.coupon_price - p.integral.price);
        expect(p.integral.points).toBe(sum(p.merchants.map((m) => m.integral)));
        expect(p.integral.price).toBe(p.integral.points * input.points.fenPerPoint);
        expect(p.total_price).toBe(sum(input.lines.map((l) => l.price * l.num)));
      }),
    );
  });

  it('coupons respect their threshold, value and scope; at most one per shop and one platform coupon', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceCheckout(input);
        const byId = new Map(input.coupons.map((c) => [c.id, c]));
        for (const m of p.merchants) {
          expect(m.coupons.filter((c) => c.checked).length).toBeLessThanOrEqual(1);
          if (m.coupon_user_id === null) {
            expect(m.coupon_price).toBe(0);
            continue;
          }
          const c = byId.get(m.coupon_user_id)!;
          expect(c.mer_id).toBe(m.mer_id);
          expect(m.coupon_price).toBeLessThanOrEqual(c.coupon_price);
          expect(m.total_price).toBeGreaterThanOrEqual(c.use_min_price);
          // a goods coupon takes nothing off goods outside its scope
          m.lines.forEach((l) => {
            const line = input.lines.find((x) => x.cart_id === l.cart_id)!;
            if (c.type === 1 && !c.scope_ids.includes(line.product_id)) expect(l.coupon_price).toBe(0);
          });
        }
        expect(p.platform_coupons.filter((c) => c.checked).length).toBeLessThanOrEqual(1);
        if (p.platform_coupon_user_id === null) expect(p.platform_coupon_price).toBe(0);
        else {
          const c = byId.get(p.platform_coupon_user_id)!;
          expect(p.platform_coupon_price).toBeLessThanOrEqual(c.coupon_price);
          for (const m of p.merchants) {
            if (c.type === 12 && !c.scope_ids.includes(m.mer_id)) expect(m.platform_coupon_price).toBe(0);
          }
        }
      }),
    );
  });

  it('points take at most the configured share of what the coupons left, and never more than held', () => {
    fc.assert(
      fc.property(inputArb, (input) => {
        const p = priceCheckout(input);
        const afterCoupons = p.total_price - p.coupon_price;
        expect(p.integral.points).toBeLessThanOrEqual(input.points.balance);
        expect(p.integral.price).toBeLessThanOrEqual(Math.floor((afterCoupons * input.points.maxRate) / 100));
        if (!input.points.use || !input.points.enabled) expect(p.integral.points).toBe(0);
      }),
    );
  });

  it('a worked example: shop coupon, platform coupon, points, postage', () => {
    const p = priceCheckout({
      lines: [
        { cart_id: 1, mer_id: 1, product_id: 1, categories: [9], price: 10_000, num: 2 },
        { cart_id: 2, mer_id: 4, product_id: 2, categories: [9], price: 5_000, num: 1 },
      ],
      coupons: [
        {
          id: 1,
          mer_id: 1,
          type: 0,
          title: '满100减10',
          coupon_price: 1_000,
          use_min_price: 10_000,
          scope_ids: [],
          end_time: future,
        },
        {
          id: 2,
          mer_id: 0,
          type: 10,
          title: '满200减30',
          coupon_price: 3_000,
          use_min_price: 20_000,
          scope_ids: [],
          end_time: future,
        },
      ],
      choice: 'auto',
      points: { enabled: true, use: true, balance: 1_000, fenPerPoint: 1, maxRate: 50 },
      postage: (_m, amount) => (amount >= 9_900 ? 0 : 1_000),
    });
    expect(
      p.merchants.map((m) => [m.coupon_price, m.platform_coupon_price, m.integral_price, m.postage_price, m.pay_price]),
    ).toEqual([
      [1_000, 2_375, 792, 0, 15_833],
      [0, 625, 208, 1_000, 5_167],
    ]);
    expect(p.pay_price).toBe(21_000);
    expect(p.choice).toEqual({ 1: 1, 0: 2 });
  });

  it('an SVIP member pays the member price; thresholds and postage are judged on it', () => {
    const input: PricingInput = {
      lines: [
        { cart_id: 1, mer_id: 1, product_id: 1, categories: [9], price: 10_000, num: 2 },
        { cart_id: 2, mer_id: 4, product_id: 2, categories: [9], price: 5_555, num: 1 },
      ],
      coupons: [
        { id: 1, mer_id: 1, type: 0, title: '满200减20', coupon_price: 2_000, use_min_price: 20_000, scope_ids: [], end_time: future },
      ],
      choice: 'auto',
      points: { enabled: false, use: false, balance: 0, fenPerPoint: 1, maxRate: 50 },
      postage: (_m, amount) => (amount >= 5_000 ? 0 : 800),
    };
    const plain = priceCheckout(input);
    expect([plain.total_price, plain.coupon_price, plain.total_postage, plain.pay_price]).toEqual([25_555, 2_000, 0, 23_555]);
    const member = priceCheckout({ ...input, memberDiscount: 90 });
    // 9折: 18,000 + 4,999 (rounded down); the 满200 coupon no longer applies, the second shop pays postage
    expect(member.merchants.map((m) => m.total_price)).toEqual([18_000, 4_999]);
    expect([member.total_price, member.coupon_price, member.total_postage, member.pay_price]).toEqual([22_999, 0, 800, 23_799]);
    expect(member.merchants[0].lines.map((l) => l.total_price)).toEqual([18_000]);
  });

  it("a marketing activity's line keeps its own price and no coupon covers it", () => {
    const input: PricingInput = {
      lines: [
        { cart_id: 1, mer_id: 1, product_id: 1, categories: [9], price: 10_000, num: 1 },
        { cart_id: 2, mer_id: 1, product_id: 2, categories: [9], price: 3_000, num: 2, own_price: true, couponable: false },
      ],
      coupons: [
        { id: 1, mer_id: 0, type: 10, title: '全场减50', coupon_price: 5_000, use_min_price: 0, scope_ids: [], end_time: future },
      ],
      choice: 'auto',
      points: { enabled: false, use: false, balance: 0, fenPerPoint: 1, maxRate: 50 },
      postage: () => 0,
      memberDiscount: 90,
    };
    const p = priceCheckout(input);
    const [normal, activity] = p.merchants[0].lines;
    expect([normal.price, normal.platform_coupon_price, normal.pay_price]).toEqual([9_000, 5_000, 4_000]);
    expect([activity.price, activity.total_price, activity.platform_coupon_price, activity.pay_price]).toEqual([
      3_000, 6_000, 0, 6_000,
    ]);
    expect(p.pay_price).toBe(10_000);
  });

  it('refuses a chosen coupon that does not apply', () => {
    const base: PricingInput = {
      lines: [{ cart_id: 1, mer_id: 1, product_id: 1, categories: [9], price: 5_000, num: 1 }],
      coupons: [
        {
          id: 1,
          mer_id: 1,
          type: 0,
          title: '满100减10',
          coupon_price: 1_000,
          use_min_price: 10_000,
          scope_ids: [],
          end_time: future,
        },
        {
          id: 2,
          mer_id: 2,
          type: 0,
          title: '别家券',
          coupon_price: 100,
          use_min_price: 0,
          scope_ids: [],
          end_time: future,
        },
      ],
      choice: new Map([[1, 1]]),
      points: { enabled: false, use: false, balance: 0, fenPerPoint: 1, maxRate: 50 },
      postage: () => 0,
    };
    expect(() => priceCheckout(base)).toThrow('「满100减10」不满足使用条件');
    expect(() => priceCheckout({ ...base, choice: new Map([[1, 2]]) })).toThrow('「别家券」不能用于该店铺');
    expect(() => priceCheckout({ ...base, choice: new Map([[1, 99]]) })).toThrow('优惠券不存在或已使用');
    expect(() => priceCheckout({ ...base, choice: new Map([[0, 1]]) })).toThrow('「满100减10」不能用于该店铺');
    expect(priceCheckout({ ...base, choice: new Map() }).pay_price).toBe(5_000);
  });
});
