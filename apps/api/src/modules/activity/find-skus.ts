/**
 * Activity SKUs by `unique` for the cart and the checkout (`ActivityKind.findSkus`), in three
 * small queries rather than one wide join (planning a seven-table join cost PGlite ~20 ms a
 * call): the activity's own SKU rows (one query of its tables), the normal goods with their
 * merchants, and the normal SKUs' images (unless the activity's query joined them).
 */
import { eq, sql } from 'drizzle-orm';
import { PgTransaction, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { merchant, storeProduct, storeProductAttrValue } from '../../db/schema';
import { lineGoodsColumns } from '../cart/goods';
import type { ActivityGoods } from './kind';

/** What an activity answers of one of its SKUs. */
export interface ActivitySkuRow {
  /** the normal goods' */
  product_id: number;
  /** the line's SKU key (the activity SKU's, or a bargain's own) */
  unique: string;
  /** the normal SKU it copies (its image) */
  source_unique: string;
  sku: string;
  /** fen per piece, what the line charges now */
  price: number;
  stock: number;
  /** the activity's own switches (its goods, its activity) */
  shown: boolean;
  /** most pieces a line (0: no limit, unless told) */
  once_max_count?: number;
  /** the normal SKU's image when `rows` joined it (one query less); else read by `source_unique` */
  sku_image?: string | null;
}

/** An activity SKU table's columns for `ActivitySkuRow` (`unique`, `source_unique`, `sku`, `price`, `stock`). */
export function activitySkuColumns<
  T extends Record<'unique' | 'source_unique' | 'sku' | 'price' | 'stock', AnyPgColumn>,
>(sku: T) {
  return { unique: sku.unique, source_unique: sku.source_unique, sku: sku.sku, price: sku.price, stock: sku.stock };
}

const lineGoodsOf = (db: Db) =>
  prepared(db, 'activity_line_goods', (d) =>
    d
      .select(lineGoodsColumns)
      .from(storeProduct)
      .innerJoin(merchant, eq(merchant.id, storeProduct.mer_id))
      .where(sql`${storeProduct.id} = any(${sql.placeholder('ids')}::integer[])`)
      .prepare('activity_line_goods'),
  );

const skuImagesOf = (db: Db) =>
  prepared(db, 'activity_sku_images', (d) =>
    d
      .select({ unique: storeProductAttrValue.unique, image: storeProductAttrValue.image })
      .from(storeProductAttrValue)
      .where(sql`${storeProductAttrValue.unique} = any(${sql.placeholder('uniques')}::text[])`)
      .prepare('activity_sku_images'),
  );

/**
 * How long a flash sale's read of its SKUs is reused outside transactions: every shopper's buy-now
 * and checkout read the same few SKUs, so prices, switches and stock shown are at most this old;
 * the stock gate and the order's conditional updates decide the pieces, and order/create prices
 * again inside its transaction (never from here) when its checkout's quote ran out. Activities
 * whose rows belong to one shopper (a bargain's price) are never reused.
 */
export const ACTIVITY_SKU_FRESH_MS = 2_000;
const MAX_RECENT = 1_000;

interface SkuRead<R> {
  mine: R[];
  products: Awaited<ReturnType<ReturnType<typeof lineGoodsOf>['execute']>>;
  images: { unique: string; image: string | null }[];
}

const recentReads = new WeakMap<Db, Map<string, { at: number; read: Promise<SkuRead<ActivitySkuRow>> }>>();

function readRecently<R extends ActivitySkuRow>(
  db: Db,
  key: string,
  read: () => Promise<SkuRead<R>>,
): Promise<SkuRead<R>> {
  if (db instanceof PgTransaction) return read();
  let reads = recentReads.get(db);
  if (!reads) recentReads.set(db, (reads = new Map()));
  const now = Date.now();
  const held = reads.get(key);
  if (held && now - held.at < ACTIVITY_SKU_FRESH_MS) return held.read as Promise<SkuRead<R>>;
  if (reads.size >= MAX_RECENT) reads.clear();
  const pending = read();
  reads.set(key, { at: now, read: pending });
  // a failed read is not kept
  pending.catch(() => reads.delete(key));
  return pending;
}

/**
 * The activity goods of `items`, each only when its SKU belongs to the given (normal) product:
 * `rows` reads the activity's SKU rows by `unique`, `extend` adds the activity's own fields;
 * `reuse` shares a read among shoppers for ACTIVITY_SKU_FRESH_MS (rows alike for everyone only).
 */
export async function findActivitySkus<R extends ActivitySkuRow, G extends ActivityGoods>(
  db: Db,
  items: { product_id: number; unique: string }[],
  activityType: number,
  rows: (uniques: string[]) => Promise<R[]>,
  extend: (row: R, goods: ActivityGoods) => G,
  { reuse = false }: { reuse?: boolean } = {},
): Promise<Map<string, G>> {
  if (items.length === 0) return new Map();
  const wanted = [...new Set(items.map((i) => `${i.product_id}:${i.unique}`))].sort();
  const readSkus = async (): Promise<SkuRead<R>> => {
    const asked = new Set(wanted);
    const mine = (await rows([...new Set(items.map((i) => i.unique))])).filter((r) =>
      asked.has(`${r.product_id}:${r.unique}`),
    );
    if (mine.length === 0) return { mine, products: [], images: [] };
    const products = await lineGoodsOf(db).execute({ ids: [...new Set(mine.map((r) => r.product_id))] });
    const imageless = [...new Set(mine.filter((r) => r.sku_image === undefined).map((r) => r.source_unique))];
    const images = imageless.length === 0 ? [] : await skuImagesOf(db).execute({ uniques: imageless });
    return { mine, products, images };
  };
  const { mine, products, images } = reuse
    ? await readRecently(db, `${activityType}|${wanted.join(',')}`, readSkus)
    : await readSkus();
  const product = new Map(products.map((p) => [p.product_id, p]));
  const image = new Map(images.map((i) => [i.unique, i.image]));
  const found = new Map<string, G>();
  for (const r of mine) {
    const p = product.get(r.product_id);
    if (!p) continue;
    const goods: ActivityGoods = {
      activity_type: activityType,
      ...p,
      is_show: p.is_show && r.shown,
      once_min_count: 1,
      once_max_count: r.once_max_count ?? 0,
      unique: r.unique,
      sku: r.sku,
      sku_image: r.sku_image ?? image.get(r.source_unique) ?? '',
      price: r.price,
      stock: r.stock,
    };
    found.set(r.unique, extend(r, goods));
  }
  return found;
}
