import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { merchant, storeProduct, storeProductAttrValue } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { MAX_CART_NUM } from '@mall/contracts';

/** What the cart and the checkout need of a SKU: its goods, its merchant. Money in fen. */
export interface SkuGoods {
  product_id: number;
  mer_id: number;
  mer_name: string;
  is_trader: boolean;
  cate_id: number;
  title: string;
  is_show: boolean;
  once_min_count: number;
  once_max_count: number;
  product_image: string;
  unique: string;
  sku: string;
  sku_image: string;
  price: number;
  stock: number;
}

/** The columns of a line's goods and merchant (`storeProduct` joined with `merchant`). */
export const lineGoodsColumns = {
  product_id: storeProduct.id,
  mer_id: storeProduct.mer_id,
  mer_name: merchant.mer_name,
  is_trader: merchant.is_trader,
  cate_id: storeProduct.cate_id,
  title: storeProduct.store_name,
  is_show: storeProduct.is_show,
  product_image: storeProduct.image,
};

/** The columns of a normal SKU (`storeProductAttrValue`) a line shows and charges. */
export const skuColumns = {
  sku: storeProductAttrValue.sku,
  sku_image: storeProductAttrValue.image,
  price: storeProductAttrValue.price,
  stock: storeProductAttrValue.stock,
};

const skuGoodsOf = (db: Db) =>
  prepared(db, 'sku_goods', (d) =>
    d
      .select({
        ...lineGoodsColumns,
        once_min_count: storeProduct.once_min_count,
        once_max_count: storeProduct.once_max_count,
        unique: storeProductAttrValue.unique,
        ...skuColumns,
      })
      .from(storeProductAttrValue)
      .innerJoin(storeProduct, eq(storeProduct.id, storeProductAttrValue.product_id))
      .innerJoin(merchant, eq(merchant.id, storeProduct.mer_id))
      .where(sql`${storeProductAttrValue.unique} = any(${sql.placeholder('uniques')}::text[])`)
      .prepare('sku_goods'),
  );

/** Goods of SKUs by `unique`, each only when it belongs to the given product. */
export async function findSkus(
  db: Db,
  items: { product_id: number; unique: string }[],
): Promise<Map<string, SkuGoods>> {
  if (items.length === 0) return new Map();
  const rows = await skuGoodsOf(db).execute({ uniques: [...new Set(items.map((i) => i.unique))] });
  const wanted = new Set(items.map((i) => `${i.product_id}:${i.unique}`));
  return new Map(rows.filter((r) => wanted.has(`${r.product_id}:${r.unique}`)).map((r) => [r.unique, r]));
}

/** Whether a product exists and is on sale. */
export async function productOnSale(db: Db, productId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: storeProduct.id })
    .from(storeProduct)
    .where(and(eq(storeProduct.id, productId), eq(storeProduct.is_show, true)));
  return Boolean(row);
}

/** Why a cart line cannot be bought at all, or null: off sale, SKU removed, sold out. */
export function unavailableReason(g: Pick<SkuGoods, 'is_show' | 'stock'> | undefined | null, productShown: boolean) {
  if (!productShown) return '商品已下架';
  if (!g) return '商品规格已不存在';
  if (g.stock <= 0) return '商品已售罄';
  return null;
}

/**
 * Refuses a quantity the goods cannot have: stock and the product's per-order limits
 * (`once_min_count`, `once_max_count`; 0 = no maximum). `name` prefixes the message when given.
 */
export function assertQuantity(g: SkuGoods, num: number, name = ''): void {
  const prefix = name ? `「${name}」` : '';
  if (num > MAX_CART_NUM) throw badRequest(`${prefix}购买数量不能超过${MAX_CART_NUM}`);
  if (!g.is_show) throw badRequest(`${prefix}商品已下架`);
  if (g.stock <= 0) throw badRequest(`${prefix}库存不足`);
  if (num > g.stock) throw badRequest(`${prefix}库存不足，最多可购买${g.stock}件`);
  if (g.once_max_count > 0 && num > g.once_max_count) {
    throw badRequest(`${prefix}数量超出限购，每单限购${g.once_max_count}件`);
  }
  if (num < g.once_min_count) throw badRequest(`${prefix}该商品${g.once_min_count}件起购`);
}

export const goodsImage = (g: Pick<SkuGoods, 'sku_image' | 'product_image'>) => g.sku_image || g.product_image;
