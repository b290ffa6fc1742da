/**
 * After payment: merchant staff and their sessions, tracking events, refunds (with their lines
 * and timeline) and gateway refunds.
 *
 * Refund status: 0 待审核, -1 审核未通过, 1 待退货, 2 待收货, 3 已退款, -2 已取消. What is refunded
 * of an order line never exceeds what was paid for it: the trigger of migration
 * `after_sales_refund_limit` checks every refund line against the sum of the open and finished
 * refunds of its order line (refused and cancelled ones do not count).
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
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { merchant } from './catalog';
import { storeOrder, storeOrderProduct } from './order';

/** A merchant's staff account (not a shopper): signs in to the merchant API. */
export const merchantStaff = pgTable(
  'merchant_staff',
  {
    id: serial().primaryKey(),
    mer_id: integer()
      .notNull()
      .references(() => merchant.id, { onDelete: 'cascade' }),
    account: varchar({ length: 32 }).notNull().unique(),
    /** argon2id hash (auth/password.ts) */
    pwd: varchar({ length: 255 }).notNull(),
    real_name: varchar({ length: 32 }).notNull(),
    /** 1 active, 0 disabled */
    status: smallint().notNull().default(1),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('merchant_staff_mer_idx').on(t.mer_id)],
);

/** A staff session: only the sha256 of the token is stored. */
export const merchantStaffToken = pgTable(
  'merchant_staff_token',
  {
    id: serial().primaryKey(),
    staff_id: integer()
      .notNull()
      .references(() => merchantStaff.id, { onDelete: 'cascade' }),
    token_hash: varchar({ length: 64 }).notNull().unique(),
    ip: varchar({ length: 64 }).notNull().default(''),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    revoked_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('merchant_staff_token_staff_idx').on(t.staff_id)],
);

/**
 * Tracking events a shipment's sender records (the merchant shipping an order, a note, the
 * buyer sending goods back), per courier and tracking number. The built-in logistics provider
 * adds a simulated courier timeline after the first event (modules/logistics).
 */
export const logisticsEvent = pgTable(
  'logistics_event',
  {
    id: serial().primaryKey(),
    delivery_code: varchar({ length: 16 }).notNull(),
    delivery_id: varchar({ length: 64 }).notNull(),
    /** 'shipped' | 'note' */
    state: varchar({ length: 16 }).notNull(),
    message: varchar({ length: 255 }).notNull(),
    /** the English of an event the mall wrote (issue 24); '': shown as written (a merchant's note) */
    message_en: varchar({ length: 255 }).notNull().default(''),
    event_time: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('logistics_event_no_idx').on(t.delivery_code, t.delivery_id, t.event_time)],
);

export const storeRefundOrder = pgTable(
  'store_refund_order',
  {
    id: serial().primaryKey(),
    refund_order_sn: varchar({ length: 32 }).notNull().unique(),
    order_id: integer()
      .notNull()
      .references(() => storeOrder.id),
    uid: integer()
      .notNull()
      .references(() => users.uid),
    mer_id: integer()
      .notNull()
      .references(() => merchant.id),
    /** 1 仅退款, 2 退货退款 */
    refund_type: smallint().notNull(),
    status: smallint().notNull().default(0),
    refund_message: varchar({ length: 64 }).notNull(),
    mark: varchar({ length: 100 }).notNull().default(''),
    pics: jsonb().$type<string[]>().notNull().default([]),
    refund_num: integer().notNull(),
    /** goods part plus postage */
    refund_price: integer().notNull(),
    refund_postage: integer().notNull().default(0),
    /** the merchant's reason for refusing */
    fail_message: varchar({ length: 255 }).notNull().default(''),
    /** the buyer's return shipment: courier code and name, tracking number, phone */
    delivery_type: varchar({ length: 16 }).notNull().default(''),
    delivery_name: varchar({ length: 32 }).notNull().default(''),
    delivery_id: varchar({ length: 64 }).notNull().default(''),
    delivery_phone: varchar({ length: 20 }).notNull().default(''),
    /** last change of status */
    status_time: timestamp({ withTimezone: true }).notNull().defaultNow(),
    refunded_at: timestamp({ withTimezone: true }),
    /** deleted from the buyer's list */
    is_del: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_refund_order_status_check', sql`${t.status} in (-2, -1, 0, 1, 2, 3)`),
    check('store_refund_order_type_check', sql`${t.refund_type} in (1, 2)`),
    check(
      'store_refund_order_money_check',
      sql`${t.refund_num} > 0 and ${t.refund_postage} >= 0 and ${t.refund_price} >= ${t.refund_postage}`,
    ),
    check('store_refund_order_pics_check', sql`jsonb_array_length(${t.pics}) <= 6`),
    index('store_refund_order_uid_idx').on(t.uid, t.is_del, t.id),
    index('store_refund_order_order_idx').on(t.order_id),
    index('store_refund_order_mer_idx').on(t.mer_id, t.status, t.id),
    index('store_refund_order_pending_idx')
      .on(t.created_at)
      .where(sql`${t.status} = 0`),
  ],
);

/** What a refund takes of each order line. */
export const storeRefundProduct = pgTable(
  'store_refund_product',
  {
    id: serial().primaryKey(),
    refund_order_id: integer()
      .notNull()
      .references(() => storeRefundOrder.id),
    order_product_id: integer()
      .notNull()
      .references(() => storeOrderProduct.id),
    refund_num: integer().notNull(),
    refund_price: integer().notNull(),
  },
  (t) => [
    unique('store_refund_product_uq').on(t.refund_order_id, t.order_product_id),
    check('store_refund_product_check', sql`${t.refund_num} > 0 and ${t.refund_price} >= 0`),
    index('store_refund_product_line_idx').on(t.order_product_id),
  ],
);

/** A refund's timeline. */
export const storeRefundStatus = pgTable(
  'store_refund_status',
  {
    id: serial().primaryKey(),
    refund_order_id: integer()
      .notNull()
      .references(() => storeRefundOrder.id),
    /** apply | agree | auto_agree | refuse | back_goods | receive | refund | cancel */
    change_type: varchar({ length: 16 }).notNull(),
    change_message: varchar({ length: 255 }).notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('store_refund_status_refund_idx').on(t.refund_order_id, t.id)],
);

/** Refunds sent to a payment gateway: one per refund (out_refund_no), so a retry never pays twice. */
export const payRefund = pgTable(
  'pay_refund',
  {
    id: serial().primaryKey(),
    provider: varchar({ length: 16 }).notNull(),
    /** the group order's sn (the gateway's out_trade_no) */
    out_trade_no: varchar({ length: 32 }).notNull(),
    /** the refund's sn */
    out_refund_no: varchar({ length: 32 }).notNull().unique(),
    amount: integer().notNull(),
    /** the gateway's refund id */
    refund_no: varchar({ length: 48 }).notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('pay_refund_amount_check', sql`${t.amount} > 0`), index('pay_refund_trade_idx').on(t.out_trade_no)],
);
