/**
 * Bargain (砍价 / 助力): bargain goods (a copy of a normal goods with SKUs of their own original
 * price, floor price and stock, sold in an activity window), a user's bargain of one SKU, and the
 * helps of their friends. Money in fen.
 *
 * A bargain carries its own `unique`: the cart's and the order's SKU key when its owner buys it,
 * at the bargain's current price (bargains of the same SKU have different prices). Helps are one row per (bargain, helper); each lowers `price`
 * by at least one fen so that `price` reaches `min_price` exactly at the `help_num`-th help
 * (CHECKs back it: the price never goes below the floor, the remaining fen always cover the
 * remaining helps).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { activityGoodsColumns, activityListColumns, activitySkuColumns } from './activity';
import { users } from './auth';

/** Bargain goods: the normal goods `product_id`, open for new bargains from `start_time` to `stop_time`. */
export const storeBargainProduct = pgTable(
  'store_bargain_product',
  {
    id: serial().primaryKey(),
    ...activityGoodsColumns(),
    /** helps a bargain needs to reach the floor price */
    help_num: integer().notNull(),
    /** how long a started bargain runs */
    hours: integer().notNull(),
    start_time: timestamp({ withTimezone: true }).notNull(),
    stop_time: timestamp({ withTimezone: true }).notNull(),
    ...activityListColumns(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_bargain_product_rules_check', sql`${t.help_num} between 1 and 100 and ${t.hours} between 1 and 720`),
    check('store_bargain_product_window_check', sql`${t.stop_time} > ${t.start_time}`),
  ],
);

/** A SKU of bargain goods: original price, floor price and stock of its own. */
export const storeBargainSku = pgTable(
  'store_bargain_sku',
  {
    id: serial().primaryKey(),
    bargain_product_id: integer()
      .notNull()
      .references(() => storeBargainProduct.id, { onDelete: 'cascade' }),
    /** `unique`: the key a bargain is started with; `price` (fen): where a bargain starts */
    ...activitySkuColumns(),
    /** fen: where the last help lands */
    min_price: integer().notNull(),
    quota: integer().notNull(),
    stock: integer().notNull(),
  },
  (t) => [
    check('store_bargain_sku_price_check', sql`${t.min_price} > 0 and ${t.price} > ${t.min_price}`),
    check('store_bargain_sku_stock_check', sql`${t.stock} >= 0 and ${t.stock} <= ${t.quota}`),
    index('store_bargain_sku_product_idx').on(t.bargain_product_id),
  ],
);

/**
 * A user's bargain of one SKU: 1 in progress, 10 success (floor reached or bought), -1 ended.
 * `group_order_id` is the live order buying it (cleared when that order closes unpaid);
 * `bought_at` is set once it is paid.
 */
export const storeBargain = pgTable(
  'store_bargain',
  {
    id: serial().primaryKey(),
    bargain_product_id: integer()
      .notNull()
      .references(() => storeBargainProduct.id),
    bargain_sku_id: integer()
      .notNull()
      .references(() => storeBargainSku.id),
    uid: integer()
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    unique: varchar({ length: 12 }).notNull().unique(),
    /** fen: the SKU's original and floor price when the bargain started, and its price now */
    ot_price: integer().notNull(),
    min_price: integer().notNull(),
    price: integer().notNull(),
    help_num: integer().notNull(),
    help_count: integer().notNull().default(0),
    status: smallint().notNull().default(1),
    ends_at: timestamp({ withTimezone: true }).notNull(),
    group_order_id: integer(),
    bought_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_bargain_status_check', sql`${t.status} in (1, 10, -1)`),
    check(
      'store_bargain_price_check',
      sql`${t.price} >= ${t.min_price} and ${t.price} <= ${t.ot_price} and ${t.help_count} between 0 and ${t.help_num}
        and ${t.price} - ${t.min_price} >= ${t.help_num} - ${t.help_count}
        and (${t.help_count} < ${t.help_num} or ${t.price} = ${t.min_price})`,
    ),
    uniqueIndex('store_bargain_active_idx')
      .on(t.bargain_product_id, t.uid)
      .where(sql`${t.status} = 1`),
    index('store_bargain_uid_idx').on(t.uid),
    index('store_bargain_due_idx')
      .on(t.ends_at)
      .where(sql`${t.status} = 1`),
    index('store_bargain_order_idx').on(t.group_order_id),
  ],
);

/** One friend's help: how much it took off the price. */
export const storeBargainHelp = pgTable(
  'store_bargain_help',
  {
    id: serial().primaryKey(),
    bargain_id: integer()
      .notNull()
      .references(() => storeBargain.id, { onDelete: 'cascade' }),
    uid: integer()
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    price: integer().notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('store_bargain_help_once_idx').on(t.bargain_id, t.uid),
    check('store_bargain_help_price_check', sql`${t.price} > 0`),
  ],
);
