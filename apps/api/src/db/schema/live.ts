/**
 * Live selling (直播): a merchant's anchors (主播), their rooms (a stream the merchant configures;
 * ingest is not ours), the goods pinned in a room, shoppers' follows of anchors, the room's live
 * comments and the like counter's rate-limit windows.
 *
 * Counters never drift: `fans` moves only with a follow row inserted or deleted in the same
 * transaction; likes are bounded per viewer and window by a conditional upsert.
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { merchant, storeProduct } from './catalog';

/** An anchor (主播) of a merchant; `fans` counts the rows of `user_anchor_follow`. */
export const liveAnchor = pgTable(
  'live_anchor',
  {
    id: serial().primaryKey(),
    mer_id: integer()
      .notNull()
      .references(() => merchant.id, { onDelete: 'cascade' }),
    nickname: varchar({ length: 32 }).notNull(),
    avatar: varchar({ length: 255 }).notNull().default(''),
    intro: varchar({ length: 500 }).notNull().default(''),
    fans: integer().notNull().default(0),
  },
  (t) => [index('live_anchor_mer_idx').on(t.mer_id), check('live_anchor_fans_check', sql`${t.fans} >= 0`)],
);

/** status: 0 预告 (coming), 1 直播中 (live), 2 回放 (replay). */
export const liveRoom = pgTable(
  'live_room',
  {
    id: serial().primaryKey(),
    anchor_id: integer()
      .notNull()
      .references(() => liveAnchor.id, { onDelete: 'cascade' }),
    title: varchar({ length: 64 }).notNull(),
    cover: varchar({ length: 255 }).notNull(),
    status: smallint().notNull(),
    start_time: timestamp({ withTimezone: true }).notNull(),
    /** the HLS playlist (.m3u8) URL */
    stream_url: varchar({ length: 500 }).notNull(),
    viewers: integer().notNull().default(0),
    likes: integer().notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_room_status_idx').on(t.status, t.start_time.desc(), t.id.desc()),
    index('live_room_anchor_idx').on(t.anchor_id, t.start_time.desc()),
    check('live_room_status_check', sql`${t.status} in (0, 1, 2)`),
    check('live_room_counters_check', sql`${t.viewers} >= 0 and ${t.likes} >= 0`),
  ],
);

/** Goods pinned in a room, in `sort` order. */
export const liveRoomGoods = pgTable(
  'live_room_goods',
  {
    room_id: integer()
      .notNull()
      .references(() => liveRoom.id, { onDelete: 'cascade' }),
    product_id: integer()
      .notNull()
      .references(() => storeProduct.id, { onDelete: 'cascade' }),
    sort: smallint().notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.room_id, t.product_id] })],
);

export const userAnchorFollow = pgTable(
  'user_anchor_follow',
  {
    id: serial().primaryKey(),
    uid: integer()
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    anchor_id: integer()
      .notNull()
      .references(() => liveAnchor.id, { onDelete: 'cascade' }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('user_anchor_follow_uq').on(t.uid, t.anchor_id), index('user_anchor_follow_uid_idx').on(t.uid, t.created_at)],
);

/** A comment as shown: plain text (sanitised), at most 100 characters. */
export const liveComment = pgTable(
  'live_comment',
  {
    id: serial().primaryKey(),
    room_id: integer()
      .notNull()
      .references(() => liveRoom.id, { onDelete: 'cascade' }),
    uid: integer()
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    content: varchar({ length: 100 }).notNull(),
    /** the client's message id: a comment resent after a reconnect is stored once */
    client_msg_id: varchar({ length: 64 }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_comment_room_idx').on(t.room_id, t.id.desc()),
    index('live_comment_uid_idx').on(t.uid, t.created_at.desc()),
    unique('live_comment_client_msg_uq').on(t.uid, t.client_msg_id),
  ],
);

/** Likes one viewer (a user, or a guest's address) gave a room in one time window. */
export const liveLikeWindow = pgTable(
  'live_like_window',
  {
    room_id: integer()
      .notNull()
      .references(() => liveRoom.id, { onDelete: 'cascade' }),
    viewer: varchar({ length: 64 }).notNull(),
    window_start: timestamp({ withTimezone: true }).notNull(),
    count: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.room_id, t.viewer, t.window_start] }),
    check('live_like_window_count_check', sql`${t.count} > 0`),
  ],
);
