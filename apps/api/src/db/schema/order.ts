/**
 * Orders. A checkout makes one group order (the payment unit) and one order per merchant, each
 * with item snapshots (title, image, SKU, price as they were). Money in fen; every amount is
 * split so that the parts add up exactly (see src/modules/order/allocate.ts).
 *
 * Group order status: 0 unpaid, 1 paid, -1 closed (cancelled by the buyer or timed out at
 * `expires_at`; stock, coupons and points returned). The close job works from `expires_at` in
 * the database, so it survives restarts.
 */
import type { Receipt } from '@mall/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { merchant } from './catalog';

/** What `order/check` priced, under a key the client sends to `order/create` within 600 s. */
export const orderCheckout = pgTable(
  'order_checkout',
  {
    key: varchar({ length: 32 }).primaryKey(),
    uid: integer()
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** the pricing input: cart ids, address, chosen coupons, points */
    input: jsonb().notNull(),
    pay_price: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('order_checkout_created_idx').on(t.created_at)],
);

/** Numbers the order, refund and presell numbers of one second apart (see modules/order/numbering.ts). */
export const snSequence = pgSequence('sn_seq');

export interface AddressSnapshot {
  real_name: string;
  phone: string;
  province_id: number;
  province: string;
  city_id: number;
  city: string;
  district_id: number;
  district: string;
  street_id: number;
  street: string;
  detail: string;
}

/** Invoice request (fapiao) as the buyer entered it (the answer's shape, see @mall/contracts receipt.ts). */
export type ReceiptData = Receipt;
export { PAY_TYPES, type PayType } from '@mall/contracts';

export const storeGroupOrder = pgTable(
  'store_group_order',
  {
    id: serial().primaryKey(),
    group_order_sn: varchar({ length: 32 }).notNull().unique(),
    uid: integer()
      .notNull()
      .references(() => users.uid),
    /** the client's request id (the checkout key unless given): a repeated create answers this order */
    request_id: varchar({ length: 64 }).notNull(),
    total_num: integer().notNull(),
    /** goods amount */
    total_price: integer().notNull(),
    total_postage: integer().notNull(),
    /** shop and platform coupons together */
    coupon_price: integer().notNull(),
    /** points used, and what they took off */
    integral: integer().notNull().default(0),
    integral_price: integer().notNull().default(0),
    pay_price: integer().notNull(),
    address: jsonb().$type<AddressSnapshot>().notNull(),
    status: smallint().notNull().default(0),
    pay_type: varchar({ length: 16 }).notNull().default(''),
    pay_time: timestamp({ withTimezone: true }),
    expires_at: timestamp({ withTimezone: true }).notNull(),
    closed_at: timestamp({ withTimezone: true }),
    /** 'cancel' (by the buyer) or 'timeout' */
    close_reason: varchar({ length: 16 }).notNull().default(''),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('store_group_order_request_uq').on(t.uid, t.request_id),
    check('store_group_order_status_check', sql`${t.status} in (-1, 0, 1)`),
    check(
      'store_group_order_money_check',
      sql`${t.pay_price} >= 0 and ${t.total_price} >= 0 and ${t.total_postage} >= 0 and ${t.coupon_price} >= 0 and ${t.integral_price} >= 0 and ${t.integral} >= 0`,
    ),
    check(
      'store_group_order_sum_check',
      sql`${t.pay_price} = ${t.total_price} + ${t.total_postage} - ${t.coupon_price} - ${t.integral_price}`,
    ),
    index('store_group_order_uid_idx').on(t.uid, t.status),
    index('store_group_order_unpaid_idx')
      .on(t.expires_at)
      .where(sql`${t.status} = 0`),
  ],
);

/**
 * One merchant's part of a group order. `status` after payment: 0 待发货, 1 待收货, 2 待评价,
 * 3 已完成, -1 已退款 (commerce rules). `paid` false and `is_cancel` true: closed unpaid.
 */
