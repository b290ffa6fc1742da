/** Reading refunds: the buyer's list and detail, the merchant's list. */
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  merchant,
  storeGroupOrder,
  storeOrder,
  storeOrderProduct,
  storeRefundOrder,
  storeRefundProduct,
  storeRefundStatus,
} from '../../db/schema';
import { notFound } from '../../http/envelope';
import type { Language } from '../../http/language/message-language';
import { onPage } from '../../lib/paging';
import { carrierName } from '../logistics/couriers';
import { providerOf } from '../pay/provider';
import { REFUND_NOT_FOUND } from './lock';
import { DONE_REFUND, OPEN_REFUND, REFUND_STATUS_TEXT, refundLogIn, refundReasonIn } from './texts';
import { addSeconds, refundAgreeSeconds } from './timers';

type RefundRow = typeof storeRefundOrder.$inferSelect;

async function summaries(db: Db, rows: RefundRow[]) {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const lines = await db
    .select({
      refund_order_id: storeRefundProduct.refund_order_id,
      order_product_id: storeRefundProduct.order_product_id,
      product_id: storeOrderProduct.product_id,
      title: storeOrderProduct.title,
      image: storeOrderProduct.image,
      sku: storeOrderProduct.sku,
      price: storeOrderProduct.price,
      refund_num: storeRefundProduct.refund_num,
      refund_price: storeRefundProduct.refund_price,
    })
    .from(storeRefundProduct)
    .innerJoin(storeOrderProduct, eq(storeOrderProduct.id, storeRefundProduct.order_product_id))
    .where(inArray(storeRefundProduct.refund_order_id, ids))
    .orderBy(storeRefundProduct.id);
  const orders = await db
    .select({ id: storeOrder.id, order_sn: storeOrder.order_sn, mer_name: merchant.mer_name })
    .from(storeOrder)
    .innerJoin(merchant, eq(merchant.id, storeOrder.mer_id))
    .where(inArray(storeOrder.id, [...new Set(rows.map((r) => r.order_id))]));
  const order = new Map(orders.map((o) => [o.id, o]));
  return rows.map((r) => ({
    refund_order_id: r.id,
    refund_order_sn: r.refund_order_sn,
    order_id: r.order_id,
    order_sn: order.get(r.order_id)?.order_sn ?? '',
    mer_id: r.mer_id,
    mer_name: order.get(r.order_id)?.mer_name ?? '',
    refund_type: r.refund_type,
    status: r.status,
    status_text: REFUND_STATUS_TEXT[r.status],
    refund_num: r.refund_num,
    refund_price: r.refund_price,
    refund_postage: r.refund_postage,
    created_at: r.created_at,
    refundProduct: lines.filter((l) => l.refund_order_id === r.id).map(({ refund_order_id: _, ...l }) => l),
  }));
}

/** The full view of one refund (buyer's detail page, merchant's list). */
export async function refundView(db: Db, r: RefundRow) {
  const [summary] = await summaries(db, [r]);
  const [group] = await db
    .select({ pay_type: storeGroupOrder.pay_type })
    .from(storeGroupOrder)
    .innerJoin(storeOrder, eq(storeOrder.group_order_id, storeGroupOrder.id))
    .where(eq(storeOrder.id, r.order_id));
  const [shop] = await db
    .select({ mer_name: merchant.mer_name, mer_phone: merchant.mer_phone, mer_address: merchant.mer_address })
    .from(merchant)
    .where(eq(merchant.id, r.mer_id));
  const timeline = await db
    .select({
      time: storeRefundStatus.created_at,
      change_type: storeRefundStatus.change_type,
      message: storeRefundStatus.change_message,
    })
    .from(storeRefundStatus)
    .where(eq(storeRefundStatus.refund_order_id, r.id))
    .orderBy(asc(storeRefundStatus.id));
  return {
    ...summary,
    refund_message: r.refund_message,
    mark: r.mark,
    pics: r.pics,
    refuse_reason: r.status === -1 ? r.fail_message : '',
    auto_agree_at: r.status === 0 ? addSeconds(r.created_at, refundAgreeSeconds()) : null,
    return_address:
      r.refund_type === 2 && shop
        ? { real_name: shop.mer_name, phone: shop.mer_phone, address: shop.mer_address }
        : null,
    delivery_type: r.delivery_type,
    delivery_name: r.delivery_name,
    delivery_id: r.delivery_id,
    delivery_phone: r.delivery_phone,
    refund_to: providerOf[group.pay_type as keyof typeof providerOf] ?? 'balance',
    refunded_at: r.refunded_at,
    can_cancel: r.status === 0 || r.status === 1,
    can_back_goods: r.status === 1,
    can_reapply: r.status === -1,
    can_delete: r.status === 3 || r.status === -1 || r.status === -2,
    timeline,
  };
}

/** GET /api/refund/list: type '' all, 1 处理中, 2 已处理; newest first. */
export async function buyerRefunds(db: Db, uid: number, type: 0 | 1 | 2, page: number, limit: number) {
  const where = and(
    eq(storeRefundOrder.uid, uid),
    eq(storeRefundOrder.is_del, false),
    type === 1
      ? inArray(storeRefundOrder.status, [...OPEN_REFUND])
      : type === 2
        ? inArray(storeRefundOrder.status, [...DONE_REFUND])
        : undefined,
  );
  const rows = await onPage(
    db.select().from(storeRefundOrder).where(where).orderBy(desc(storeRefundOrder.id)).$dynamic(),
    { page, limit },
  );
  return { list: await summaries(db, rows), count: await db.$count(storeRefundOrder, where) };
}

export async function buyerRefund(db: Db, uid: number, id: number) {
  const [r] = await db
    .select()
    .from(storeRefundOrder)
    .where(and(eq(storeRefundOrder.id, id), eq(storeRefundOrder.uid, uid), eq(storeRefundOrder.is_del, false)));
  if (!r) throw notFound(REFUND_NOT_FOUND);
  return refundView(db, r);
}

/**
 * A refund's view as the shopper's language reads it: the reason picked from the list, the
 * return's courier (a refund's `delivery_type` is the courier's code) and the history's steps in
 * English for 'en'.
 */
export function refundIn<
  T extends {
    refund_message: string;
    delivery_type: string;
    delivery_name: string;
    timeline: { message: string }[];
  },
>(view: T, language: Language): T {
  if (language !== 'en') return view;
  return {
    ...view,
    refund_message: refundReasonIn(view.refund_message, language),
    delivery_name: carrierName(view.delivery_type, view.delivery_name, language),
    timeline: view.timeline.map((step) => ({ ...step, message: refundLogIn(step.message, language) })),
  };
}

/** The merchant's refunds, one status or all, newest first. */
export async function merchantRefunds(db: Db, merId: number, status: number | null, page: number, limit: number) {
  const where = and(
    eq(storeRefundOrder.mer_id, merId),
    status === null ? undefined : eq(storeRefundOrder.status, status),
  );
  const rows = await onPage(
    db.select().from(storeRefundOrder).where(where).orderBy(desc(storeRefundOrder.id)).$dynamic(),
    { page, limit },
  );
  const list = [];
  for (const r of rows) list.push(await refundView(db, r));
  return { list, count: await db.$count(storeRefundOrder, where) };
}

export async function merchantRefund(db: Db, merId: number, id: number) {
  const [r] = await db
    .select()
    .from(storeRefundOrder)
    .where(and(eq(storeRefundOrder.id, id), eq(storeRefundOrder.mer_id, merId)));
  if (!r) throw notFound(REFUND_NOT_FOUND);
  return refundView(db, r);
}
