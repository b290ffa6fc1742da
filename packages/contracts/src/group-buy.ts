/** Group-buy (拼团) pages: the goods on group buy, a group-buy goods with its open groups, one group. Times in epoch seconds, money in fen. */
import { z } from 'zod';
import { activityGoodsCard, activityGoodsPage, shopperFace } from './activity-goods';
import { goodsDetail } from './catalog';

/** A goods on group buy in the list; `ot_price` is the normal price (单独购买). */
export const groupBuyCard = activityGoodsCard.extend({
  title: z.string(),
  ot_price: z.number().int(),
  /** group size */
  people: z.number().int(),
  /** pieces sold in groups */
  sales: z.number().int(),
  /** end of the activity */
  stop: z.number().int(),
});
export type GroupBuyCard = z.infer<typeof groupBuyCard>;

/** GET /api/store/product/group/lst: the goods on group buy now. */
export const groupBuyList = activityGoodsPage(groupBuyCard);
export type GroupBuyList = z.infer<typeof groupBuyList>;

/** A paid member of a group, leader first. */
export const groupMember = shopperFace.extend({ is_leader: z.boolean() });
export type GroupMember = z.infer<typeof groupMember>;

/** A group one can join, on the goods page. */
export const openGroup = z.object({
  id: z.number().int(),
  people: z.number().int(),
  paid_num: z.number().int(),
  /** members still missing */
  left: z.number().int(),
  ends_at: z.number().int(),
  leader: groupMember,
  members: z.array(groupMember),
  /** the viewer is in it */
  is_member: z.boolean(),
});
export type OpenGroup = z.infer<typeof openGroup>;

/**
 * GET /api/store/product/group/detail/:id: the goods page of the normal goods with the group SKUs
 * (own `unique`, group price, stock), the group terms and the groups one can join now.
 */
export const groupBuyDetail = goodsDetail.extend({
  /** the normal goods' SKUs (单独购买) */
  normal_sku: goodsDetail.shape.sku,
  group_buy: z.object({
    id: z.number().int(),
    title: z.string(),
    people: z.number().int(),
    effective_hours: z.number().int(),
    once_num: z.number().int(),
    quota: z.number().int(),
    sales: z.number().int(),
    start: z.number().int(),
    stop: z.number().int(),
    state: z.enum(['upcoming', 'open', 'ended']),
    server_time: z.number().int(),
  }),
  groups: z.array(openGroup),
});
export type GroupBuyDetail = z.infer<typeof groupBuyDetail>;

/** 0 拼团中, 10 拼团成功, -1 拼团失败 */
export const groupStatus = z.union([z.literal(0), z.literal(10), z.literal(-1)]);
export type GroupStatus = z.infer<typeof groupStatus>;

/** GET /api/store/product/group/get/:id: one group, for its page and share link. */
export const groupBuyGroup = z.object({
  id: z.number().int(),
  status: groupStatus,
  status_text: z.string(),
  people: z.number().int(),
  paid_num: z.number().int(),
  left: z.number().int(),
  ends_at: z.number().int(),
  server_time: z.number().int(),
  share_link: z.string(),
  members: z.array(groupMember),
  goods: activityGoodsCard.omit({ stock: true }).extend({ ot_price: z.number().int() }),
  viewer: z.object({
    logged_in: z.boolean(),
    is_member: z.boolean(),
    /** why the viewer cannot join; null: they may */
    refusal: z.string().nullable(),
  }),
});
export type GroupBuyGroup = z.infer<typeof groupBuyGroup>;
