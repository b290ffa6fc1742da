/** The presell (预售) parts of checkout and order answers. Times of a line in epoch seconds, of a purchase as ISO text. */
import { z } from 'zod';
import { pageOfList } from './paging';

/** 1 全款预售, 2 定金预售 */
export const presellType = z.union([z.literal(1), z.literal(2)]);
export type PresellType = z.infer<typeof presellType>;

/** A presell line of order/check: what is paid now (the deposit, or all of it) and later. */
export const presellLine = z.object({
  presell_type: presellType,
  price: z.number().int(),
  deposit: z.number().int(),
  final_price: z.number().int(),
  final_start_time: z.number().int(),
  final_end_time: z.number().int(),
  /** 发货时间: days after the (final) payment */
  delivery_day: z.number().int(),
});
export type PresellLine = z.infer<typeof presellLine>;

/** A presell purchase on the order pages: 0 unpaid, 1 待付尾款, 2 paid in full, -1 closed unpaid, -2 尾款超时. */
export const presellPurchase = z.object({
  status: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(-1), z.literal(-2)]),
  presell_type: presellType,
  deposit_price: z.number().int(),
  final_price: z.number().int(),
  coupon_price: z.number().int(),
  /** what is left to pay: the final amount less its coupon */
  pay_price: z.number().int(),
  final_start_time: z.string().nullable(),
  final_end_time: z.string().nullable(),
  delivery_day: z.number().int(),
});
export type PresellPurchase = z.infer<typeof presellPurchase>;

/** One order of the user centre's presell list (GET /api/user/presell_order). */
export const presellOrder = z.object({
  order_id: z.number().int(),
  order_sn: z.string(),
  mer_name: z.string(),
  /** 10 定金已付, 待付尾款; 11 尾款超时, 已关闭; else the usual order states */
  status: z.number().int(),
  paid: z.boolean(),
  pay_price: z.number().int(),
  total_num: z.number().int(),
  created_at: z.string(),
  goods: z.array(z.object({ title: z.string(), image: z.string(), sku: z.string(), product_num: z.number().int() })),
  /** the payment unit: /payment?result= pays the final amount once it is due */
  group_order_id: z.number().int(),
  is_cancel: z.boolean(),
  presell: presellPurchase.nullable(),
});
export type PresellOrder = z.infer<typeof presellOrder>;

/** GET /api/user/presell_order; `server_time` (epoch seconds) is the clock the page compares the final window with. */
export const presellOrderList = pageOfList(presellOrder).extend({ server_time: z.number().int() });
export type PresellOrderList = z.infer<typeof presellOrderList>;
