/**
 * News (资讯): categories and articles. `content` is HTML sanitised when written
 * (apps/api/src/lib/sanitize.ts), so pages can render it as it is.
 */
import { boolean, index, integer, pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

export const articleCategory = pgTable('article_category', {
  id: serial().primaryKey(),
  title: varchar({ length: 32 }).notNull(),
  /** shown when the shopper chose English; '' falls back to title */
  title_en: varchar({ length: 32 }).notNull().default(''),
  sort: integer().notNull().default(0),
  is_show: boolean().notNull().default(true),
});

export const article = pgTable(
  'article',
  {
    id: serial().primaryKey(),
    cid: integer()
      .notNull()
      .references(() => articleCategory.id),
    title: varchar({ length: 100 }).notNull(),
    author: varchar({ length: 32 }).notNull(),
    image_input: varchar({ length: 255 }).notNull(),
    synopsis: varchar({ length: 255 }).notNull(),
    content: text().notNull(),
    visit: integer().notNull().default(0),
    is_show: boolean().notNull().default(true),
    created_at: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('article_cid_idx').on(t.cid, t.created_at)],
);
