/** Live selling (直播): rooms by status, a room with its pinned goods, anchors, follows, likes and the room's comments. */
import { z } from 'zod';
import { intField, positiveInt } from './fields';
import { pageOfList, pageQuery } from './paging';

/** 0 预告, 1 直播中, 2 回放 */
export type LiveStatus = 0 | 1 | 2;
const liveStatus = z.union([z.literal(0), z.literal(1), z.literal(2)]);

/** GET /api/live/room/lst: one status (absent or '': 直播中), paged. */
export const liveRoomListQuery = pageQuery.extend({
  status: z.preprocess((v) => (v === undefined || v === '' ? 1 : v), intField('直播状态', 0, 2)),
});

/** POST /api/live/room/like/:id: a tap sends one like, a held tap a few (absent: 1). */
export const liveLikeBody = z.object({ count: z.preprocess((v) => v ?? 1, intField('点赞数', 1, 20)) });

/** GET /api/live/room/comment/:id: how many of the latest comments (default 50). */
export const liveCommentQuery = z.object({ limit: positiveInt('条数', 100, 50) });

/** The room socket's `comment` message: the text is checked (and sanitised) by the API. */
export const liveCommentMessage = z.object({ content: z.unknown() });

/** What every view of a room shows; `start_time` in epoch seconds. */
const liveRoomFields = z.object({
  id: z.number().int(),
  title: z.string(),
  cover: z.string(),
  status: liveStatus,
  status_text: z.string(),
  start_time: z.number().int(),
  viewers: z.number().int(),
  likes: z.number().int(),
});

/** A room on the live list and an anchor's page. */
export const liveRoomCard = liveRoomFields.extend({
  anchor_id: z.number().int(),
  anchor_name: z.string(),
  anchor_avatar: z.string(),
});
export type LiveRoomCard = z.infer<typeof liveRoomCard>;
/** GET /api/live/room/lst */
export const liveRoomList = pageOfList(liveRoomCard);

/** A pinned goods; `unique` is the SKU the room sells (null when none is in stock). Money in fen. */
export const liveGoods = z.object({
  product_id: z.number().int(),
  index: z.number().int(),
  store_name: z.string(),
  image: z.string(),
  price: z.number().int(),
  ot_price: z.number().int(),
  sales: z.number().int(),
  stock: z.number().int(),
  unit_name: z.string(),
  unique: z.string().nullable(),
  sku: z.string(),
});
export type LiveGoods = z.infer<typeof liveGoods>;

export const liveAnchor = z.object({
  id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  intro: z.string(),
  fans: z.number().int(),
  mer_id: z.number().int(),
  mer_name: z.string(),
  is_follow: z.boolean(),
});
export type LiveAnchor = z.infer<typeof liveAnchor>;

/** GET /api/live/room/detail/:id */
export const liveRoomDetail = liveRoomFields.extend({
  /** the HLS playlist; empty before the show */
  stream_url: z.string(),
  anchor: liveAnchor,
  goods: z.array(liveGoods),
});
export type LiveRoomDetail = z.infer<typeof liveRoomDetail>;

/** GET /api/live/anchor/detail/:id */
export const anchorProfile = liveAnchor.extend({
  is_live: z.boolean(),
  /** on air and coming */
  rooms: z.array(liveRoomCard),
  replays: z.array(liveRoomCard),
});
export type AnchorProfile = z.infer<typeof anchorProfile>;

/**
 * A comment as shown: GET /api/live/room/comment/:id (the latest, oldest first), the ack of the
 * socket's `comment` message and the room's `live.comment` event. `created_at` in epoch seconds.
 */
export const liveComment = z.object({
  id: z.number().int(),
  uid: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  content: z.string(),
  created_at: z.number().int(),
});
export type LiveComment = z.infer<typeof liveComment>;

/** POST /api/live/room/like/:id, and the room's `live.likes` event: the room's likes now. */
export const liveLikes = z.object({ likes: z.number().int() });
export type LiveLikes = z.infer<typeof liveLikes>;

/** The room's `live.viewers` event: `viewers` counted so far (as one joins), `online` now. */
export const liveViewers = z.object({ viewers: z.number().int().optional(), online: z.number().int() });
export type LiveViewers = z.infer<typeof liveViewers>;

/** POST /api/live/anchor/follow/:id, /api/live/anchor/unfollow/:id */
export const followState = z.object({ is_follow: z.boolean(), fans: z.number().int() });
export type FollowState = z.infer<typeof followState>;

/** GET /api/user/anchor/lst: the anchors the user follows, newest follow first. */
export const followedAnchor = z.object({
  anchor_id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  fans: z.number().int(),
  is_live: z.boolean(),
  /** the room on air now */
  live_room_id: z.number().int().nullable(),
  mer_id: z.number().int().nullable(),
  mer_name: z.string().nullable(),
  created_at: z.string(),
});
export type FollowedAnchor = z.infer<typeof followedAnchor>;
export const followedAnchorList = pageOfList(followedAnchor);
