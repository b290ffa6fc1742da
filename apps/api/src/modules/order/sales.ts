/**
 * Order lines and the goods' sales counters. Imports no other order or activity module, so the
 * activities (presell refunds, after-sales) can lower sales without importing the order flow.
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeOrder, storeOrderProduct, storeProduct, storeProductAttrValue } from '../../db/schema';

export async function orderLines(tx: Db, groupId: number) {
  return tx
    .select({
      unique: storeOrderProduct.product_attr_unique,
      product_id: storeOrderProduct.product_id,
      num: storeOrderProduct.product_num,
    })
    .from(storeOrderProduct)
    .innerJoin(storeOrder, eq(storeOrder.id, storeOrderProduct.order_id))
    .where(eq(storeOrder.group_order_id, groupId));
}

export type Line = { unique: string; product_id: number; num: number };

/** Goods rows are always locked in one order, SKUs by id then products by id: no deadlocks. */
export const sortedLines = (lines: Line[]) => [...lines].sort((a, b) => a.unique.localeCompare(b.unique));
export const perProduct = (lines: Line[]) => {
  const map = new Map<number, number>();
  for (const l of lines) map.set(l.product_id, (map.get(l.product_id) ?? 0) + l.num);
  return [...map].sort((a, b) => a[0] - b[0]);
};

/**
 * Counts a paid order's goods as sold. Kept apart from markPaid and run last in a transaction:
 * goods rows are shared by every buyer, so every transaction locks the buyer's own rows (group
 * order, then user) before them, and none waits for a user row while holding goods rows.
 */
export async function addSales(tx: Db, groupId: number): Promise<void> {
  await changeSales(tx, await orderLines(tx, groupId), 1);
}

/** Refunded goods are sold no more: their SKUs' and products' sales go down (never below 0). Goods rows last, like addSales. */
export async function lowerSales(tx: Db, lines: Line[]): Promise<void> {
  await changeSales(tx, lines, -1);
}

async function changeSales(tx: Db, lines: Line[], sign: 1 | -1) {
  for (const line of sortedLines(lines)) {
    await tx
      .update(storeProductAttrValue)
      .set({ sales: sql`greatest(${storeProductAttrValue.sales} + ${sign * line.num}, 0)` })
      .where(eq(storeProductAttrValue.unique, line.unique));
  }
  for (const [productId, num] of perProduct(lines)) {
    await tx
      .update(storeProduct)
      .set({ sales: sql`greatest(${storeProduct.sales} + ${sign * num}, 0)` })
      .where(eq(storeProduct.id, productId));
  }
}