export const storeOrder = pgTable(
  'store_order',
  {
    id: serial().primaryKey(),
    order_sn: varchar({ length: 32 }).notNull().unique(),
    group_order_id: integer()
      .notNull()
      .references(() => storeGroupOrder.id),
    uid: integer()
      .notNull()
      .references(() => users.uid),
    mer_id: integer()
      .notNull()
      .references(() => merchant.id),
    total_num: integer().notNull(),
    total_price: integer().notNull(),
    pay_postage: integer().notNull(),
    /** the shop coupon's discount, and this order's share of the platform coupon */
    coupon_price: integer().notNull(),
    platform_coupon_price: integer().notNull(),
    coupon_user_id: integer(),
    integral: integer().notNull().default(0),
    integral_price: integer().notNull().default(0),
    pay_price: integer().notNull(),
    mark: varchar({ length: 150 }).notNull().default(''),
    receipt: jsonb().$type<ReceiptData>(),
    activity_type: smallint().notNull().default(0),
    status: smallint().notNull().default(0),
    paid: boolean().notNull().default(false),
    pay_time: timestamp({ withTimezone: true }),
    is_cancel: boolean().notNull().default(false),
    /** shipping (after-sales module): 'express' courier, 'delivery' the shop's own (同城配送), '' not shipped */
    delivery_type: varchar({ length: 16 }).notNull().default(''),
    /** courier code (e.g. 'SF') and name, or the delivering person's name */
    delivery_code: varchar({ length: 16 }).notNull().default(''),
    delivery_name: varchar({ length: 32 }).notNull().default(''),
    /** tracking number, or the delivering person's phone */
    delivery_id: varchar({ length: 64 }).notNull().default(''),
    delivery_time: timestamp({ withTimezone: true }),
    /** receipt confirmed (by the buyer or the auto-confirm job); the after-sales window runs from here */
    take_time: timestamp({ withTimezone: true }),
    /** the after-sales window was closed by its job */
    refund_closed: boolean().notNull().default(false),
    /** the promoters' brokerage of the received order has been worked out (rows or none), once (distribution module) */
    brokerage_settled: boolean().notNull().default(false),
    /** deleted by the buyer (hidden from their lists) */
    is_del: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_order_shipped_check', sql`${t.status} not in (1, 2, 3) or ${t.delivery_time} is not null`),
    index('store_order_take_due_idx')
      .on(t.delivery_time)
      .where(sql`${t.status} = 1`),
    index('store_order_refund_window_idx')
      .on(t.take_time)
      .where(sql`${t.refund_closed} = false and ${t.take_time} is not null`),
    // received orders whose brokerage the distribution job still has to work out
    index('store_order_brokerage_due_idx')
      .on(t.id)
      .where(
        sql`${t.brokerage_settled} = false and ${t.paid} and ${t.status} in (2, 3) and ${t.refund_closed} = false`,
      ),
    index('store_order_mer_idx').on(t.mer_id, t.paid, t.status),
    check(
      'store_order_sum_check',
      sql`${t.pay_price} = ${t.total_price} + ${t.pay_postage} - ${t.coupon_price} - ${t.platform_coupon_price} - ${t.integral_price} and ${t.pay_price} >= 0`,
    ),
    index('store_order_group_idx').on(t.group_order_id),
    index('store_order_uid_idx').on(t.uid, t.paid, t.status),
  ],
);

/** A line of an order, with the goods as they were bought. */
export const storeOrderProduct = pgTable(
  'store_order_product',
  {
    id: serial().primaryKey(),
    order_id: integer()
      .notNull()
      .references(() => storeOrder.id),
    uid: integer().notNull(),
    product_id: integer().notNull(),
    product_attr_unique: varchar({ length: 12 }).notNull(),
    product_num: integer().notNull(),
    title: varchar({ length: 200 }).notNull(),
    image: varchar({ length: 255 }).notNull(),
    sku: varchar({ length: 255 }).notNull(),
    /** unit price, and price × quantity */
    price: integer().notNull(),
    total_price: integer().notNull(),
    coupon_price: integer().notNull(),
    platform_coupon_price: integer().notNull(),
    integral_price: integer().notNull(),
    /** what the line costs after discounts (postage is per order) */
    pay_price: integer().notNull(),
    /** reviewed by the buyer (at most once) */
    is_reply: boolean().notNull().default(false),
  },
  (t) => [
    check('store_order_product_num_check', sql`${t.product_num} > 0`),
    check(
      'store_order_product_sum_check',
      sql`${t.total_price} = ${t.price} * ${t.product_num} and ${t.pay_price} = ${t.total_price} - ${t.coupon_price} - ${t.platform_coupon_price} - ${t.integral_price} and ${t.pay_price} >= 0`,
    ),
    index('store_order_product_order_idx').on(t.order_id),
  ],
);
