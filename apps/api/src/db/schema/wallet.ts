/**
 * The ledger of a user's balance (`now_money`, fen) and points (`integral`): one row per change,
 * with the value after it. A row with a `link_id` (a group order) is unique per kind, so an
 * order can never be debited, refunded or credited twice.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const userBill = pgTable(
  'user_bill',
  {
    id: serial().primaryKey(),
    uid: integer()
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** 'now_money' | 'integral' */
    category: varchar({ length: 16 }).notNull(),
    /** pay_order, recharge, deduction, refund_integral, ... */
    type: varchar({ length: 32 }).notNull(),
    /** 1 in, 0 out */
    pm: smallint().notNull(),
    number: integer().notNull(),
    /** the balance after this change */
    balance: integer().notNull(),
    title: varchar({ length: 64 }).notNull(),
    mark: varchar({ length: 255 }).notNull().default(''),
    /** group order id, or '' */
    link_id: varchar({ length: 32 }).notNull().default(''),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_bill_category_check', sql`${t.category} in ('now_money', 'integral')`),
    check('user_bill_number_check', sql`${t.number} > 0 and ${t.balance} >= 0 and ${t.pm} in (0, 1)`),
    index('user_bill_uid_idx').on(t.uid, t.category, t.created_at),
    uniqueIndex('user_bill_link_uq')
      .on(t.category, t.type, t.link_id)
      .where(sql`${t.link_id} <> ''`),
  ],
);
