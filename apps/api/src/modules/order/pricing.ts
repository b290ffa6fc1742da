/**
 * Prices a checkout: goods per merchant, one shop coupon per merchant, one platform coupon,
 * points, postage. Pure (no database), so `order/check` and `order/create` price the same way.
 * Money is integer fen; every discount is split over the lines it applies to by
 * largest remainder, so lines add up to orders and orders to the group order exactly.
 *
 * Order of application: shop coupons on the merchant's goods amount; then the platform coupon
 * on what is left of the goods it covers; then points on what is left of everything (at most
 * `maxRate` percent of it). Postage is added per merchant and never discounted; whether a
 * merchant ships for free is decided on its goods amount before discounts.
 */
import { badRequest } from '../../http/envelope';
import { memberPrice } from '@mall/contracts';
import { allocate } from './allocate';

export interface PriceLine {
  cart_id: number;
  mer_id: number;
  product_id: number;
  /** the goods' category and its ancestors */
  categories: number[];
  price: number;
  num: number;
  /** a marketing activity's own price: no member price on top */
  own_price?: boolean;
  /** false: no coupon covers the line */
  couponable?: boolean;
}

export interface HeldCoupon {
  id: number;
  mer_id: number;
  type: number;
  title: string;
  coupon_price: number;
  use_min_price: number;
  scope_ids: number[];
  end_time: Date;
}

/** Chosen coupons: merchant id → held coupon id (0 = the platform coupon); or 'auto' (the best). */
export type CouponChoice = Map<number, number> | 'auto';

export interface PointsRule {
  /** points switched on for the site */
  enabled: boolean;
  /** the buyer asked to use points */
  use: boolean;
  /** points the buyer holds */
  balance: number;
  /** fen one point takes off */
  fenPerPoint: number;
  /** at most this percent of what is left after coupons */
  maxRate: number;
}

export interface PricingInput {
  lines: PriceLine[];
  coupons: HeldCoupon[];
  choice: CouponChoice;
  points: PointsRule;
  /** postage of a merchant for its goods amount */
  postage: (merId: number, goodsAmount: number) => number;
  /** an SVIP member's percentage of the price (src/modules/svip/rules.ts); absent: not a member */
  memberDiscount?: number;
}

export interface CouponOption {
  coupon_user_id: number;
  title: string;
  type: number;
  coupon_price: number;
  use_min_price: number;
  end_time: Date;
  /** usable on this order, and what it would take off */
  usable: boolean;
  discount: number;
  checked: boolean;
}

export interface PricedLine {
  cart_id: number;
  /** the unit price charged (the member price for a member), before coupons and points */
  price: number;
  total_price: number;
  coupon_price: number;
  platform_coupon_price: number;
  integral_price: number;
  pay_price: number;
}

export interface PricedMerchant {
  mer_id: number;
  total_num: number;
  total_price: number;
  postage_price: number;
  coupon_user_id: number | null;
  coupon_price: number;
  platform_coupon_price: number;
  integral: number;
  integral_price: number;
  pay_price: number;
  coupons: CouponOption[];
  lines: PricedLine[];
}

