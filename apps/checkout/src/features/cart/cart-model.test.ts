import { describe, expect, it } from 'vitest';
import type { CartList } from '@mall/api-client';
import { cartPieces, quantityBounds, selectionTotals, validIds } from './cart-model';

const line = (cart_id: number, price: number, cart_num: number) => ({
  cart_id,
  product_id: cart_id,
  product_attr_unique: `u${cart_id}`,
  cart_num,
  title: `商品${cart_id}`,
  image: '',
  sku: '',
  price,
  stock: 10,
  once_min_count: 0,
  once_max_count: 0,
});

const cart: CartList = {
  list: [
    { mer_id: 1, mer_name: '自营店', is_trader: true, cart: [line(1, 12990, 2), line(2, 5, 3)] },
    { mer_id: 2, mer_name: '旗舰店', is_trader: false, cart: [line(3, 100, 1)] },
  ],
  fail: [{ ...line(4, 999, 1), mer_id: 2, mer_name: '旗舰店', reason: '商品已下架' }],
};

describe('quantity bounds', () => {
  it('runs from the per-order minimum to the smaller of stock and limit', () => {
    expect(quantityBounds({ stock: 8, once_min_count: 0, once_max_count: 0 })).toEqual({ min: 1, max: 8 });
    expect(quantityBounds({ stock: 8, once_min_count: 2, once_max_count: 5 })).toEqual({ min: 2, max: 5 });
    expect(quantityBounds({ stock: 3, once_min_count: 0, once_max_count: 5 })).toEqual({ min: 1, max: 3 });
    // less stock than the minimum: the stepper cannot move, the server answers why
    expect(quantityBounds({ stock: 1, once_min_count: 2, once_max_count: 0 })).toEqual({ min: 2, max: 2 });
  });
});

describe('totals', () => {
  it('adds only the selected valid lines, in fen', () => {
    expect(selectionTotals(cart, new Set([1, 2]))).toEqual({ pieces: 5, amount: 25995 });
    expect(selectionTotals(cart, new Set([3, 4]))).toEqual({ pieces: 1, amount: 100 });
    expect(selectionTotals(cart, new Set())).toEqual({ pieces: 0, amount: 0 });
  });

  it('counts the badge over valid lines only', () => {
    expect(cartPieces(cart)).toBe(6);
    expect(validIds(cart)).toEqual([1, 2, 3]);
  });
});
