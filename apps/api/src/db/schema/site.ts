import { bigint, boolean, index, integer, jsonb, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';

/** Site settings as key → JSON value (site_logo, site_name, yue_pay_status, ...). */
export const systemConfig = pgTable('system_config', {
  key: varchar({ length: 64 }).primaryKey(),
  value: jsonb().notNull(),
});

/**
 * Operator-managed lists ("group data"): banners, carousel slides, header navigation.
 * `value` holds the item's fields; the row id is the `group_data_id` shown to clients.
 */
export const groupData = pgTable(
  'group_data',
  {
    id: serial().primaryKey(),
    group_key: varchar({ length: 64 }).notNull(),
    value: jsonb().notNull(),
    sort: integer().notNull().default(0),
    is_show: boolean().notNull().default(true),
  },
  (t) => [index('group_data_key_idx').on(t.group_key, t.sort)],
);

/** Search keywords: suggestion source; `is_hot` ones are shown as tags under the search box. */
export const searchKeyword = pgTable('search_keyword', {
  id: serial().primaryKey(),
  keyword: varchar({ length: 50 }).notNull().unique(),
  is_hot: boolean().notNull().default(false),
  sort: smallint().notNull().default(0),
});

/**
 * One row (id 1) whose version changes with every statement that adds or removes goods or changes
 * their title, on-sale state or list flags (hot, best, new, good; triggers of migrations 0026 and
 * 0029): API processes keep what they derive from those (suggestion titles, list counts) in memory
 * and work it out again when it moves.
 */
export const goodsListVersion = pgTable('goods_list_version', {
  id: smallint().primaryKey(),
  version: bigint({ mode: 'bigint' }).notNull(),
});

/** Country/region dialling codes for the phone field; China is id 19, code 86. */
export const areaCode = pgTable('area_code', {
  id: integer().primaryKey(),
  iso: varchar({ length: 2 }).notNull().unique(),
  state: varchar({ length: 64 }).notNull(),
  area_code: varchar({ length: 8 }).notNull(),
});

/** Agreements and rules; `content` is HTML sanitised before it is written. */
export const agreement = pgTable('agreement', {
  key: varchar({ length: 64 }).primaryKey(),
  title: varchar({ length: 100 }).notNull(),
  content: text().notNull(),
});
