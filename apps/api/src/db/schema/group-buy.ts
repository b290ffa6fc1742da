/**
 * Group buy (拼团): group-buy goods (a copy of a normal goods with SKUs of their own group price,
 * key and stock), the groups shoppers open on them (开团) and their members (参团). Money in fen.
 *
 * A member takes a seat when their order is created (`joined` of the group, a conditional update
 * backed by a CHECK) and counts once the order is paid (`paid_num`); the group succeeds (10) when
 * `paid_num` reaches `people`, and fails (-1) when `ends_at` passes first. One member row per
 * (group, user): a user joins a group at most once. `refunded` flags the member whose money and
 * stock went back, so that happens once.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';
import { activityGoodsColumns, activityListColumns, activitySkuColumns } from './activity';
import { users } from './auth';
import { storeGroupOrder } from './order';

/** A group-buy goods: the normal goods `product_id` sold in groups of `people` within `start_time`–`stop_time`. */
export const storeCombinationProduct = pgTable(
  'store_combination_product',
  {
    id: serial().primaryKey(),
    ...activityGoodsColumns(),
    title: varchar({ length: 64 }).notNull(),
    /** fen: lowest group SKU price */
    price: integer().notNull(),
    /** group size N */
    people: smallint().notNull(),
    /** hours a group stays open after it is opened */
    effective_hours: smallint().notNull(),
    /** pieces one member may buy in a group */
    once_num: integer().notNull(),
    start_time: timestamp({ withTimezone: true }).notNull(),
    stop_time: timestamp({ withTimezone: true }).notNull(),
    ...activityListColumns(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_combination_product_people_check', sql`${t.people} between 2 and 100`),
    check('store_combination_product_hours_check', sql`${t.effective_hours} between 1 and 720`),
    check('store_combination_product_once_check', sql`${t.once_num} > 0`),
    check('store_combination_product_window_check', sql`${t.stop_time} > ${t.start_time}`),
  ],
);

/** A SKU of a group-buy goods: its own `unique` (the cart's and order's SKU key), group price and stock. */
export const storeCombinationSku = pgTable(
  'store_combination_sku',
  {
    id: serial().primaryKey(),
    combination_id: integer()
      .notNull()
      .references(() => storeCombinationProduct.id, { onDelete: 'cascade' }),
    ...activitySkuColumns(),
    /** fen: the normal SKU's price (单独购买) */
    ot_price: integer().notNull(),
    /** pieces put on sale (已拼 = quota - stock) */
    quota: integer().notNull(),
    stock: integer().notNull(),
  },
  (t) => [
    check('store_combination_sku_stock_check', sql`${t.stock} >= 0 and ${t.stock} <= ${t.quota}`),
    check('store_combination_sku_price_check', sql`${t.price} > 0`),
    index('store_combination_sku_goods_idx').on(t.combination_id),
  ],
);

/** A group: opened by `uid` (团长); status 0 拼团中, 10 拼团成功, -1 拼团失败. */
export const storeCombinationGroup = pgTable(
  'store_combination_group',
  {
    id: serial().primaryKey(),
    combination_id: integer()
      .notNull()
      .references(() => storeCombinationProduct.id),
    uid: integer()
      .notNull()
      .references(() => users.uid),
    /** the goods' group size when it was opened */
    people: smallint().notNull(),
    /** seats taken (members with an order, paid or not) */
    joined: smallint().notNull(),
    /** members whose order is paid */
    paid_num: smallint().notNull().default(0),
    status: smallint().notNull().default(0),
    ends_at: timestamp({ withTimezone: true }).notNull(),
    finished_at: timestamp({ withTimezone: true }),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_combination_group_status_check', sql`${t.status} in (-1, 0, 10)`),
    check(
      'store_combination_group_seats_check',
      sql`${t.joined} >= 0 and ${t.joined} <= ${t.people} and ${t.paid_num} >= 0 and ${t.paid_num} <= ${t.joined}`,
    ),
    index('store_combination_group_goods_idx').on(t.combination_id, t.status),
    index('store_combination_group_due_idx')
      .on(t.ends_at)
      .where(sql`${t.status} = 0`),
  ],
);

/** A member of a group with their order (one buy-now line of a group-buy SKU). */
export const storeCombinationMember = pgTable(
  'store_combination_member',
  {
    id: serial().primaryKey(),
    group_id: integer()
      .notNull()
      .references(() => storeCombinationGroup.id),
    uid: integer()
      .notNull()
      .references(() => users.uid),
    group_order_id: integer()
      .notNull()
      .references(() => storeGroupOrder.id),
    sku_id: integer()
      .notNull()
      .references(() => storeCombinationSku.id),
    num: integer().notNull(),
    is_leader: boolean().notNull().default(false),
    paid: boolean().notNull().default(false),
    /** the group failed and this member's money and stock went back */
    refunded: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('store_combination_member_uq').on(t.group_id, t.uid),
    check('store_combination_member_num_check', sql`${t.num} > 0`),
    index('store_combination_member_order_idx').on(t.group_order_id),
  ],
);
