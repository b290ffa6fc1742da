/**
 * The lists of activity goods (group buy, presell, bargain; seckill adds its activity's join): one
 * page of the activity goods on show with their normal goods, the count of all of them, and the
 * quota and stock each holds over its SKUs.
 */
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { AnyPgColumn, PgTable, SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { storeProduct } from '../../db/schema';
import { onPage, type Paging } from '../../lib/paging';

type ActivityGoodsTable = PgTable & { product_id: AnyPgColumn; is_show: AnyPgColumn };

/** A table the activity goods are joined with besides their normal goods (seckill: its activity). */
export interface ActivityJoin {
  table: PgTable;
  on: SQL;
}

/**
 * One page of `goods` (an activity goods table joined with its normal goods, both shown, with
 * `join` when given, and `where`: the activity's window) in `orderBy`, and how many there are.
 */
export async function shownActivityGoods<F extends SelectedFields>(
  db: Db,
  goods: ActivityGoodsTable,
  fields: F,
  where: SQL | undefined,
  orderBy: SQL[],
  paging: Paging,
  join?: ActivityJoin,
) {
  const shown = and(eq(goods.is_show, true), eq(storeProduct.is_show, true), where);
  const from = (select: SelectedFields) => {
    const q = db.select(select).from(goods).innerJoin(storeProduct, eq(storeProduct.id, goods.product_id)).$dynamic();
    return (join ? q.innerJoin(join.table, join.on) : q).where(shown);
  };
  // drizzle cannot type a select of generic fields; inner joins only, so each row is the fields' values
  const rows = (await onPage(from(fields).orderBy(...orderBy), paging)) as SelectResultFields<F>[];
  const [{ total }] = (await from({ total: count() })) as { total: number }[];
  return { rows, total };
}

type ActivitySkuTable = PgTable & { quota: AnyPgColumn; stock: AnyPgColumn };

/** Quota and stock per activity goods (sums over their SKUs): `goodsId` is the SKU table's column of its goods. */
export async function skuTotals(db: Db, sku: ActivitySkuTable, goodsId: AnyPgColumn<{ data: number }>, ids: number[]) {
  const rows = await db
    .select({
      id: goodsId,
      quota: sql<number>`sum(${sku.quota})::int`,
      stock: sql<number>`sum(${sku.stock})::int`,
    })
    .from(sku)
    .where(inArray(goodsId, ids.length ? ids : [0]))
    .groupBy(goodsId);
  return new Map(rows.map((r) => [r.id, { quota: r.quota, stock: r.stock }]));
}
