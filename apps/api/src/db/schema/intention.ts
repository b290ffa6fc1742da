/**
 * Merchant settlement applications (商户入驻申请). status: 0 pending, 1 approved, 2 rejected
 * (`fail_msg` says why). A shop name or phone is held by at most one pending or approved
 * application (partial unique indexes), so two concurrent applications cannot both take it.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { merchantCategory, merchantType } from './catalog';

export const merchantIntention = pgTable(
  'merchant_intention',
  {
    id: serial().primaryKey(),
    uid: integer()
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    mer_name: varchar({ length: 15 }).notNull(),
    name: varchar({ length: 5 }).notNull(),
    phone: varchar({ length: 20 }).notNull(),
    mer_category_id: integer()
      .notNull()
      .references(() => merchantCategory.id),
    mer_type_id: integer()
      .notNull()
      .references(() => merchantType.id),
    /** licence images: our uploads of kind `licence` */
    images: jsonb().$type<string[]>().notNull().default([]),
    status: smallint().notNull().default(0),
    fail_msg: varchar({ length: 255 }).notNull().default(''),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updated_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('merchant_intention_status_check', sql`${t.status} in (0, 1, 2)`),
    index('merchant_intention_uid_idx').on(t.uid, t.id),
    uniqueIndex('merchant_intention_name_idx').on(t.mer_name).where(sql`${t.status} in (0, 1)`),
    uniqueIndex('merchant_intention_phone_idx').on(t.phone).where(sql`${t.status} in (0, 1)`),
  ],
);
