/**
 * What the activity pages (seckill, bargain, group buy) share: the goods of their lists, one page of
 * such a list with the server's clock, a shopper as they show one. Times are epoch seconds of the
 * server's clock (for the pages' countdowns); money is integer fen.
 */
import { z } from 'zod';
import { pageOfList } from './paging';

/** The goods an activity sells: `id` the activity goods, `product_id` its normal goods. */
export const activityGoodsRef = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  store_name: z.string(),
  image: z.string(),
});

/** A card of an activity's goods list; `price` the activity's (a bargain's: the original). */
export const activityGoodsCard = activityGoodsRef.extend({
  unit_name: z.string(),
  price: z.number().int(),
  stock: z.number().int(),
});

/** One page of an activity's goods list, with `server_time`. */
export const activityGoodsPage = <T extends z.ZodType>(card: T) =>
  pageOfList(card).extend({ server_time: z.number().int() });

/** A shopper as an activity page shows them (a bargain's owner and helpers, a group's members). */
export const shopperFace = z.object({ nickname: z.string(), avatar: z.string() });
export type ShopperFace = z.infer<typeof shopperFace>;
