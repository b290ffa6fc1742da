/**
 * Daily sign-in and the paid SVIP membership. A sign-in row is unique per user and calendar day
 * in Asia/Shanghai, so a double click (or two tabs) earns once. A membership is bought as an
 * SVIP order (paid through the pay service like a group order); its validity is
 * `users.svip_expires_at`.
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const userSign = pgTable(
  'user_sign',
  {
    id: serial().primaryKey(),
    uid: integer()
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** the calendar day in Asia/Shanghai */
    day: date({ mode: 'string' }).notNull(),
    /** consecutive days including this one */
    streak: integer().notNull(),
    /** points given */
    reward: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('user_sign_day_uq').on(t.uid, t.day), check('user_sign_streak_check', sql`${t.streak} >= 1 and ${t.reward} >= 0`)],
);

export const svipPlan = pgTable(
  'svip_plan',
  {
    id: serial().primaryKey(),
    title: varchar({ length: 32 }).notNull(),
    /** how long one purchase lasts */
    days: integer().notNull(),
    /** fen */
    price: integer().notNull(),
    ot_price: integer().notNull(),
    sort: smallint().notNull().default(0),
    is_show: smallint().notNull().default(1),
  },
  (t) => [check('svip_plan_money_check', sql`${t.price} > 0 and ${t.days} > 0 and ${t.ot_price} >= ${t.price}`)],
);

export const svipOrder = pgTable(
  'svip_order',
  {
    id: serial().primaryKey(),
    /** the out_trade_no the gateway sees: 'vip' + digits, never a group order's number */
    order_sn: varchar({ length: 32 }).notNull().unique(),
    uid: integer()
      .notNull()
      .references(() => users.uid),
    plan_id: integer()
      .notNull()
      .references(() => svipPlan.id),
    /** the plan as bought */
    title: varchar({ length: 32 }).notNull(),
    days: integer().notNull(),
    pay_price: integer().notNull(),
    /** 0 unpaid, 1 paid, -1 closed */
    status: smallint().notNull().default(0),
    pay_type: varchar({ length: 16 }).notNull().default(''),
    pay_time: timestamp({ withTimezone: true }),
    /** the membership's end after this purchase */
    member_expires_at: timestamp({ withTimezone: true }),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('svip_order_status_check', sql`${t.status} in (-1, 0, 1)`),
    check('svip_order_money_check', sql`${t.pay_price} > 0`),
    index('svip_order_uid_idx').on(t.uid, t.status),
  ],
);