export interface Pricing {
  merchants: PricedMerchant[];
  platform_coupon_user_id: number | null;
  platform_coupons: CouponOption[];
  total_num: number;
  total_price: number;
  total_postage: number;
  shop_coupon_price: number;
  platform_coupon_price: number;
  coupon_price: number;
  integral: { enabled: boolean; use: boolean; balance: number; points: number; price: number; max_points: number };
  pay_price: number;
  /** the coupons applied, as an explicit choice (merchant id → coupon id; 0 = platform) */
  choice: Record<number, number>;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

/** The lines a coupon covers (indexes into `lines`). */
function coveredLines(c: HeldCoupon, lines: PriceLine[]): number[] {
  const scope = new Set(c.scope_ids);
  const covers = (l: PriceLine) => {
    switch (c.type) {
      case 0:
        return l.mer_id === c.mer_id;
      case 1:
        return l.mer_id === c.mer_id && scope.has(l.product_id);
      case 10:
        return true;
      case 11:
        return l.categories.some((id) => scope.has(id));
      case 12:
        return scope.has(l.mer_id);
      default:
        return false;
    }
  };
  return lines.flatMap((l, i) => (l.couponable !== false && covers(l) ? [i] : []));
}

/** What a coupon takes off amounts `left` (per line), or 0 when its threshold is not met. */
function discountOf(c: HeldCoupon, lines: PriceLine[], left: number[]): { discount: number; covered: number[] } {
  const covered = coveredLines(c, lines);
  const base = sum(covered.map((i) => left[i]));
  if (base <= 0 || base < c.use_min_price) return { discount: 0, covered };
  return { discount: Math.min(c.coupon_price, base), covered };
}

/** The best coupon of a list: the largest discount, then the one that expires first. */
function best(options: { c: HeldCoupon; discount: number }[]): HeldCoupon | null {
  const usable = options.filter((o) => o.discount > 0);
  usable.sort((a, b) => b.discount - a.discount || a.c.end_time.getTime() - b.c.end_time.getTime() || a.c.id - b.c.id);
  return usable[0]?.c ?? null;
}

/** Subtracts a coupon's discount from the lines it covers, split by what is left of them. */
function apply(discount: number, covered: number[], left: number[]): number[] {
  const parts = new Array<number>(left.length).fill(0);
  allocate(
    discount,
    covered.map((i) => left[i]),
  ).forEach((p, k) => (parts[covered[k]] = p));
  return parts;
}

const isPlatform = (c: HeldCoupon) => c.type >= 10;

export function priceCheckout(input: PricingInput): Pricing {
  const { coupons, choice, points, memberDiscount } = input;
  // a member pays the member price of every line; coupons and points then apply to it
  const lines = input.lines.map((l) =>
    memberDiscount && !l.own_price ? { ...l, price: memberPrice(l.price, memberDiscount) } : l,
  );
  const merIds = [...new Set(lines.map((l) => l.mer_id))];
  const amounts = lines.map((l) => l.price * l.num);
  const byId = new Map(coupons.map((c) => [c.id, c]));

  if (choice !== 'auto') {
    for (const [merId, couponId] of choice) {
      if (merId !== 0 && !merIds.includes(merId)) throw badRequest('优惠券不可用：店铺不在订单中');
      const c = byId.get(couponId);
      if (!c) throw badRequest('优惠券不存在或已使用');
      if (isPlatform(c) !== (merId === 0) || (merId !== 0 && c.mer_id !== merId)) {
        throw badRequest(`「${c.title}」不能用于该店铺`);
      }
    }
  }

  // shop coupons
  const shopDiscount = new Array<number>(lines.length).fill(0);
  const shopChoice = new Map<number, HeldCoupon | null>();
  const shopOptions = new Map<number, CouponOption[]>();
  for (const merId of merIds) {
    const options = coupons
      .filter((c) => !isPlatform(c) && c.mer_id === merId)
      .map((c) => ({ c, ...discountOf(c, lines, amounts) }));
    let chosen: HeldCoupon | null;
    if (choice === 'auto') chosen = best(options);
    else {
      const id = choice.get(merId);
      chosen = id ? byId.get(id)! : null;
      const option = options.find((o) => o.c === chosen);
      if (chosen && !option?.discount) throw badRequest(`「${chosen.title}」不满足使用条件`);
    }
    shopChoice.set(merId, chosen);
    const option = options.find((o) => o.c === chosen);
    if (option) apply(option.discount, option.covered, amounts).forEach((p, i) => (shopDiscount[i] += p));
    shopOptions.set(
      merId,
      options.map((o) => couponOption(o.c, o.discount, o.c === chosen)),
    );
  }

  // the platform coupon, on what the shop coupons left
  const afterShop = amounts.map((a, i) => a - shopDiscount[i]);
  const platformOptions = coupons.filter(isPlatform).map((c) => ({ c, ...discountOf(c, lines, afterShop) }));
  let platform: HeldCoupon | null;
  if (choice === 'auto') platform = best(platformOptions);
  else {
    const id = choice.get(0);
    platform = id ? byId.get(id)! : null;
    if (platform && !platformOptions.find((o) => o.c === platform)?.discount) {
      throw badRequest(`「${platform.title}」不满足使用条件`);
    }
  }
  const platformOption = platformOptions.find((o) => o.c === platform);
  const platformDiscount = platformOption
    ? apply(platformOption.discount, platformOption.covered, afterShop)
    : new Array<number>(lines.length).fill(0);

  // points, on what is left of everything
  const afterCoupons = afterShop.map((a, i) => a - platformDiscount[i]);
  const pointsBase = sum(afterCoupons);
  const maxFen = Math.floor((pointsBase * points.maxRate) / 100);
  const maxPoints =
    points.enabled && points.fenPerPoint > 0 ? Math.min(points.balance, Math.floor(maxFen / points.fenPerPoint)) : 0;
  const usedPoints = points.use ? maxPoints : 0;
  const pointsPrice = usedPoints * points.fenPerPoint;
  const pointsParts = allocate(pointsPrice, afterCoupons);

  const pricedLines: PricedLine[] = lines.map((l, i) => ({
    cart_id: l.cart_id,
    price: l.price,
    total_price: amounts[i],
    coupon_price: shopDiscount[i],
    platform_coupon_price: platformDiscount[i],
    integral_price: pointsParts[i],
    pay_price: afterCoupons[i] - pointsParts[i],
  }));

  // points themselves (not only their value) are split over merchants, for returning them per order
  const merPointsPrice = merIds.map((m) =>
    sum(pricedLines.filter((_, i) => lines[i].mer_id === m).map((p) => p.integral_price)),
  );
  const merPoints = points.fenPerPoint > 0 ? allocate(usedPoints, merPointsPrice) : merIds.map(() => 0);

  const merchants: PricedMerchant[] = merIds.map((merId, k) => {
    const idx = lines.flatMap((l, i) => (l.mer_id === merId ? [i] : []));
    const mine = idx.map((i) => pricedLines[i]);
    const total_price = sum(mine.map((p) => p.total_price));
    const postage_price = input.postage(merId, total_price);
    const coupon = shopChoice.get(merId) ?? null;
    return {
      mer_id: merId,
      total_num: sum(idx.map((i) => lines[i].num)),
      total_price,
      postage_price,
      coupon_user_id: coupon?.id ?? null,
      coupon_price: sum(mine.map((p) => p.coupon_price)),
      platform_coupon_price: sum(mine.map((p) => p.platform_coupon_price)),
      integral: merPoints[k],
      integral_price: sum(mine.map((p) => p.integral_price)),
      pay_price: sum(mine.map((p) => p.pay_price)) + postage_price,
      coupons: shopOptions.get(merId) ?? [],
      lines: mine,
    };
  });

  const shopCouponPrice = sum(merchants.map((m) => m.coupon_price));
  const platformCouponPrice = sum(merchants.map((m) => m.platform_coupon_price));
  const resolved: Record<number, number> = {};
  for (const m of merchants) if (m.coupon_user_id) resolved[m.mer_id] = m.coupon_user_id;
  if (platform) resolved[0] = platform.id;
  return {
    merchants,
    platform_coupon_user_id: platform?.id ?? null,
    platform_coupons: platformOptions.map((o) => couponOption(o.c, o.discount, o.c === platform)),
    total_num: sum(merchants.map((m) => m.total_num)),
    total_price: sum(merchants.map((m) => m.total_price)),
    total_postage: sum(merchants.map((m) => m.postage_price)),
    shop_coupon_price: shopCouponPrice,
    platform_coupon_price: platformCouponPrice,
    coupon_price: shopCouponPrice + platformCouponPrice,
    integral: {
      enabled: points.enabled,
      use: points.use && usedPoints > 0,
      balance: points.balance,
      points: usedPoints,
      price: pointsPrice,
      max_points: maxPoints,
    },
    pay_price: sum(merchants.map((m) => m.pay_price)),
    choice: resolved,
  };
}

function couponOption(c: HeldCoupon, discount: number, checked: boolean): CouponOption {
  return {
    coupon_user_id: c.id,
    title: c.title,
    type: c.type,
    coupon_price: c.coupon_price,
    use_min_price: c.use_min_price,
    end_time: c.end_time,
    usable: discount > 0,
    discount,
    checked,
  };
}
