/**
 * What the user centre keeps beyond orders and the wallet: saved invoice titles, the invoices
 * issued for orders, promotion (brokerage) orders and followed live anchors. The last two are
 * filled by the distribution and live features; until then their lists are honestly empty.
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { storeOrder } from './order';

/** Invoice titles (发票抬头) a user saved. receipt_type 1 电子普通发票, 2 增值税专用发票; title type 1 个人, 2 企业. */
export const userReceipt = pgTable(
  'user_receipt',
  {
    id: serial().primaryKey(),
    uid: integer()
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    receipt_type: smallint().notNull(),
    receipt_title_type: smallint().notNull(),
    receipt_title: varchar({ length: 50 }).notNull(),
    duty_paragraph: varchar({ length: 20 }).notNull().default(''),
    email: varchar({ length: 100 }).notNull().default(''),
    bank_name: varchar({ length: 50 }).notNull().default(''),
    bank_code: varchar({ length: 30 }).notNull().default(''),
    address: varchar({ length: 100 }).notNull().default(''),
    tel: varchar({ length: 20 }).notNull().default(''),
    is_default: boolean().notNull().default(false),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('user_receipt_type_check', sql`${t.receipt_type} in (1, 2) and ${t.receipt_title_type} in (1, 2)`),
    index('user_receipt_uid_idx').on(t.uid),
  ],
);

/** An invoice issued by the merchant for an order that asked for one (store_order.receipt); no row = 未开票. */
export const orderInvoice = pgTable('order_invoice', {
  order_id: integer()
    .primaryKey()
    .references(() => storeOrder.id),
  uid: integer()
    .notNull()
    .references(() => users.uid, { onDelete: 'cascade' }),
  invoice_sn: varchar({ length: 32 }).notNull(),
  /** the invoice file (PDF) as the merchant uploaded it */
  file_url: varchar({ length: 255 }).notNull(),
  issued_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Brokerage a promoter (uid) earns on an order of someone they brought. status: 0 frozen, 1 settled, -1 cancelled (refunded). */
export const userBrokerage = pgTable(
  'user_brokerage',
  {
    id: serial().primaryKey(),
    uid: integer()
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    order_id: integer()
      .notNull()
      .references(() => storeOrder.id),
    /** 1 direct, 2 second level */
    level: smallint().notNull().default(1),
    brokerage: integer().notNull(),
    status: smallint().notNull().default(0),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_brokerage_uq').on(t.uid, t.order_id),
    check('user_brokerage_check', sql`${t.brokerage} >= 0 and ${t.status} in (-1, 0, 1) and ${t.level} in (1, 2)`),
    index('user_brokerage_uid_idx').on(t.uid, t.created_at),
  ],
);
