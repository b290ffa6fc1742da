/** Cart calls (/api/user/cart/*). Money is integer fen throughout. */
import { z } from 'zod';
import { flagField, idField, idListField, intField, MAX_ID, type RequestOf } from './fields';
import { SKU_UNIQUE } from './patterns';

/** The most pieces of one SKU a cart line can hold. */
export const MAX_CART_NUM = 99_999;

export const cartNumField = intField('购买数量', 1, MAX_CART_NUM);
export const skuUniqueField = z
  .string({ error: '请选择商品规格' })
  .trim()
  .min(1, '请选择商品规格')
  .max(12, '商品规格不存在')
  .regex(SKU_UNIQUE, '商品规格不存在');

/** One SKU and how many of it. */
export const cartItem = z.object({
  product_id: idField('商品ID'),
  product_attr_unique: skuUniqueField,
  cart_num: cartNumField,
});

/** POST /api/user/cart/create */
export const addToCartBody = cartItem.extend({
  /** 1: buy now (a single-use cart for /order_confirm?new=1), 0: the normal cart */
  is_new: flagField('is_new').optional().default(0),
  /** 0 normal goods; activity goods (buy now only): 1 seckill, 2 presell, 3 bargain, 4 group buy; unknown types are refused by the API */
  product_type: z.preprocess(
    (v) => (v === undefined || v === '' ? 0 : typeof v === 'string' ? Number(v) : v),
    z.number({ error: '暂不支持该类型的商品' }).int('暂不支持该类型的商品'),
  ),
  /** what an activity line needs besides the SKU: the group to join (0: open one), the bargain to buy */
  activity_ref: intField('活动', 0, MAX_ID).optional().default(0),
});
export type AddToCart = RequestOf<typeof addToCartBody, 'is_new' | 'product_type' | 'activity_ref'>;
export const cartAdded = z.object({ cart_id: z.number().int() });
export type CartAdded = z.infer<typeof cartAdded>;

/** POST /api/user/cart/change/:id; rejects with the server's message (e.g. '库存不足，最多可购买3件') and changes nothing */
export const changeCartBody = z.object({ cart_num: cartNumField });
export const cartChanged = z.object({ cart_id: z.number().int(), cart_num: z.number().int() });
export type CartChanged = z.infer<typeof cartChanged>;

/** POST /api/user/cart/delete */
export const deleteCartBody = z.object({ cart_id: idListField('购物车商品', 200) });

/** POST /api/user/cart/again: adds the lines to the normal cart, all or none; answers their cart ids */
export const cartAgainBody = z.object({
  data: z.array(cartItem, { error: '请选择商品' }).min(1, '请选择商品').max(50, '一次最多加入50种商品'),
});
export type CartItem = z.output<typeof cartItem>;
export const cartAgainAdded = z.object({ cart_id: z.array(z.number().int()) });
export type CartAgainAdded = z.infer<typeof cartAgainAdded>;

/** GET /api/user/cart/count: total pieces of valid normal-cart goods (the header badge), in a one-item list */
export const cartCount = z.array(z.object({ count: z.number().int() })).length(1);
export type CartCount = z.infer<typeof cartCount>;

export const cartLine = z.object({
  cart_id: z.number().int(),
  product_id: z.number().int(),
  product_attr_unique: z.string(),
  cart_num: z.number().int(),
  title: z.string(),
  image: z.string(),
  /** SKU attribute values, e.g. '黑色,128G'; '' for a single-spec product */
  sku: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
  /** per-order minimum and maximum (0 = no maximum) */
  once_min_count: z.number().int(),
  once_max_count: z.number().int(),
});
export type CartLine = z.infer<typeof cartLine>;

export const cartShop = z.object({
  mer_id: z.number().int(),
  mer_name: z.string(),
  /** 自营 */
  is_trader: z.boolean(),
  cart: z.array(cartLine),
});
export type CartShop = z.infer<typeof cartShop>;

/** GET /api/user/cart/lst */
export const cartList = z.object({
  list: z.array(cartShop),
  /** goods that cannot be bought: '商品已下架' | '商品规格已不存在' | '商品已售罄' */
  fail: z.array(cartLine.extend({ mer_id: z.number().int(), mer_name: z.string(), reason: z.string() })),
});
export type CartList = z.infer<typeof cartList>;
