import type { ApiClient } from './client';

/** Cart, address, order and payment calls (issue 7). Money is integer fen throughout. */

export interface CartLine {
  cart_id: number;
  product_id: number;
  product_attr_unique: string;
  cart_num: number;
  title: string;
  image: string;
  /** SKU attribute values, e.g. '黑色,128G'; '' for a single-spec product */
  sku: string;
  price: number;
  stock: number;
  /** per-order minimum and maximum (0 = no maximum) */
  once_min_count: number;
  once_max_count: number;
}

export interface CartShop {
  mer_id: number;
  mer_name: string;
  /** 自营 */
  is_trader: boolean;
  cart: CartLine[];
}

export interface CartList {
  list: CartShop[];
  /** goods that cannot be bought: '商品已下架' | '商品规格已不存在' | '商品已售罄' */
  fail: (CartLine & { mer_id: number; mer_name: string; reason: string })[];
}

export interface AddToCart {
  product_id: number;
  product_attr_unique: string;
  cart_num: number;
  /** 1: buy now (a single-use cart for /order_confirm?new=1), 0: the normal cart */
  is_new?: 0 | 1;
  product_type?: 0;
}

export const cartApi = (c: ApiClient) => ({
  add: (body: AddToCart) =>
    c.post<{ cart_id: number }>('/api/user/cart/create', { is_new: 0, product_type: 0, ...body }),
  list: () => c.get<CartList>('/api/user/cart/lst'),
  /** total pieces of valid normal-cart goods (the header badge) */
  count: () => c.get<{ count: number }[]>('/api/user/cart/count'),
  /** rejects with the server's message (e.g. '库存不足，最多可购买3件') and changes nothing */
  change: (cartId: number, cart_num: number) =>
    c.post<{ cart_id: number; cart_num: number }>(`/api/user/cart/change/${cartId}`, { cart_num }),
  remove: (cartIds: number[]) => c.post<null>('/api/user/cart/delete', { cart_id: cartIds }),
  /** buy again: adds the lines to the normal cart, all or none; answers their cart ids */
  again: (data: { product_id: number; product_attr_unique: string; cart_num: number }[]) =>
    c.post<{ cart_id: number[] }>('/api/user/cart/again', { data }),
});
