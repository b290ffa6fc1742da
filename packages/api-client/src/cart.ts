import type { AddToCart, CartAdded, CartAgainAdded, CartChanged, CartCount, CartItem, CartList } from '@mall/contracts';
import type { ApiCaller } from './client';

/** Cart calls (issue 7); the shapes are @mall/contracts'. Money is integer fen throughout. */
export type {
  AddToCart,
  CartAdded,
  CartAgainAdded,
  CartChanged,
  CartCount,
  CartLine,
  CartList,
  CartShop,
} from '@mall/contracts';

export const cartApi = (c: ApiCaller) => ({
  add: (body: AddToCart) => c.post<CartAdded>('/api/user/cart/create', { is_new: 0, product_type: 0, ...body }),
  list: () => c.get<CartList>('/api/user/cart/lst'),
  /** total pieces of valid normal-cart goods (the header badge) */
  count: () => c.get<CartCount>('/api/user/cart/count'),
  /** rejects with the server's message (e.g. '库存不足，最多可购买3件') and changes nothing */
  change: (cartId: number, cart_num: number) => c.post<CartChanged>(`/api/user/cart/change/${cartId}`, { cart_num }),
  remove: (cartIds: number[]) => c.post<null>('/api/user/cart/delete', { cart_id: cartIds }),
  /** buy again: adds the lines to the normal cart, all or none; answers their cart ids */
  again: (data: CartItem[]) => c.post<CartAgainAdded>('/api/user/cart/again', { data }),
});
