/**
 * The SKU block of an activity goods page (seckill, group buy, bargain, presell detail): the
 * activity goods' SKU rows in id order, keyed by their `sku` (the spec the page picks), each with
 * the activity's own fields and the normal SKU's image, and the quota and stock over all of them.
 */
import { asc, eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';

type ActivitySkuTable = PgTable & { id: AnyPgColumn; sku: AnyPgColumn; quota: AnyPgColumn; stock: AnyPgColumn };

/** A row of an activity SKU table. */
type SkuRow<T extends ActivitySkuTable> = T['$inferSelect'] & { sku: string; quota: number; stock: number };

/**
 * The SKUs of activity goods `id` (`goodsId`: the SKU table's column of its goods) as the goods
 * page shows them: `view` answers a SKU's fields, the image of the normal SKU of the same spec
 * (`images`: the normal goods page's `sku`) comes last.
 */
export async function activityDetailSkus<T extends ActivitySkuTable, V extends object>(
  db: Db,
  table: T,
  goodsId: AnyPgColumn<{ data: number }>,
  id: number,
  images: Record<string, { image: string | null } | undefined>,
  view: (sku: SkuRow<T>) => V,
) {
  // drizzle cannot type a select of a generic table; it reads every column, i.e. the table's rows
  const skus = (await db
    .select()
    .from(table as ActivitySkuTable)
    .where(eq(goodsId, id))
    .orderBy(asc(table.id))) as SkuRow<T>[];
  const sku = Object.fromEntries(skus.map((s) => [s.sku, { ...view(s), image: images[s.sku]?.image ?? '' }]));
  const quota = skus.reduce((a, s) => a + s.quota, 0);
  const stock = skus.reduce((a, s) => a + s.stock, 0);
  return { sku, quota, stock };
}
