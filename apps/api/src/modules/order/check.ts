/** POST /api/v2/order/check: prices a checkout and keeps what was priced under a key (600 s). */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { orderCheckout } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { addressView, type AddressRow } from '../address/service';
import { checkoutReads, type CheckoutReads } from './checkout-reads';
import { checkoutLines, lineImage, type CheckoutLine } from './inputs';
import { shopperReads } from './shopper-reads';
import { priceCheckout, type CouponChoice, type Pricing } from './pricing';
import { isActivityGoods } from '../activity/kind';
import { activityKind } from '../activity/registry';
import { isMember } from '../svip/rules';
import { quoteOf, type Quote } from './quote';

export const CHECKOUT_TTL_SECONDS = 600;
/** ¥10,000,000.00: amounts stay far inside the 32-bit integer columns. */
export const MAX_ORDER_FEN = 1_000_000_000;

export interface CheckInput {
  cart_ids: number[];
  address_id: number;
  /** merchant id → coupon ids (0 = platform); absent: the best coupons are chosen */
  use_coupon?: Record<string, number[]>;
  use_integral: boolean;
}

/** What a key stands for: the input with the coupon choice made explicit. */
export interface CheckoutSnapshot {
  cart_ids: number[];
  address_id: number;
  use_coupon: Record<string, number>;
  use_integral: boolean;
  /** order/check's pricing, when order/create may take it as it is */
  quote?: Quote;
}

/** Reads without the shared cache (scripts, seeds). */
const uncached = checkoutReads();

export function parseCouponChoice(useCoupon: Record<string, number[]> | undefined): CouponChoice {
  if (!useCoupon) return 'auto';
  const choice = new Map<number, number>();
  for (const [key, ids] of Object.entries(useCoupon)) {
    const merId = Number(key);
    if (!Number.isInteger(merId) || merId < 0) throw badRequest('优惠券参数格式错误');
    const chosen = ids.filter((id) => id > 0);
    if (chosen.length > 1) throw badRequest(merId === 0 ? '平台优惠券每单只能使用一张' : '每个店铺只能使用一张优惠券');
    if (chosen.length === 1) choice.set(merId, chosen[0]);
  }
  return choice;
}

const saveCheckout = (db: Db) =>
  prepared(db, 'save_checkout', (d) =>
    d
      .insert(orderCheckout)
      .values({
        key: sql.placeholder('key'),
        uid: sql.placeholder('uid'),
        input: sql.placeholder('input'),
        pay_price: sql.placeholder('pay_price'),
      })
      .prepare('save_checkout'),
  );

/** Prices a checkout with the database as it is now (inside a transaction for order/create). */
export async function priceFor(
  db: Db,
  uid: number,
  input: { cart_ids: number[]; address_id: number; choice: CouponChoice; use_integral: boolean },
  reads: CheckoutReads = uncached,
) {
  const lines = await checkoutLines(db, uid, input.cart_ids, (ids) => reads.categoryPaths(db, ids));
  const merIds = [...new Set(lines.map((l) => l.mer_id))];
  const { address, user, coupons, postage } = await shopperReads(db, uid, input.address_id, merIds);
  const settings = await reads.points(db);
  const svip = await reads.svip(db);
  const pricing = priceCheckout({
    lines,
    coupons,
    choice: input.choice,
    points: { ...settings, use: input.use_integral, balance: user.integral },
    postage,
    memberDiscount: svip.enabled && isMember(user) ? svip.discount : undefined,
  });
  if (pricing.total_price > MAX_ORDER_FEN) throw badRequest('单笔订单金额不能超过1000万元，请分开下单');
  return { lines, address, pricing, settings };
}

export async function checkOrder(db: Db, uid: number, input: CheckInput, reads: CheckoutReads = uncached) {
  const priced = await priceFor(db, uid, { ...input, choice: parseCouponChoice(input.use_coupon) }, reads);
  const snapshot: CheckoutSnapshot = {
    cart_ids: input.cart_ids,
    address_id: priced.address?.id ?? 0,
    use_coupon: priced.pricing.choice,
    use_integral: input.use_integral,
    quote: quoteOf(priced),
  };
  const key = randomBytes(16).toString('hex');
  // keys past their lifetime are deleted by a timed job (see ./purge.ts)
  await saveCheckout(db).execute({ key, uid, input: snapshot, pay_price: priced.pricing.pay_price });
  return {
    key,
    expires_in: CHECKOUT_TTL_SECONDS,
    ...checkView(priced.lines, priced.address, priced.pricing, priced.settings.fenPerPoint),
  };
}

export const snapshotChoice = (s: CheckoutSnapshot): CouponChoice =>
  new Map(Object.entries(s.use_coupon).map(([mer, id]) => [Number(mer), id]));

function checkView(lines: CheckoutLine[], address: AddressRow | null, p: Pricing, fenPerPoint: number) {
  const line = new Map(lines.map((l) => [l.cart_id, l]));
  return {
    address: address ? addressView(address) : null,
    order: p.merchants.map((m) => {
      const first = line.get(m.lines[0].cart_id)!.goods;
      return {
        mer_id: m.mer_id,
        mer_name: first.mer_name,
        is_trader: first.is_trader,
        total_num: m.total_num,
        total_price: m.total_price,
        postage_price: m.postage_price,
        coupon_user_id: m.coupon_user_id,
        coupon_price: m.coupon_price,
        platform_coupon_price: m.platform_coupon_price,
        integral: m.integral,
        integral_price: m.integral_price,
        pay_price: m.pay_price,
        coupons: m.coupons,
        cart: m.lines.map((pl) => {
          const l = line.get(pl.cart_id)!;
          return {
            product_id: l.product_id,
            product_attr_unique: l.goods.unique,
            title: l.goods.title,
            image: lineImage(l),
            sku: l.goods.sku,
            cart_num: l.num,
            ...pl,
            ...(isActivityGoods(l.goods) ? activityKind(l.goods.activity_type)?.lineInfo?.(l.goods, l.num) : undefined),
          };
        }),
      };
    }),
    platform_coupons: p.platform_coupons,
    platform_coupon_user_id: p.platform_coupon_user_id,
    use_coupon: Object.fromEntries(Object.entries(p.choice).map(([mer, id]) => [mer, [id]])),
    total_num: p.total_num,
    total_price: p.total_price,
    total_postage: p.total_postage,
    shop_coupon_price: p.shop_coupon_price,
    platform_coupon_price: p.platform_coupon_price,
    coupon_price: p.coupon_price,
    integral: { ...p.integral, fen_per_point: fenPerPoint },
    pay_price: p.pay_price,
  };
}
