/**
 * Customer service (客服): one conversation per shopper and merchant (`mer_id` 0 is the
 * platform), and its messages. A message sent twice with the same client id (a resend after a
 * reconnect) is one row: `client_msg_id` is unique per sender. `read_at` is set when the other
 * side has read it (read receipts, unread counts).
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const serviceConversation = pgTable(
  'service_conversation',
  {
    id: serial().primaryKey(),
    uid: integer()
      .notNull()
      .references(() => users.uid, { onDelete: 'cascade' }),
    /** the merchant answering; 0 = the platform's own service */
    mer_id: integer().notNull(),
    last_message_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('service_conversation_user_merchant_idx').on(t.uid, t.mer_id),
    index('service_conversation_merchant_idx').on(t.mer_id, t.last_message_at),
  ],
);

export const serviceMessage = pgTable(
  'service_message',
  {
    id: serial().primaryKey(),
    conversation_id: integer()
      .notNull()
      .references(() => serviceConversation.id, { onDelete: 'cascade' }),
    /** 'user' (the shopper) or 'staff' (merchant_staff) */
    sender: varchar({ length: 8 }).notNull(),
    /** uid or merchant_staff id */
    sender_id: integer().notNull(),
    /** text | emoji | image | goods | order */
    type: varchar({ length: 8 }).notNull(),
    /** validated per type (modules/service/content.ts); cards hold a snapshot of the goods/order */
    content: jsonb().notNull(),
    client_msg_id: varchar({ length: 64 }).notNull(),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
    read_at: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('service_message_client_id_idx').on(t.sender, t.sender_id, t.client_msg_id),
    index('service_message_conversation_idx').on(t.conversation_id, t.id),
    check('service_message_sender_check', sql`${t.sender} in ('user', 'staff')`),
    check('service_message_type_check', sql`${t.type} in ('text', 'emoji', 'image', 'goods', 'order')`),
  ],
);
