/**
 * Bargain (砍价) pages: the goods open for bargains, a bargain goods, one bargain with its helpers,
 * the user's bargains; starting a bargain and helping one. Times in epoch seconds, money in fen.
 */
import { z } from 'zod';
import { activityGoodsCard, activityGoodsPage, activityGoodsRef, shopperFace } from './activity-goods';
import { skuUniqueField } from './cart';
import { goodsDetail, skuInfo } from './catalog';
import { pageOfList } from './paging';

/** POST /api/store/product/bargain/start/:id: the SKU to bargain down. */
export const bargainStartBody = z.object({ unique: skuUniqueField });
export type BargainStartBody = z.infer<typeof bargainStartBody>;

/** What POST /api/store/product/bargain/start/:id answers. */
export const bargainStarted = z.object({ bargain_id: z.number().int() });
export type BargainStarted = z.infer<typeof bargainStarted>;

/** Bargain goods in the list: `price` the original (lowest SKU), `min_price` the floor. */
export const bargainCard = activityGoodsCard.extend({
  min_price: z.number().int(),
  help_num: z.number().int(),
  /** bargains started so far */
  people: z.number().int(),
  /** the last moment a bargain can start */
  stop_time: z.number().int(),
});
export type BargainCard = z.infer<typeof bargainCard>;

/** GET /api/store/product/bargain/lst: the goods open for new bargains now. */
export const bargainList = activityGoodsPage(bargainCard);
export type BargainList = z.infer<typeof bargainList>;

/** 0 未开始, 1 进行中, 2 已结束 */
export const bargainGoodsState = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type BargainGoodsState = z.infer<typeof bargainGoodsState>;

/**
 * GET /api/store/product/bargain/detail/:id: the goods page of the normal goods with the bargain
 * SKUs (own `unique`, original and floor price), the rules and window, the viewer's bargain.
 */
export const bargainDetail = goodsDetail.extend({
  sku: z.record(z.string(), skuInfo.extend({ min_price: z.number().int() })),
  bargain: z.object({
    id: z.number().int(),
    min_price: z.number().int(),
    help_num: z.number().int(),
    hours: z.number().int(),
    people: z.number().int(),
    start_time: z.number().int(),
    stop_time: z.number().int(),
    state: bargainGoodsState,
    state_text: z.string(),
    server_time: z.number().int(),
    /** the viewer's bargain of these goods in progress */
    my_bargain_id: z.number().int().nullable(),
  }),
});
export type BargainDetail = z.infer<typeof bargainDetail>;

/** 1 砍价中, 10 砍价成功 (or 已购买), -1 已结束 */
export const bargainStatusCode = z.union([z.literal(1), z.literal(10), z.literal(-1)]);
export type BargainStatusCode = z.infer<typeof bargainStatusCode>;

export const bargainHelper = shopperFace.extend({
  /** fen taken off */
  amount: z.number().int(),
  time: z.number().int(),
});
export type BargainHelper = z.infer<typeof bargainHelper>;

/** A bargain's state and prices, on its page and in the user's list. */
export const bargainFigures = z.object({
  id: z.number().int(),
  status: bargainStatusCode,
  status_text: z.string(),
  ot_price: z.number().int(),
  min_price: z.number().int(),
  price: z.number().int(),
  help_num: z.number().int(),
  help_count: z.number().int(),
  /** how far from the original price towards the floor */
  percent: z.number().int(),
  ends_at: z.number().int(),
});

/** The goods and SKU a bargain is of. */
const bargainGoods = activityGoodsRef.extend({ sku: z.string() });

/** GET /api/store/product/bargain/status/:id: one bargain as its page shows it (public: a share link opens it). */
export const bargainStatus = bargainFigures.extend({
  server_time: z.number().int(),
  goods: bargainGoods,
  owner: shopperFace,
  /** newest first */
  helps: z.array(bargainHelper),
  viewer: z.object({
    is_owner: z.boolean(),
    helped_amount: z.number().int().nullable(),
    can_help: z.boolean(),
    can_buy: z.boolean(),
    /** the key to buy it with (the owner only) */
    unique: z.string().nullable(),
    group_order_id: z.number().int().nullable(),
  }),
});
export type BargainStatus = z.infer<typeof bargainStatus>;

/** GET /api/store/product/bargain/my: the user's bargains, newest first. */
export const myBargains = pageOfList(bargainFigures.extend({ goods: bargainGoods }));
export type MyBargains = z.infer<typeof myBargains>;

/** What POST /api/store/product/bargain/help/:id answers: this help and the bargain after it. */
export const bargainHelp = z.object({
  /** fen taken off by this help */
  amount: z.number().int(),
  price: z.number().int(),
  help_count: z.number().int(),
  status: bargainStatusCode,
});
export type BargainHelp = z.infer<typeof bargainHelp>;
