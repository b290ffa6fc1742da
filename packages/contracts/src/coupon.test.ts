import { describe, expect, it } from 'vitest';
import { couponCentreQuery, couponGoodsQuery, couponProductQuery } from './coupon';

const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) => r.error?.issues[0].message;

describe('coupon request schemas', () => {
  it('the coupon centre: every kind by default, 12 a page; a kind from the query string', () => {
    expect(couponCentreQuery.parse({})).toEqual({ type: undefined, page: 1, limit: 12 });
    expect(couponCentreQuery.parse({ type: '' }).type).toBeUndefined();
    expect(couponCentreQuery.parse({ type: '11', page: '2' })).toEqual({ type: 11, page: 2, limit: 12 });
    for (const type of ['5', 'abc', '1.5', 2]) {
      expect(firstMessage(couponCentreQuery.safeParse({ type })), String(type)).toBe(
        '优惠券类型必须是0、1、10、11或12',
      );
    }
    expect(firstMessage(couponCentreQuery.safeParse({ limit: '51' }))).toBe('每页数量不能超过50');
  });

  it('a goods page and /goods_coupon need their id', () => {
    expect(couponProductQuery.parse({ product_id: '7' })).toEqual({ product_id: 7 });
    expect(firstMessage(couponProductQuery.safeParse({}))).toBe('请选择商品');
    expect(firstMessage(couponProductQuery.safeParse({ product_id: '' }))).toBe('请选择商品');
    expect(firstMessage(couponProductQuery.safeParse({ product_id: '-1' }))).toBe('商品ID必须是正整数');
    expect(couponGoodsQuery.parse({ coupon_id: '3' })).toEqual({ coupon_id: 3, page: 1, limit: 20 });
    expect(firstMessage(couponGoodsQuery.safeParse({ page: '1' }))).toBe('请选择优惠券');
  });
});
