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

/** A region of China's 4-level administrative divisions; the id is its statistical code. */
export interface Region {
  id: number;
  name: string;
  parent_id: number;
  /** 1 province, 2 city, 3 district, 4 street */
  level: 1 | 2 | 3 | 4;
  /** number of children (0 for a street) */
  snum: number;
}

export interface Address {
  address_id: number;
  real_name: string;
  phone: string;
  province_id: number;
  province: string;
  city_id: number;
  city: string;
  district_id: number;
  district: string;
  street_id: number;
  street: string;
  detail: string;
  is_default: 0 | 1;
}

/** Region names are taken from the ids by the server. */
export interface AddressInput {
  /** 0 or absent: a new address; otherwise the address to edit */
  address_id?: number;
  /** 2–25 characters: Chinese, Latin letters, '·', spaces */
  real_name: string;
  /** mainland mobile number, 11 digits */
  phone: string;
  province_id: number;
  city_id: number;
  district_id: number;
  street_id: number;
  /** 2–60 characters */
  detail: string;
  is_default?: 0 | 1;
}

export const addressApi = (c: ApiClient) => ({
  /** children of a region; 0 → the provinces */
  regions: (pid: number) => c.get<Region[]>(`/api/v2/system/city/lst/${pid}`),
  /** the default address first, then the newest; at most `max` (50) addresses */
  list: () => c.get<{ list: Address[]; count: number; max: number }>('/api/user/address/lst'),
  detail: (id: number) => c.get<Address>(`/api/user/address/detail/${id}`),
  /** creates (address_id 0) or edits; the first address becomes the default */
  save: (body: AddressInput) => c.post<{ address_id: number }>('/api/user/address/create', { address_id: 0, ...body }),
  setDefault: (id: number) => c.post<null>(`/api/user/address/update/${id}`),
  /** deleting the default makes the newest remaining address the default */
  remove: (id: number) => c.post<null>(`/api/user/address/delete/${id}`),
});
