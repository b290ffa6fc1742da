/**
 * Shipping templates: one per merchant. Postage of a merchant's part of an order is `fee`, or
 * nothing when the goods amount reaches `free_above` (null: never free). A region row overrides
 * both for one province. A merchant without a template ships for free. Money in fen.
 */
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, serial, unique, varchar } from 'drizzle-orm/pg-core';
import { merchant } from './catalog';

export const shippingTemplate = pgTable(
  'shipping_template',
  {
    id: serial().primaryKey(),
    mer_id: integer()
      .notNull()
      .unique()
      .references(() => merchant.id, { onDelete: 'cascade' }),
    name: varchar({ length: 64 }).notNull(),
    fee: integer().notNull(),
    free_above: integer(),
  },
  (t) => [check('shipping_template_money_check', sql`${t.fee} >= 0 and coalesce(${t.free_above}, 0) >= 0`)],
);

export const shippingRegion = pgTable(
  'shipping_region',
  {
    id: serial().primaryKey(),
    template_id: integer()
      .notNull()
      .references(() => shippingTemplate.id, { onDelete: 'cascade' }),
    /** province id (region code, e.g. 65 新疆) */
    province_id: integer().notNull(),
    fee: integer().notNull(),
    free_above: integer(),
  },
  (t) => [
    unique('shipping_region_province_uq').on(t.template_id, t.province_id),
    check('shipping_region_money_check', sql`${t.fee} >= 0 and coalesce(${t.free_above}, 0) >= 0`),
  ],
);
