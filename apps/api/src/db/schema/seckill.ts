/**
 * Seckill (秒杀): daily time slots, activities (a run of days with per-user limits), and the
 * activity goods: a copy of a normal goods, shown in one slot, with SKUs of their own price and
 * stock. Money in fen; slot hours and activity days are Asia/Shanghai.
 *
 * Never oversold, never twice: a SKU's stock is taken by a conditional update (CHECK >= 0 backs
 * it); what a user bought in an activity is one row per (activity, user) whose counters are
 * raised by a conditional upsert (CHECKs against the limits copied into the row back it); every
 * purchase is a row of `store_seckill_order`, and its stock and quota go back once (`returned`).
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { activityGoodsColumns, activityListColumns, activitySkuColumns } from './activity';
import { users } from './auth';
import { merchant } from './catalog';
import { storeGroupOrder } from './order';

/** A daily slot: from `start_hour`:00 to `end_hour`:00 (24 = midnight). */
export const storeSeckillTime = pgTable(
  'store_seckill_time',
  {
    id: serial().primaryKey(),
    title: varchar({ length: 32 }).notNull(),
    start_hour: smallint().notNull(),
    end_hour: smallint().notNull(),
    is_show: boolean().notNull().default(true),
  },
  (t) => [
    check(
      'store_seckill_time_hours_check',
      sql`${t.start_hour} between 0 and 23 and ${t.end_hour} > ${t.start_hour} and ${t.end_hour} <= 24`,
    ),
  ],
);

/** An activity: its goods are on sale in their slot on every day from `start_day` to `end_day`. */
export const storeSeckillActivity = pgTable(
  'store_seckill_activity',
  {
    id: serial().primaryKey(),
    mer_id: integer()
      .notNull()
      .references(() => merchant.id),
    title: varchar({ length: 64 }).notNull(),
    start_day: date({ mode: 'string' }).notNull(),
    end_day: date({ mode: 'string' }).notNull(),
    /** pieces one user may buy per day (and so per order) */
    once_num: integer().notNull(),
    /** pieces one user may buy in the whole activity */
    all_num: integer().notNull(),
    is_show: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_seckill_activity_days_check', sql`${t.end_day} >= ${t.start_day}`),
    check('store_seckill_activity_limits_check', sql`${t.once_num} > 0 and ${t.all_num} >= ${t.once_num}`),
  ],
);

/** An activity goods: the normal goods `product_id` on sale in slot `time_id`. */
export const storeSeckillProduct = pgTable(
  'store_seckill_product',
  {
    id: serial().primaryKey(),
    activity_id: integer()
      .notNull()
      .references(() => storeSeckillActivity.id, { onDelete: 'cascade' }),
    time_id: integer()
      .notNull()
      .references(() => storeSeckillTime.id),
    ...activityGoodsColumns(),
    /** fen: lowest seckill SKU price */
    price: integer().notNull(),
    ...activityListColumns(),
  },
  (t) => [index('store_seckill_product_time_idx').on(t.time_id, t.activity_id)],
);

/** A SKU of an activity goods: its own `unique` (the cart's and order's SKU key), price and stock. */
export const storeSeckillSku = pgTable(
  'store_seckill_sku',
  {
    id: serial().primaryKey(),
    seckill_product_id: integer()
      .notNull()
      .references(() => storeSeckillProduct.id, { onDelete: 'cascade' }),
    ...activitySkuColumns(),
    /** fen: the normal goods' price, shown struck through */
    ot_price: integer().notNull(),
    /** pieces put on sale (已抢 = quota - stock) */
    quota: integer().notNull(),
    stock: integer().notNull(),
  },
  (t) => [
    check('store_seckill_sku_stock_check', sql`${t.stock} >= 0 and ${t.stock} <= ${t.quota}`),
    check('store_seckill_sku_price_check', sql`${t.price} > 0`),
    index('store_seckill_sku_product_idx').on(t.seckill_product_id),
  ],
);

/** What one user holds of an activity's limits: pieces on `day` and in total (closed orders give back). */
export const storeSeckillQuota = pgTable(
  'store_seckill_quota',
  {
    activity_id: integer()
      .notNull()
      .references(() => storeSeckillActivity.id, { onDelete: 'cascade' }),
    uid: integer()
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    day: date({ mode: 'string' }).notNull(),
    day_num: integer().notNull(),
    total_num: integer().notNull(),
    /** the activity's limits when the row was written */
    once_num: integer().notNull(),
    all_num: integer().notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.activity_id, t.uid] }),
    check(
      'store_seckill_quota_limit_check',
      sql`${t.day_num} >= 0 and ${t.total_num} >= 0 and ${t.day_num} <= ${t.once_num} and ${t.total_num} <= ${t.all_num}`,
    ),
  ],
);

/** One seckill purchase (an order line); `returned` once its stock and quota went back. */
export const storeSeckillOrder = pgTable(
  'store_seckill_order',
  {
    id: serial().primaryKey(),
    group_order_id: integer()
      .notNull()
      .references(() => storeGroupOrder.id),
    uid: integer().notNull(),
    activity_id: integer().notNull(),
    seckill_sku_id: integer()
      .notNull()
      .references(() => storeSeckillSku.id),
    num: integer().notNull(),
    /** Asia/Shanghai day of the purchase (the day counter it raised) */
    day: date({ mode: 'string' }).notNull(),
    returned: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_seckill_order_num_check', sql`${t.num} > 0`),
    index('store_seckill_order_group_idx').on(t.group_order_id),
  ],
);
