/**
 * The merchant's orders looked up by order number (the CLI's `merchant ship <order_sn>`): only
 * the signed-in staff member's merchant's.
 */
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeOrder } from '../../db/schema';
import { notFound } from '../../http/envelope';

/** The id and status of merchant `merId`'s order numbered `sn`; 404 when there is none. */
export async function merchantOrderBySn(db: Db, merId: number, sn: string) {
  const [order] = await db
    .select({ order_id: storeOrder.id, status: storeOrder.status })
    .from(storeOrder)
    .where(and(eq(storeOrder.order_sn, sn), eq(storeOrder.mer_id, merId)));
  if (!order) throw notFound('订单不存在');
  return order;
}
