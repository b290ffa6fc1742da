/**
 * Catalog tables. MONEY IS INTEGER FEN everywhere (database and API):
 * price 12990 means ¥129.90. Times are timestamptz (UTC).
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  type ExtraConfigColumn,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  varchar,
} from 'drizzle-orm/pg-core';

/** A tsvector column; its lexemes are written by the app (see modules/catalog/search-document.ts). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Index column in the order of SQL's `ORDER BY col DESC` (nulls first), so the index serves it. */
const desc = (column: ExtraConfigColumn) => column.desc().nullsFirst();

export const merchantCategory = pgTable('merchant_category', {
  id: integer().primaryKey(),
  name: varchar({ length: 32 }).notNull(),
  /** shown when the shopper chose English; '' falls back to name */
  name_en: varchar({ length: 32 }).notNull().default(''),
});

export const merchantType = pgTable('merchant_type', {
  id: integer().primaryKey(),
  name: varchar({ length: 32 }).notNull(),
  /** shown when the shopper chose English; '' falls back to name */
  name_en: varchar({ length: 32 }).notNull().default(''),
});

export const merchant = pgTable(
  'merchant',
  {
    id: integer().primaryKey(),
    mer_name: varchar({ length: 64 }).notNull().unique(),
    category_id: integer()
      .notNull()
      .references(() => merchantCategory.id),
    type_id: integer()
      .notNull()
      .references(() => merchantType.id),
    /** 自营 (operated by the platform itself) */
    is_trader: boolean().notNull().default(false),
    mer_avatar: varchar({ length: 255 }).notNull(),
    mer_banner: varchar({ length: 255 }).notNull(),
    mer_info: varchar({ length: 500 }).notNull(),
    mer_phone: varchar({ length: 32 }).notNull(),
    mer_address: varchar({ length: 255 }).notNull(),
    mer_keyword: varchar({ length: 255 }).notNull(),
    /** Scores are x10 of a 5-star score: 0..50. */
    product_score: smallint().notNull(),
    service_score: smallint().notNull(),
    postage_score: smallint().notNull(),
    care_count: integer().notNull().default(0),
    is_best: boolean().notNull().default(false),
    /**
     * Goods on sale and their sales, as of the last fold of `merchant_totals_change` (see
     * modules/merchant/shop-totals.ts): read them through `shopTotals`, never alone.
     */
    goods_count: integer().notNull().default(0),
    sales: integer().notNull().default(0),
    create_time: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('merchant_category_idx').on(t.category_id)],
);

/**
 * What goods statements changed in a shop's totals since the last fold, written by the triggers
 * of migration 0029: payments append rows here instead of waiting on the shop's row.
 */
export const merchantTotalsChange = pgTable(
  'merchant_totals_change',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    mer_id: integer().notNull(),
    goods: integer().notNull(),
    sales: integer().notNull(),
  },
  (t) => [index('merchant_totals_change_mer_idx').on(t.mer_id)],
);

/** 3-level goods category tree; pid 0 is a top category. */
export const storeCategory = pgTable(
  'store_category',
  {
    id: integer().primaryKey(),
    pid: integer().notNull().default(0),
    cate_name: varchar({ length: 64 }).notNull(),
    /** shown when the shopper chose English; '' falls back to cate_name */
    cate_name_en: varchar({ length: 64 }).notNull().default(''),
    level: smallint().notNull(),
    pic: varchar({ length: 255 }).notNull(),
    sort: integer().notNull().default(0),
  },
  (t) => [index('store_category_pid_idx').on(t.pid), check('store_category_level_check', sql`${t.level} between 1 and 3`)],
);

export const storeBrand = pgTable('store_brand', {
  id: integer().primaryKey(),
  brand_name: varchar({ length: 64 }).notNull(),
  /** level-1 category */
  category_id: integer()
    .notNull()
    .references(() => storeCategory.id),
  pic: varchar({ length: 255 }).notNull(),
  sort: integer().notNull().default(0),
});

