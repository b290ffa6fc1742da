/**
 * What shoppers add to the catalog: reviews, favourites/follows and browsing history, plus the
 * service promises shown on goods pages.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { merchant, storeProduct } from './catalog';

/** Goods reviews; scores 1..5 stars. 好评 4–5, 中评 3, 差评 1–2 (by product_score). */
export const storeProductReply = pgTable(
  'store_product_reply',
  {
    id: serial().primaryKey(),
    product_id: integer()
      .notNull()
      .references(() => storeProduct.id, { onDelete: 'cascade' }),
    /** null for reviews of users who were deleted, and for the demo seed */
    uid: integer().references(() => users.uid, { onDelete: 'set null' }),
    /** the order item the review is for (the order module's id); null for the demo seed */
    order_id: integer(),
    /** SKU id (store_product_attr_value.unique) and its spec text at the time of the review */
    unique: varchar({ length: 12 }).notNull().default(''),
    sku: varchar({ length: 255 }).notNull().default(''),
    nickname: varchar({ length: 32 }).notNull(),
    avatar: varchar({ length: 255 }).notNull().default(''),
    comment: varchar({ length: 500 }).notNull(),
    pics: jsonb().$type<string[]>().notNull().default([]),
    product_score: smallint().notNull(),
    service_score: smallint().notNull(),
    postage_score: smallint().notNull(),
    merchant_reply_content: varchar({ length: 500 }).notNull().default(''),
    create_time: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('store_product_reply_product_idx').on(t.product_id, t.create_time.desc(), t.id.desc()),
    check(
      'store_product_reply_score_check',
      sql`${t.product_score} between 1 and 5 and ${t.service_score} between 1 and 5 and ${t.postage_score} between 1 and 5`,
    ),
    check('store_product_reply_pics_check', sql`jsonb_array_length(${t.pics}) <= 6`),
  ],
);

/** Favourites and follows. type: 0 goods, 1 seckill goods, 2 presell goods, 3 assist, 4 group buy, 10 shop. */
export const userRelation = pgTable(
  'user_relation',
  {
    id: serial().primaryKey(),
    uid: integer()
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    type: smallint().notNull(),
    type_id: integer().notNull(),
    create_time: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_relation_uq').on(t.uid, t.type, t.type_id),
    index('user_relation_list_idx').on(t.uid, t.type, t.create_time.desc()),
    check('user_relation_type_check', sql`${t.type} in (0, 1, 2, 3, 4, 10)`),
  ],
);

/** Browsing history: one row per user and goods, moved to the top on every visit. */
export const userVisit = pgTable(
  'user_visit',
  {
    id: serial().primaryKey(),
    uid: integer()
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    product_id: integer()
      .notNull()
      .references(() => storeProduct.id, { onDelete: 'cascade' }),
    visit_time: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('user_visit_uq').on(t.uid, t.product_id), index('user_visit_list_idx').on(t.uid, t.visit_time.desc())],
);

/** Service promises on goods pages (正品保障, 7天无理由退货 …): the platform's (mer_id null) and a shop's own. */
export const storeGuarantee = pgTable('store_guarantee', {
  id: serial().primaryKey(),
  mer_id: integer().references(() => merchant.id, { onDelete: 'cascade' }),
  guarantee_name: varchar({ length: 32 }).notNull(),
  guarantee_info: varchar({ length: 255 }).notNull(),
  sort: smallint().notNull().default(0),
});
