/**
 * What the user centre keeps beyond orders and the wallet: saved invoice titles and the invoices
 * issued for orders. (Brokerage lives in ./distribution.ts, live anchors in ./live.ts.)
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
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
