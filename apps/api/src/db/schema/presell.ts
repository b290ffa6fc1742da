/**
 * Presell (预售): a copy of a normal goods with SKUs of their own presell price, deposit and stock.
 * Kind 1 全款预售 is paid in full while the presell runs; kind 2 定金预售 takes a deposit while the
 * presell runs (`start_time` to `end_time`) and the rest in the final-payment window
 * (`final_start_time` to `final_end_time`). Goods ship `delivery_day` days after the last payment.
 * Money in fen; times UTC.
 *
 * Every purchase is a row of `store_presell_order` (one per group order): its status moves by
 * conditional updates only, and its stock goes back once (`returned`).
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { activityGoodsColumns, activityListColumns, activitySkuColumns } from './activity';
import { users } from './auth';
import { storeCouponUser } from './coupon';
import { storeGroupOrder, storeOrder } from './order';

export const storePresell = pgTable(
  'store_presell',
  {
    id: serial().primaryKey(),
    ...activityGoodsColumns(),
    /** 1 全款预售, 2 定金预售 */
    presell_type: smallint().notNull(),
    /** fen: lowest presell SKU price, and its deposit (0 for full payment) */
    price: integer().notNull(),
    deposit: integer().notNull().default(0),
    /** full payment: when it can be bought; deposit: the deposit window */
    start_time: timestamp({ withTimezone: true }).notNull(),
    end_time: timestamp({ withTimezone: true }).notNull(),
    final_start_time: timestamp({ withTimezone: true }),
    final_end_time: timestamp({ withTimezone: true }),
    /** 发货时间: days after the (final) payment */
    delivery_day: integer().notNull(),
    ...activityListColumns(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_presell_type_check', sql`${t.presell_type} in (1, 2)`),
    check('store_presell_window_check', sql`${t.end_time} > ${t.start_time}`),
    check(
      'store_presell_final_check',
      sql`case when ${t.presell_type} = 2
        then ${t.final_start_time} >= ${t.end_time} and ${t.final_end_time} > ${t.final_start_time}
        else ${t.final_start_time} is null and ${t.final_end_time} is null end`,
    ),
    check('store_presell_delivery_check', sql`${t.delivery_day} > 0`),
    index('store_presell_window_idx').on(t.start_time, t.end_time),
  ],
);

/** A SKU of a presell goods: its own `unique` (the cart's and order's SKU key), price, deposit, stock. */
export const storePresellSku = pgTable(
  'store_presell_sku',
  {
    id: serial().primaryKey(),
    presell_id: integer()
      .notNull()
      .references(() => storePresell.id, { onDelete: 'cascade' }),
    ...activitySkuColumns(),
    /** fen per piece; 0 for full payment */
    deposit: integer().notNull().default(0),
    /** fen: the normal goods' price, shown struck through */
    ot_price: integer().notNull(),
    quota: integer().notNull(),
    stock: integer().notNull(),
  },
  (t) => [
    check('store_presell_sku_stock_check', sql`${t.stock} >= 0 and ${t.stock} <= ${t.quota}`),
    check('store_presell_sku_price_check', sql`${t.price} > 0 and ${t.deposit} >= 0 and ${t.deposit} < ${t.price}`),
    index('store_presell_sku_presell_idx').on(t.presell_id),
  ],
);

/**
 * One presell purchase. status: 0 unpaid, 1 deposit paid (待付尾款), 2 paid in full, -1 closed
 * unpaid, -2 final payment timed out (尾款超时; the deposit is kept). The final payment is paid
 * as its own row: `sn` is its out_trade_no, `pay_price` = `final_price` - `coupon_price`.
 */
export const storePresellOrder = pgTable(
  'store_presell_order',
  {
    id: serial().primaryKey(),
    group_order_id: integer()
      .notNull()
      .unique()
      .references(() => storeGroupOrder.id),
    order_id: integer().references(() => storeOrder.id),
    uid: integer()
      .notNull()
      .references(() => users.uid),
    presell_id: integer()
      .notNull()
      .references(() => storePresell.id),
    presell_sku_id: integer()
      .notNull()
      .references(() => storePresellSku.id),
    presell_type: smallint().notNull(),
    num: integer().notNull(),
    /** fen: deposit paid (whole line), the final amount, the coupon on it, what is left to pay */
    deposit_price: integer().notNull(),
    final_price: integer().notNull(),
    coupon_user_id: integer().references(() => storeCouponUser.id),
    coupon_price: integer().notNull().default(0),
    pay_price: integer().notNull(),
    final_start_time: timestamp({ withTimezone: true }),
    final_end_time: timestamp({ withTimezone: true }),
    delivery_day: integer().notNull(),
    sn: varchar({ length: 32 }).notNull().unique(),
    status: smallint().notNull().default(0),
    pay_type: varchar({ length: 16 }).notNull().default(''),
    pay_time: timestamp({ withTimezone: true }),
    returned: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_presell_order_status_check', sql`${t.status} in (-2, -1, 0, 1, 2)`),
    check('store_presell_order_num_check', sql`${t.num} > 0`),
    check(
      'store_presell_order_money_check',
      sql`${t.pay_price} = ${t.final_price} - ${t.coupon_price} and ${t.pay_price} >= 0 and ${t.coupon_price} >= 0`,
    ),
    index('store_presell_order_final_due_idx')
      .on(t.final_end_time)
      .where(sql`${t.status} = 1`),
    index('store_presell_order_uid_idx').on(t.uid, t.status),
  ],
);
