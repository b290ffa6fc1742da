/**
 * Presell stock and purchases inside the order's and the payment's transactions. Every change of
 * a purchase is a conditional update of its status, and its stock goes back only while
 * `returned` is false: so nothing happens twice, however often a close or a job runs.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeCouponUser, storeOrder, storePresell, storePresellOrder, storePresellSku } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import type { ActivityLine } from '../activity/kind';
import { newSn } from '../order/numbering';
import { lowerSales } from '../order/sales';
import { NO_STOCK, type PresellGoods } from './goods';
import { DEPOSIT, FINAL_TIMED_OUT, WAITING_FINAL } from './state';

export async function takePresell(tx: Db, uid: number, groupOrderId: number, lines: ActivityLine<PresellGoods>[]) {
  if (lines.length !== 1) throw badRequest('预售商品请单独下单');
  const [{ goods, num }] = lines;
  const p = goods.presell;
  const [order] = await tx
    .select({ id: storeOrder.id })
    .from(storeOrder)
    .where(and(eq(storeOrder.group_order_id, groupOrderId), eq(storeOrder.mer_id, goods.mer_id)));
  const deposit = p.presell_type === DEPOSIT;
  const finalPrice = deposit ? (p.price - p.deposit) * num : 0;
  await tx.insert(storePresellOrder).values({
    group_order_id: groupOrderId,
    order_id: order?.id ?? null,
    uid,
    presell_id: p.presell_id,
    presell_sku_id: p.sku_id,
    presell_type: p.presell_type,
    num,
    deposit_price: deposit ? p.deposit * num : 0,
    final_price: finalPrice,
    pay_price: finalPrice,
    final_start_time: p.final_start_time,
    final_end_time: p.final_end_time,
    delivery_day: p.delivery_day,
    sn: newSn('P'),
  });
  // goods rows last (see order/lifecycle.ts)
  const taken = await tx
    .update(storePresellSku)
    .set({ stock: sql`${storePresellSku.stock} - ${num}` })
    .where(and(eq(storePresellSku.id, p.sku_id), sql`${storePresellSku.stock} >= ${num}`))
    .returning({ id: storePresellSku.id });
  if (taken.length === 0) throw badRequest(NO_STOCK);
}

/** The group order was paid: a deposit order now waits for its final payment (order status 10). */
export async function presellPaid(tx: Db, groupOrderId: number): Promise<void> {
  const [row] = await tx
    .update(storePresellOrder)
    .set({
      status: sql`case when ${storePresellOrder.presell_type} = ${DEPOSIT} then 1 else 2 end`,
      pay_time: sql`now()`,
    })
    .where(and(eq(storePresellOrder.group_order_id, groupOrderId), eq(storePresellOrder.status, 0)))
    .returning();
  if (row?.presell_type === DEPOSIT && row.order_id !== null) {
    await tx.update(storeOrder).set({ status: WAITING_FINAL }).where(eq(storeOrder.id, row.order_id));
  }
}

/** Gives the stock of a purchase back, once; answers whether this call did. */
async function giveBack(tx: Db, id: number): Promise<boolean> {
  const [row] = await tx
    .update(storePresellOrder)
    .set({ returned: true })
    .where(and(eq(storePresellOrder.id, id), eq(storePresellOrder.returned, false)))
    .returning({ sku: storePresellOrder.presell_sku_id, num: storePresellOrder.num });
  if (!row) return false;
  await tx
    .update(storePresellSku)
    .set({ stock: sql`${storePresellSku.stock} + ${row.num}` })
    .where(eq(storePresellSku.id, row.sku));
  return true;
}

/** Refunded pieces of paid presell orders go back on sale. */
export async function restockPresell(tx: Db, items: { unique: string; num: number }[]): Promise<void> {
  for (const item of [...items].sort((a, b) => a.unique.localeCompare(b.unique))) {
    await tx
      .update(storePresellSku)
      .set({ stock: sql`${storePresellSku.stock} + ${item.num}` })
      .where(eq(storePresellSku.unique, item.unique));
  }
}

/** An unpaid presell order closed: its purchase closes and its stock goes back. */
export async function releasePresell(tx: Db, groupOrderId: number): Promise<void> {
  const [row] = await tx
    .update(storePresellOrder)
    .set({ status: -1 })
    .where(and(eq(storePresellOrder.group_order_id, groupOrderId), eq(storePresellOrder.status, 0)))
    .returning({ id: storePresellOrder.id });
  if (row) await giveBack(tx, row.id);
}

/**
 * The final payment of a purchase was not made in its window: the order closes with status 11,
 * the deposit is kept (定金不退), a coupon chosen for the final payment is given back, and so is
 * the stock. False when the purchase was no longer waiting (paid, or closed by another run).
 */
export async function closeFinalTimeout(tx: Db, id: number): Promise<boolean> {
  const [row] = await tx
    .update(storePresellOrder)
    .set({ status: -2 })
    .where(
      and(
        eq(storePresellOrder.id, id),
        eq(storePresellOrder.status, 1),
        sql`${storePresellOrder.final_end_time} <= now()`,
      ),
    )
    .returning();
  if (!row) return false;
  if (row.order_id !== null) {
    await tx.update(storeOrder).set({ status: FINAL_TIMED_OUT }).where(eq(storeOrder.id, row.order_id));
  }
  if (row.coupon_user_id !== null) {
    await tx
      .update(storeCouponUser)
      .set({ status: 0, use_time: null, group_order_id: null })
      .where(and(eq(storeCouponUser.id, row.coupon_user_id), eq(storeCouponUser.status, 1)));
  }
  await giveBack(tx, row.id);
  // goods not sold after all (sales were counted when the deposit was paid)
  const [sku] = await tx
    .select({ unique: storePresellSku.unique, product_id: storePresell.product_id })
    .from(storePresellSku)
    .innerJoin(storePresell, eq(storePresell.id, storePresellSku.presell_id))
    .where(eq(storePresellSku.id, row.presell_sku_id));
  await lowerSales(tx, [{ unique: sku.unique, product_id: sku.product_id, num: row.num }]);
  return true;
}
