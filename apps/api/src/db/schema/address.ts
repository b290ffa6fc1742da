/**
 * Shipping addresses (address book). Regions are stored as their ids (statistical codes, see
 * src/modules/address/regions.ts) and their names, so an address reads the same even after a
 * region is renamed. At most one default address per user (partial unique index).
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const userAddress = pgTable(
  'user_address',
  {
    id: serial().primaryKey(),
    uid: integer()
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    real_name: varchar({ length: 32 }).notNull(),
    /** mainland mobile number, 11 digits */
    phone: varchar({ length: 11 }).notNull(),
    province_id: integer().notNull(),
    province: varchar({ length: 32 }).notNull(),
    city_id: integer().notNull(),
    city: varchar({ length: 32 }).notNull(),
    district_id: integer().notNull(),
    district: varchar({ length: 32 }).notNull(),
    street_id: integer().notNull(),
    street: varchar({ length: 32 }).notNull(),
    detail: varchar({ length: 120 }).notNull(),
    is_default: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_address_uid_idx').on(t.uid),
    uniqueIndex('user_address_default_uq')
      .on(t.uid)
      .where(sql`${t.is_default}`),
  ],
);
