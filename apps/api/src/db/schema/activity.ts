/**
 * Columns the activity tables (seckill, presell, group buy, bargain) have in common, spread into
 * each table where they stand. Functions, so that every table gets builders of its own.
 * Not exported from the schema index: these are not tables.
 */
import { boolean, integer, varchar } from 'drizzle-orm/pg-core';
import { merchant, storeProduct } from './catalog';

/** An activity goods is a copy of the normal goods `product_id` of shop `mer_id`. */
export const activityGoodsColumns = () => ({
  product_id: integer()
    .notNull()
    .references(() => storeProduct.id),
  mer_id: integer()
    .notNull()
    .references(() => merchant.id),
});

/** Whether an activity goods is shown, and its place in the activity's list. */
export const activityListColumns = () => ({
  is_show: boolean().notNull().default(true),
  sort: integer().notNull().default(0),
});

/** An activity SKU: the normal SKU it copies, its own key (the cart's and order's SKU key), name and price (fen). */
export const activitySkuColumns = () => ({
  /** the normal goods' SKU this is a copy of */
  source_unique: varchar({ length: 12 }).notNull(),
  unique: varchar({ length: 12 }).notNull().unique(),
  sku: varchar({ length: 128 }).notNull(),
  price: integer().notNull(),
});
