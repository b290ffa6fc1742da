import { createHash } from 'node:crypto';
import type { Db } from '../db/client';
import {
  merchant,
  merchantCategory,
  merchantType,
  storeBrand,
  storeCategory,
  storeProduct,
  storeProductAttrValue,
  storeProductContent,
  storeProductParam,
} from '../db/schema';
import { sanitizeRichText } from '../lib/sanitize';
import { searchDocument } from '../modules/catalog/search-document';
import { tokensVector } from '../modules/catalog/search-index';
import type { SeedCatalog, SeedProduct } from './catalog/types';

/** Rows per INSERT statement: well under PostgreSQL's 65,535 bind parameters. */
const BATCH = 1000;

function* chunks<T>(items: readonly T[], size = BATCH): Generator<T[]> {
  for (let i = 0; i < items.length; i += size) yield items.slice(i, i + size);
}

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Public SKU id: 10 base62 characters derived from product id and spec, stable across re-seeds. */
export function skuUnique(productId: number, sku: string): string {
  const bytes = createHash('sha256').update(`${productId}:${sku}`).digest();
  return Array.from(bytes.subarray(0, 10), (b) => BASE62[b % 62]).join('');
}

interface NameLookups {
  brands: Map<number, string>;
  categories: Map<number, string>;
}

const productRow = (p: SeedProduct, names: NameLookups) => {
  const doc = searchDocument({
    store_name: p.store_name,
    keyword: p.keyword,
    brand_name: p.brand_id === null ? null : (names.brands.get(p.brand_id) ?? null),
    cate_name: names.categories.get(p.cate_id) ?? '',
  });
  return { ...productColumns(p), search_text: doc.search_text, search_tokens: tokensVector(doc.tokens) };
};

const productColumns = (p: SeedProduct) => ({
  id: p.id,
  mer_id: p.mer_id,
  cate_id: p.cate_id,
  brand_id: p.brand_id,
  store_name: p.store_name,
  store_info: p.store_info,
  keyword: p.keyword,
  unit_name: p.unit_name,
  image: p.image,
  slider_image: p.slider_image,
  price: p.price,
  ot_price: p.ot_price,
  stock: p.stock,
  sales: p.sales,
  rate: p.rate,
  is_show: p.is_show,
  is_hot: p.is_hot,
  is_best: p.is_best,
  is_new: p.is_new,
  is_good: p.is_good,
  once_min_count: p.once_min_count,
  once_max_count: p.once_max_count,
  attrs: p.attrs,
  create_time: new Date(p.create_time),
});

async function insertProducts(db: Db, products: SeedProduct[], names: NameLookups) {
  await db
    .insert(storeProduct)
    .values(products.map((p) => productRow(p, names)))
    .onConflictDoNothing();
  const skus = products.flatMap((p) => p.skus.map((s) => ({ ...s, product_id: p.id, unique: skuUnique(p.id, s.sku) })));
  for (const rows of chunks(skus)) await db.insert(storeProductAttrValue).values(rows).onConflictDoNothing();
  const contents = products.map((p) => ({ product_id: p.id, content: sanitizeRichText(p.content) }));
  await db.insert(storeProductContent).values(contents).onConflictDoNothing();
  const params = products.flatMap((p) => p.params.map((x, sort) => ({ product_id: p.id, name: x.name, value: x.value, sort })));
  for (const rows of chunks(params)) await db.insert(storeProductParam).values(rows);
}

/** Writes a generated catalog in batches; call inside one transaction. */
export async function insertCatalog(db: Db, catalog: SeedCatalog) {
  await db.insert(merchantCategory).values(catalog.merchantCategories).onConflictDoNothing();
  await db.insert(merchantType).values(catalog.merchantTypes).onConflictDoNothing();
  for (const rows of chunks(catalog.merchants)) {
    const values = rows.map((m) => ({ ...m, create_time: new Date(m.create_time) }));
    await db.insert(merchant).values(values).onConflictDoNothing();
  }
  for (const rows of chunks(catalog.categories)) await db.insert(storeCategory).values(rows).onConflictDoNothing();
  for (const rows of chunks(catalog.brands)) await db.insert(storeBrand).values(rows).onConflictDoNothing();
  const names: NameLookups = {
    brands: new Map(catalog.brands.map((b) => [b.id, b.brand_name])),
    categories: new Map(catalog.categories.map((c) => [c.id, c.cate_name])),
  };
  for (const rows of chunks(catalog.products)) await insertProducts(db, rows, names);
  return {
    merchants: catalog.merchants.length,
    categories: catalog.categories.length,
    brands: catalog.brands.length,
    goods: catalog.products.length,
    skus: catalog.products.reduce((n, p) => n + p.skus.length, 0),
  };
}
