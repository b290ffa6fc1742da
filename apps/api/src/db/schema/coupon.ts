/**
 * Coupons (templates) and the coupons users hold. Money in fen.
 * type: 0 shop (every goods of `mer_id`), 1 goods (products in `scope_ids`), 10 platform general,
 * 11 platform category (goods under the categories in `scope_ids`, any level), 12 cross-shop
 * (goods of the merchants in `scope_ids`). Platform coupons have mer_id 0.
 * A held coupon copies the terms it was claimed with, so later edits of the template do not
 * change it. status: 0 unused, 1 used (by `group_order_id`), 2 expired.
 * Claiming (领券): a template is claimable while `is_show`, inside its claim window
 * (`receive_start_time`/`receive_end_time`, null = open), while `remain_count` > 0 (null = no
 * total limit), and up to `user_limit` times per user.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';

export const COUPON_TYPES = [0, 1, 10, 11, 12] as const;
export type CouponType = (typeof COUPON_TYPES)[number];
const typeCheck = (column: unknown) => sql`${column} in (0, 1, 10, 11, 12)`;

export const storeCoupon = pgTable(
  'store_coupon',
  {
    id: serial().primaryKey(),
    mer_id: integer().notNull().default(0),
    title: varchar({ length: 64 }).notNull(),
    type: smallint().notNull(),
    coupon_price: integer().notNull(),
    /** 0 = 无门槛 */
    use_min_price: integer().notNull().default(0),
    scope_ids: jsonb().$type<number[]>().notNull().default([]),
    /** 0: valid `coupon_time` days from the claim; 1: valid from `use_start_time` to `use_end_time` */
    coupon_type: smallint().notNull().default(0),
    coupon_time: integer().notNull().default(30),
    use_start_time: timestamp({ withTimezone: true }),
    use_end_time: timestamp({ withTimezone: true }),
    receive_start_time: timestamp({ withTimezone: true }),
    receive_end_time: timestamp({ withTimezone: true }),
    total_count: integer(),
    remain_count: integer(),
    user_limit: integer().notNull().default(1),
    is_show: boolean().notNull().default(true),
    is_del: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_coupon_type_check', typeCheck(t.type)),
    check(
      'store_coupon_count_check',
      sql`(${t.total_count} is null) = (${t.remain_count} is null) and (${t.remain_count} is null or ${t.remain_count} between 0 and ${t.total_count})`,
    ),
    check('store_coupon_user_limit_check', sql`${t.user_limit} >= 1`),
    check('store_coupon_price_check', sql`${t.coupon_price} > 0 and ${t.use_min_price} >= 0`),
    check('store_coupon_scope_check', sql`(${t.type} < 10) = (${t.mer_id} > 0)`),
  ],
);

export const storeCouponUser = pgTable(
  'store_coupon_user',
  {
    id: serial().primaryKey(),
    uid: integer()
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    coupon_id: integer()
      .notNull()
      .references(() => storeCoupon.id),
    mer_id: integer().notNull(),
    type: smallint().notNull(),
    coupon_title: varchar({ length: 64 }).notNull(),
    coupon_price: integer().notNull(),
    use_min_price: integer().notNull(),
    scope_ids: jsonb().$type<number[]>().notNull().default([]),
    start_time: timestamp({ withTimezone: true }).notNull(),
    end_time: timestamp({ withTimezone: true }).notNull(),
    status: smallint().notNull().default(0),
    use_time: timestamp({ withTimezone: true }),
    group_order_id: integer(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_coupon_user_type_check', typeCheck(t.type)),
    check('store_coupon_user_status_check', sql`${t.status} in (0, 1, 2)`),
    check('store_coupon_user_price_check', sql`${t.coupon_price} > 0 and ${t.use_min_price} >= 0`),
    check('store_coupon_user_used_check', sql`(${t.status} = 1) = (${t.group_order_id} is not null)`),
    index('store_coupon_user_uid_idx').on(t.uid, t.status),
    index('store_coupon_user_coupon_idx').on(t.coupon_id, t.uid),
    index('store_coupon_user_order_idx').on(t.group_order_id),
  ],
);
