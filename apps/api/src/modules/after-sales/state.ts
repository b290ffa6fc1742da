/**
 * What has been refunded of orders and their lines, and what may still be: read by the order
 * lists (badges, buttons) and by the refund application (limits). Refused (-1) and cancelled
 * (-2) refunds count for nothing.
 */
import { and, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeOrder, storeOrderProduct, storeRefundOrder, storeRefundProduct } from '../../db/schema';
import { addSeconds, afterSalesSeconds } from './timers';

type OrderRow = typeof storeOrder.$inferSelect;
type LineRow = typeof storeOrderProduct.$inferSelect;

export interface LineTaken {
  refunded_num: number;
  refunded_price: number;
  /** in open refunds (0, 1, 2) */
  refunding_num: number;
  refunding_price: number;
}

const NONE: LineTaken = { refunded_num: 0, refunded_price: 0, refunding_num: 0, refunding_price: 0 };

/** Per order line id: pieces and money in finished and open refunds. */
export async function lineTaken(db: Db, orderIds: number[]): Promise<Map<number, LineTaken>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      line: storeRefundProduct.order_product_id,
      done: sql<boolean>`${storeRefundOrder.status} = 3`,
      num: sql<number>`sum(${storeRefundProduct.refund_num})::int`,
      price: sql<number>`sum(${storeRefundProduct.refund_price})::int`,
    })
    .from(storeRefundProduct)
    .innerJoin(storeRefundOrder, eq(storeRefundOrder.id, storeRefundProduct.refund_order_id))
    .where(and(inArray(storeRefundOrder.order_id, orderIds), notInArray(storeRefundOrder.status, [-1, -2])))
    .groupBy(storeRefundProduct.order_product_id, sql`${storeRefundOrder.status} = 3`);
  const map = new Map<number, LineTaken>();
  for (const r of rows) {
    const t = { ...(map.get(r.line) ?? NONE) };
    if (r.done) {
      t.refunded_num += Number(r.num);
      t.refunded_price += Number(r.price);
    } else {
      t.refunding_num += Number(r.num);
      t.refunding_price += Number(r.price);
    }
    map.set(r.line, t);
  }
  return map;
}

export const takenOf = (map: Map<number, LineTaken>, lineId: number) => map.get(lineId) ?? NONE;

/** Pieces of a line that can still go into a refund, and the most those pieces may get back. */
export function lineRoom(line: Pick<LineRow, 'product_num' | 'pay_price'>, t: LineTaken) {
  const num = line.product_num - t.refunded_num - t.refunding_num;
  const price = line.pay_price - t.refunded_price - t.refunding_price;
  return { num, price };
}

/** The most `n` of the remaining pieces may get back: a share of the price, all of the rest for the last ones. */
export function maxRefundFor(line: Pick<LineRow, 'product_num' | 'pay_price'>, t: LineTaken, n: number): number {
  const room = lineRoom(line, t);
  if (n >= room.num) return room.price;
  return Math.min(room.price, Math.floor((line.pay_price * n) / line.product_num));
}

/** Whether the order is still open for after-sales (paid, not 10/11 or below 0, window not over). */
export function afterSalesOpen(o: Pick<OrderRow, 'paid' | 'is_cancel' | 'status' | 'take_time' | 'refund_closed'>, now: Date) {
  if (!o.paid || o.is_cancel || o.status < 0 || o.status >= 9 || o.refund_closed) return false;
  const deadline = addSeconds(o.take_time, afterSalesSeconds());
  return deadline === null || deadline > now;
}

/** Per order: refund badge, refunded money, the latest refused refund. */
export async function orderRefundSummary(db: Db, orderIds: number[]) {
  const map = new Map<
    number,
    { open: number; refunded_price: number; refused: { refund_order_id: number; reason: string } | null }
  >();
  if (orderIds.length === 0) return map;
  const rows = await db
    .select({
      id: storeRefundOrder.id,
      order_id: storeRefundOrder.order_id,
      status: storeRefundOrder.status,
      refund_price: storeRefundOrder.refund_price,
      fail_message: storeRefundOrder.fail_message,
    })
    .from(storeRefundOrder)
    .where(inArray(storeRefundOrder.order_id, orderIds))
    .orderBy(desc(storeRefundOrder.id));
  for (const r of rows) {
    const s = map.get(r.order_id) ?? { open: 0, refunded_price: 0, refused: null };
    if (r.status >= 0 && r.status <= 2) s.open += 1;
    if (r.status === 3) s.refunded_price += r.refund_price;
    // the newest refund decides the banner: a refused one only while nothing newer exists
    if (r.status === -1 && s.refused === null && !map.has(r.order_id)) {
      s.refused = { refund_order_id: r.id, reason: r.fail_message };
    }
    map.set(r.order_id, s);
  }
  return map;
}
