/**
 * Shopping cart. A row is one SKU in a user's cart. Normal cart rows (`is_new` false) are unique
 * per user and SKU, so adding the same SKU again merges the quantities. "Buy now" rows
 * (`is_new` true) are single-use carts for one checkout: never merged, listed or counted.
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
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { merchant, storeProduct } from './catalog';

export const storeCart = pgTable(
  'store_cart',
  {
    id: serial().primaryKey(),
    uid: integer()
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    mer_id: integer()
      .notNull()
      .references(() => merchant.id),
    product_id: integer()
      .notNull()
      .references(() => storeProduct.id, { onDelete: 'cascade' }),
    /** SKU (`store_product_attr_value.unique`); no foreign key: a removed SKU leaves the row as an invalid item */
    product_attr_unique: varchar({ length: 12 }).notNull(),
    cart_num: integer().notNull(),
    /** 0 normal goods, else the marketing activity's (modules/activity/kind.ts) */
    product_type: smallint().notNull().default(0),
    /** what an activity line needs besides its SKU (the group to join, the bargain to buy); 0 none */
    activity_ref: integer().notNull().default(0),
    /** true: a "buy now" cart */
    is_new: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_cart_num_check', sql`${t.cart_num} > 0`),
    uniqueIndex('store_cart_normal_uq')
      .on(t.uid, t.product_attr_unique, t.product_type)
      .where(sql`not ${t.is_new}`),
    index('store_cart_uid_idx').on(t.uid, t.is_new),
  ],
);
