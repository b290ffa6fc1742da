/**
 * Test support for the after-sales pages: paid orders (balance), the seeded merchant staff
 * (`merchant<mer_id>` / shop1234) shipping orders and deciding refunds through the merchant API.
 */
import type { TestStack } from './stack';
import { addToCart, buyableSkus, callApi, clearCart, ensureAddress, placeOrder, type SeedSkuRef } from './checkout';

export const MERCHANT_PASSWORD = 'shop1234';

export interface PaidOrder {
  order_id: number;
  order_sn: string;
  group_order_id: number;
  mer_id: number;
  pay_price: number;
  pay_postage: number;
  orderProduct: { id: number; product_id: number; title: string; pay_price: number; product_num: number }[];
}

/** `n` SKUs of different goods of one shop, each cheap enough for the demo balance several times over. */
export function skusOfOneShop(n: number, skip = 0): SeedSkuRef[] {
  const byShop = new Map<number, SeedSkuRef[]>();
  for (const s of buyableSkus(30)) {
    if (s.product.once_max_count !== 0 || s.price > 20_000) continue;
    const list = byShop.get(s.mer_id) ?? [];
    if (!list.some((o) => o.product_id === s.product_id)) list.push(s);
    byShop.set(s.mer_id, list);
  }
  const shops = [...byShop.values()].filter((l) => l.length >= n);
  if (shops.length <= skip) throw new Error(`no shop with ${n} cheap goods`);
  return shops[skip].slice(0, n);
}

/** An order of these goods (one shop; `nums[i]` pieces of `skus[i]`, one each by default), paid from the balance; answers the shop's order. */
export async function paidOrder(
  stack: TestStack,
  token: string,
  skus: SeedSkuRef[],
  nums?: number[],
): Promise<PaidOrder> {
  const group = nums ? await placeOrderOf(stack, token, skus, nums) : await placeOrder(stack, token, skus);
  await callApi(stack, token, 'POST', `/api/order/pay/${group.group_order_id}`, { type: 'balance' });
  const detail = await callApi<{ orderList: PaidOrder[] }>(
    stack,
    token,
    'GET',
    `/api/order/group_order_detail/${group.group_order_id}`,
  );
  return detail.orderList[0];
}

/** A 仅退款 (or 退货退款: `refundType` 2) request for the order's first line, with the first reason the API offers; answers its id. */
export async function applyRefund(
  stack: TestStack,
  token: string,
  order: PaidOrder,
  refundType: 1 | 2 = 1,
): Promise<number> {
  const [reason] = await callApi<string[]>(stack, token, 'GET', '/api/common/refund_message');
  const { refund_order_id } = await callApi<{ refund_order_id: number }>(
    stack,
    token,
    'POST',
    `/api/refund/apply/${order.order_id}`,
    { type: 1, refund_type: refundType, ids: [order.orderProduct[0].id], refund_message: reason },
  );
  return refund_order_id;
}

/** An order of `nums[i]` pieces of `skus[i]`, from a cart emptied first (so no line is merged into an old one). */
async function placeOrderOf(stack: TestStack, token: string, skus: SeedSkuRef[], nums: number[]) {
  await clearCart(stack, token);
  const address_id = await ensureAddress(stack, token);
  const cart_id: number[] = [];
  for (const [i, sku] of skus.entries()) cart_id.push((await addToCart(stack, token, sku, nums[i])).cart_id);
  const check = await callApi<{ key: string }>(stack, token, 'POST', '/api/v2/order/check', { cart_id, address_id });
  return callApi<{ group_order_id: number }>(stack, token, 'POST', '/api/v2/order/create', {
    key: check.key,
    address_id,
  });
}

/** Staff tokens per stack (a stack's ports may be another stack's after it stops). */
const merchantTokens = new WeakMap<TestStack, Map<number, string>>();

/** Calls the merchant API as the staff of `merId` (logged in once per stack). */
export async function asMerchant<T>(
  stack: TestStack,
  merId: number,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<T> {
  const tokens = merchantTokens.get(stack) ?? new Map<number, string>();
  merchantTokens.set(stack, tokens);
  let token = tokens.get(merId);
  if (!token) {
    const login = await callApi<{ token: string }>(stack, '', 'POST', '/api/merchant/login', {
      account: `merchant${merId}`,
      password: MERCHANT_PASSWORD,
    });
    token = login.token;
    tokens.set(merId, token);
  }
  return callApi<T>(stack, token, method, url, body);
}

/** Ships by SF; a courier number can serve one order only, so the default is the order's own. */
export const shipOrder = (
  stack: TestStack,
  order: PaidOrder,
  trackingNo = `SF${String(order.order_id).padStart(10, '0')}`,
) =>
  asMerchant(stack, order.mer_id, 'POST', `/api/merchant/order/${order.order_id}/ship`, {
    delivery_type: 'express',
    delivery_name: 'SF',
    delivery_id: trackingNo,
  });

export const decideRefund = (
  stack: TestStack,
  merId: number,
  refundId: number,
  decision: 'agree' | 'refuse' | 'receive',
  reason?: string,
) => asMerchant(stack, merId, 'POST', `/api/merchant/refund/${refundId}/${decision}`, reason ? { reason } : undefined);

export const balanceOf = (stack: TestStack, token: string) =>
  callApi<{ now_money: number }>(stack, token, 'GET', '/api/user').then((u) => u.now_money);

/** yuan text of fen, as the pages show it */
export const yuan = (fen: number) => (fen / 100).toFixed(2);

/** A 1×1 PNG, as an uploaded review or refund picture. */
export { PNG_1PX } from '../../apps/api/test/image-fixtures';