export const storeProduct = pgTable(
  'store_product',
  {
    id: integer().primaryKey(),
    mer_id: integer()
      .notNull()
      .references(() => merchant.id),
    /** level-3 category */
    cate_id: integer()
      .notNull()
      .references(() => storeCategory.id),
    brand_id: integer().references(() => storeBrand.id),
    store_name: varchar({ length: 200 }).notNull(),
    store_info: varchar({ length: 500 }).notNull(),
    keyword: varchar({ length: 255 }).notNull(),
    unit_name: varchar({ length: 16 }).notNull(),
    image: varchar({ length: 255 }).notNull(),
    slider_image: jsonb().$type<string[]>().notNull(),
    /** fen: lowest SKU price */
    price: integer().notNull(),
    /** fen: list ("original") price */
    ot_price: integer().notNull(),
    stock: integer().notNull(),
    sales: integer().notNull().default(0),
    /** 0..50, x10 of a 5-star rating */
    rate: smallint().notNull().default(50),
    is_show: boolean().notNull().default(true),
    is_hot: boolean().notNull().default(false),
    is_best: boolean().notNull().default(false),
    is_new: boolean().notNull().default(false),
    is_good: boolean().notNull().default(false),
    once_min_count: integer().notNull().default(1),
    once_max_count: integer().notNull().default(0),
    /** spec attributes: [{name, values[]}] */
    attrs: jsonb().$type<{ name: string; values: string[] }[]>().notNull(),
    create_time: timestamp({ withTimezone: true }).notNull().defaultNow(),
    /** title, brand, category and keywords, lower-cased, one per line: the exact check of a search */
    search_text: text().notNull().default(''),
    /** uni- and bigrams of search_text: the index side of a search */
    search_tokens: tsvector().notNull().default(sql`''::tsvector`),
  },
  (t) => [
    index('store_product_search_idx').using('gin', t.search_tokens),
    check('store_product_stock_check', sql`${t.stock} >= 0`),
    check('store_product_price_check', sql`${t.price} >= 0 and ${t.ot_price} >= 0`),
    index('store_product_mer_idx').on(t.mer_id),
    // a shop's best sellers on sale (shop cards)
    index('store_product_mer_sales_idx').on(t.mer_id, desc(t.sales), desc(t.id)).where(sql`${t.is_show}`),
    index('store_product_cate_idx').on(t.cate_id),
    index('store_product_brand_idx').on(t.brand_id),
    index('store_product_sales_idx').on(desc(t.sales), desc(t.id)),
    // one small index per home list (/api/product/spu/hot/:type), in that list's order
    index('store_product_hot_idx').on(desc(t.sales), desc(t.id)).where(sql`${t.is_show} and ${t.is_hot}`),
    index('store_product_best_idx').on(desc(t.sales), desc(t.id)).where(sql`${t.is_show} and ${t.is_best}`),
    index('store_product_new_idx').on(desc(t.create_time), desc(t.id)).where(sql`${t.is_show} and ${t.is_new}`),
    index('store_product_good_idx')
      .on(desc(t.rate), desc(t.sales), desc(t.id))
      .where(sql`${t.is_show} and ${t.is_good}`),
  ],
);

/** One row per SKU; `unique` is the public SKU id used by cart and order calls. */
export const storeProductAttrValue = pgTable(
  'store_product_attr_value',
  {
    id: serial().primaryKey(),
    product_id: integer()
      .notNull()
      .references(() => storeProduct.id, { onDelete: 'cascade' }),
    /** selected attribute values joined with ','; '' for a single-spec product */
    sku: varchar({ length: 255 }).notNull(),
    unique: varchar({ length: 12 }).notNull().unique(),
    /** fen */
    price: integer().notNull(),
    /** fen */
    ot_price: integer().notNull(),
    /** fen */
    cost: integer().notNull(),
    stock: integer().notNull(),
    sales: integer().notNull().default(0),
    image: varchar({ length: 255 }).notNull(),
    bar_code: varchar({ length: 32 }).notNull(),
  },
  (t) => [
    unique('store_product_attr_value_sku_uq').on(t.product_id, t.sku),
    check('store_product_attr_value_stock_check', sql`${t.stock} >= 0`),
    check('store_product_attr_value_price_check', sql`${t.price} >= 0 and ${t.ot_price} >= 0 and ${t.cost} >= 0`),
  ],
);

/** Rich description (HTML), kept apart from the product row so lists stay light. */
export const storeProductContent = pgTable('store_product_content', {
  product_id: integer()
    .primaryKey()
    .references(() => storeProduct.id, { onDelete: 'cascade' }),
  content: text().notNull(),
});

/** Product parameters (规格参数) shown on the detail page and used as search filters. */
export const storeProductParam = pgTable(
  'store_product_param',
  {
    id: serial().primaryKey(),
    product_id: integer()
      .notNull()
      .references(() => storeProduct.id, { onDelete: 'cascade' }),
    name: varchar({ length: 64 }).notNull(),
    value: varchar({ length: 255 }).notNull(),
    sort: smallint().notNull().default(0),
  },
  (t) => [index('store_product_param_product_idx').on(t.product_id), index('store_product_param_name_idx').on(t.name, t.value)],
);
