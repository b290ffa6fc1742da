/**
 * Test support for the marketing activities' suites (seckill, presell, group buy, bargain):
 * shoppers ready to buy and the real buy-now flow (cart/create → order/check → order/create).
 * The activity goods themselves are made with each activity's `setup.ts`.
 */
import { createdOrder, orderCheck, type CartAdded, type CreatedOrder, type OrderCheck } from '@mall/contracts';
import { eq } from 'drizzle-orm';
import * as schema from '../src/db/schema';
import { newAddress, newShopper, type Shopper, type ShopEnv } from './checkout-fixture';

/** Activity goods as the suites hold them: the normal goods' id and an activity SKU's key. */
export interface ActivitySale {
  product_id: number;
  unique: string;
}

/** What a buy-now line carries besides the goods. */
export interface BuyNowTerms {
  product_type: number;
  cart_num?: number;
  is_new?: 0 | 1;
  /** the group to join, the bargain to buy */
  activity_ref?: number;
  /** another SKU key than the sale's */
  unique?: string;
}

/** A new shopper with `money` (fen) and an address. */
export async function buyer(env: ShopEnv, money = 0): Promise<Shopper> {
  const s = await newShopper(env, { money });
  await newAddress(s);
  return s;
}

/** cart/create of a buy-now line. */
export const buyNowCart = (s: Shopper, sale: ActivitySale, terms: BuyNowTerms) =>
  s.post<CartAdded>('/api/user/cart/create', {
    product_id: sale.product_id,
    product_attr_unique: terms.unique ?? sale.unique,
    cart_num: terms.cart_num ?? 1,
    is_new: terms.is_new ?? 1,
    product_type: terms.product_type,
    activity_ref: terms.activity_ref,
  });

/** cart/create → order/check: the priced order, or the refusal's message. */
export async function checkBuyNow(s: Shopper, sale: ActivitySale, terms: BuyNowTerms): Promise<OrderCheck | string> {
  const cart = await buyNowCart(s, sale, terms);
  if (cart.body.status !== 200) return cart.body.message;
  const res = await s.post('/api/v2/order/check', { cart_id: [cart.body.data.cart_id] });
  return res.body.status === 200 ? orderCheck.parse(res.body.data) : res.body.message;
}

/** cart/create → order/check → order/create (→ paid with the balance): the created order, or the refusal's message. */
export async function buyNowOrder(
  s: Shopper,
  sale: ActivitySale,
  terms: BuyNowTerms,
  opts: { pay?: boolean } = {},
): Promise<CreatedOrder | string> {
  const checked = await checkBuyNow(s, sale, terms);
  if (typeof checked === 'string') return checked;
  const res = await s.post('/api/v2/order/create', { key: checked.key });
  if (res.body.status !== 200) return res.body.message;
  const created = createdOrder.parse(res.body.data);
  if (opts.pay) await s.ok('POST', `/api/order/pay/${created.group_order_id}`, { type: 'balance' });
  return created;
}

/** The answer of a step that must succeed; fails the test with the refusal's message. */
export function must<T extends object>(x: T | string): T {
  if (typeof x === 'string') throw new Error(x);
  return x;
}

/** The shop order of a group order (activity orders have one). */
export async function shopOrderOf(env: ShopEnv, groupOrderId: number) {
  const [row] = await env.db.select().from(schema.storeOrder).where(eq(schema.storeOrder.group_order_id, groupOrderId));
  return row;
}
