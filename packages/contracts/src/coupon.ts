/**
 * Claimable coupons (templates): the coupon centre, a shop's and a goods page's coupons, claiming
 * one, the goods a coupon applies to (/goods_coupon). The coupons a user holds: ./user.ts. Money in fen.
 */
import { z } from 'zod';
import { searchCardPage } from './catalog';
import { idField } from './fields';
import { pageFields, pageOfList } from './paging';
import { couponKind, type CouponKind } from './user';

const COUPON_KIND_ERROR = '优惠券类型必须是0、1、10、11或12';

/** `?type=` of the coupon centre: '' or missing → all kinds. */
const couponKindQueryField = z.preprocess(
  (v) => (v === '' || v === undefined ? undefined : typeof v === 'string' && /^\d{1,3}$/.test(v) ? Number(v) : v),
  z
    .number({ error: COUPON_KIND_ERROR })
    .refine((t): t is CouponKind => couponKind.safeParse(t).success, COUPON_KIND_ERROR)
    .optional(),
);

/** A required id of the query string; missing or empty → '请选择<what>'. */
const requiredQueryId = (label: string, what: string) =>
  z
    .preprocess((v) => (v === '' ? undefined : v), idField(label).optional())
    .refine((v): v is number => v !== undefined, `请选择${what}`)
    .transform((v) => v as number);

/** GET /api/coupon/getlst: one kind or all, 12 a page. */
export const couponCentreQuery = z.object({
  type: couponKindQueryField,
  ...pageFields({ limit: 12 }),
});
export type CouponCentreQuery = z.output<typeof couponCentreQuery>;

/** GET /api/coupon/product: the coupons of a goods page. */
export const couponProductQuery = z.object({ product_id: requiredQueryId('商品ID', '商品') });

/** GET /api/product/spu/coupon_product: the goods a coupon applies to, 20 a page. */
export const couponGoodsQuery = z.object({
  coupon_id: requiredQueryId('优惠券ID', '优惠券'),
  ...pageFields({ limit: 20 }),
});
export type CouponGoodsQuery = z.output<typeof couponGoodsQuery>;

/** A claimable coupon (template) as the coupon centre, shops and goods pages show it. */
export const couponOffer = z.object({
  coupon_id: z.number().int(),
  mer_id: z.number().int(),
  title: z.string(),
  type: couponKind,
  coupon_price: z.number().int(),
  /** 0 = 无门槛 */
  use_min_price: z.number().int(),
  /** 0: valid `coupon_time` days after the claim; 1: from `use_start_time` to `use_end_time` */
  coupon_type: z.union([z.literal(0), z.literal(1)]),
  coupon_time: z.number().int(),
  use_start_time: z.string().nullable(),
  use_end_time: z.string().nullable(),
  receive_end_time: z.string().nullable(),
  /** null = no total limit */
  total_count: z.number().int().nullable(),
  remain_count: z.number().int().nullable(),
  user_limit: z.number().int(),
  /** how many the viewer holds already (0 for a guest) */
  received: z.number().int(),
  /** what the button does: claim it, it is used up (已抢光), or the viewer reached the limit (已领取) */
  state: z.enum(['receive', 'sold_out', 'received']),
  merchant: z.object({ mer_name: z.string(), mer_avatar: z.string(), is_trader: z.boolean() }).nullable(),
});
export type CouponOffer = z.infer<typeof couponOffer>;

/** GET /api/coupon/getlst */
export const couponOfferPage = pageOfList(couponOffer);

/** GET /api/coupon/store/:mer_id (a shop's shop and goods coupons), GET /api/coupon/product: at most 50. */
export const couponOffers = z.array(couponOffer);

/** What POST /api/coupon/receive/:id answers: the held coupon. */
export const couponReceived = z.object({ coupon_user_id: z.number().int() });
export type CouponReceived = z.infer<typeof couponReceived>;

/** GET /api/product/spu/coupon_product: the coupon and a page of the goods on sale it applies to. */
export const couponGoods = searchCardPage.extend({ coupon: couponOffer });
export type CouponGoods = z.infer<typeof couponGoods>;
