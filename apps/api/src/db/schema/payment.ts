/**
 * Gateway payments. A payment session is one QR code (code URL) for one group order; the sandbox
 * gateway marks it paid when a person confirms it on the cashier page, then notifies the API.
 * Every verified notification is recorded once per gateway transaction; one for an order that
 * is closed (or already paid another way) is kept with result 'refund' for a refund.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { storeGroupOrder } from './order';

export const paySession = pgTable(
  'pay_session',
  {
    id: serial().primaryKey(),
    /** random, the secret part of the code URL */
    code: varchar({ length: 48 }).notNull().unique(),
    /** 'weixin' | 'alipay' */
    provider: varchar({ length: 16 }).notNull(),
    /** null for an SVIP order (src/modules/svip), found by out_trade_no */
    group_order_id: integer().references(() => storeGroupOrder.id),
    out_trade_no: varchar({ length: 32 }).notNull(),
    amount: integer().notNull(),
    /** 'open' | 'paid'; expiry is `expires_at` */
    status: varchar({ length: 8 }).notNull().default('open'),
    /** the gateway's transaction id, given when paid */
    trade_no: varchar({ length: 48 }),
    /** notifications sent and the last answer, for retries */
    notify_attempts: integer().notNull().default(0),
    notified_at: timestamp({ withTimezone: true }),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('pay_session_status_check', sql`${t.status} in ('open', 'paid')`),
    index('pay_session_order_idx').on(t.group_order_id),
    index('pay_session_notify_idx').on(t.status, t.notified_at),
  ],
);

export const payNotice = pgTable(
  'pay_notice',
  {
    id: serial().primaryKey(),
    provider: varchar({ length: 16 }).notNull(),
    trade_no: varchar({ length: 48 }).notNull(),
    out_trade_no: varchar({ length: 32 }).notNull(),
    amount: integer().notNull(),
    /** 'paid' (this notice paid the order) | 'refund' (the order was closed or paid otherwise) */
    result: varchar({ length: 16 }).notNull(),
    payload: jsonb().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('pay_notice_trade_uq').on(t.provider, t.trade_no),
    check('pay_notice_result_check', sql`${t.result} in ('paid', 'refund')`),
    index('pay_notice_out_trade_idx').on(t.out_trade_no),
  ],
);
