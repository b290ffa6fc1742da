/**
 * Distribution (分销): who brought whom, and the brokerage promoters earn on their invitees'
 * orders. A user has at most one spread parent, set once by a conditional update (first binding
 * wins). Brokerage is one row per order line and level (unique), so an order is paid out once;
 * `brokerage_price` is what a promoter may withdraw now, never below zero.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { storeOrder, storeOrderProduct } from './order';

export const userSpread = pgTable(
  'user_spread',
  {
    uid: integer()
      .primaryKey()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** the invite code (/?spread=<code>) */
    code: varchar({ length: 16 }).notNull().unique(),
    /** the promoter who brought this user */
    spread_uid: integer().references(() => users.uid, { onDelete: 'set null' }),
    spread_time: timestamp({ withTimezone: true }),
    /** thawed brokerage not withdrawn yet, fen */
    brokerage_price: integer().notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_spread_check', sql`${t.brokerage_price} >= 0 and ${t.spread_uid} <> ${t.uid}`),
    index('user_spread_parent_idx').on(t.spread_uid),
  ],
);

/**
 * Brokerage a promoter (uid) earns on one line of an order of someone they brought (level 1) or
 * someone their invitee brought (level 2). status: 0 frozen (冻结中), 1 thawed (已到账),
 * -1 all of it returned by refunds (已退回). `refunded` is the part refunds took back.
 */
export const userBrokerage = pgTable(
  'user_brokerage',
  {
    id: serial().primaryKey(),
    uid: integer()
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    buyer_uid: integer()
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    order_id: integer()
      .notNull()
      .references(() => storeOrder.id),
    order_product_id: integer()
      .notNull()
      .references(() => storeOrderProduct.id),
    /** 1 direct, 2 second level */
    level: smallint().notNull().default(1),
    /** what the buyer paid for the line, fen */
    base_price: integer().notNull(),
    /** percent of base_price */
    rate: smallint().notNull(),
    brokerage: integer().notNull(),
    refunded: integer().notNull().default(0),
    status: smallint().notNull().default(0),
    thawed_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_brokerage_line_uq').on(t.order_product_id, t.level),
    check(
      'user_brokerage_check',
      sql`${t.brokerage} >= 0 and ${t.refunded} >= 0 and ${t.refunded} <= ${t.brokerage} and ${t.status} in (-1, 0, 1) and ${t.level} in (1, 2)`,
    ),
    index('user_brokerage_uid_idx').on(t.uid, t.created_at),
    index('user_brokerage_order_idx').on(t.order_id),
  ],
);
