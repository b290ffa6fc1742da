/**
 * After payment: the merchant ships (0 → 1), the buyer confirms receipt (1 → 2, or the job does
 * ORDER_TAKE_SECONDS after shipping), tracking, deleting finished orders, asking for an invoice
 * after the fact. Each change is a conditional update from the status it starts from.
 */
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  merchant,
  storeGroupOrder,
  storeOrder,
  storeOrderProduct,
  storeRefundOrder,
  type ReceiptData,
} from '../../db/schema';
import { badRequest, notFound } from '../../http/envelope';
import { findOrder, lockOrder, ORDER_NOT_FOUND } from '../after-sales/lock';
import { settleOrderBrokerage } from '../distribution/brokerage';
import { afterSalesSeconds, orderTakeSeconds } from '../after-sales/timers';
import type { Language } from '../../http/language/message-language';
import { carrierName, findCourier, TRACKING_NO, type Courier } from '../logistics/couriers';
import { builtinLogistics, type LogisticsProvider } from '../logistics/provider';
import { sameCityText, shippedText } from '../logistics/texts';

export const logistics: LogisticsProvider = builtinLogistics;

export interface ShipInput {
  /** 'express': a courier code (or name) and tracking number; 'delivery': the courier's name and phone */
  delivery_type: 'express' | 'delivery';
  delivery_name: string;
  delivery_id: string;
  /** the merchant confirms that this order goes in a parcel already sent under the same number */
  same_parcel?: boolean;
}

/** The merchant ships a paid order: 0 → 1. */
export async function shipOrder(db: Db, merId: number, orderId: number, input: ShipInput) {
  let code = '';
  let name = input.delivery_name.trim();
  const no = input.delivery_id.trim();
  let courier: Courier | undefined;
  if (input.delivery_type === 'express') {
    courier = findCourier(name);
    if (!courier) throw badRequest('请选择快递公司');
    if (!TRACKING_NO.test(no)) throw badRequest('请填写正确的快递单号');
    code = courier.code;
    name = courier.name;
  } else {
    if (name.length < 2 || name.length > 32) throw badRequest('请填写配送员姓名');
    if (!/^1[3-9]\d{9}$/.test(no)) throw badRequest('请填写正确的配送员手机号');
  }
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, { mer_id: merId });
    if (!order.paid || order.is_cancel) throw badRequest('订单未支付，不能发货');
    if (order.status !== 0) throw badRequest('订单已发货或已完成，不能重复发货');
    const open = await tx
      .select({ id: storeRefundOrder.id })
      .from(storeRefundOrder)
      .where(and(eq(storeRefundOrder.order_id, order.id), inArray(storeRefundOrder.status, [0, 1, 2])));
    if (open.length > 0) throw badRequest('订单有待处理的退款申请，请先处理');
    if (input.delivery_type === 'express' && !input.same_parcel && (await logistics.used(tx, { code, no }))) {
      throw badRequest('该运单号已用于其他订单，请核对运单号；如与其他订单同一包裹发出，请确认后再发货');
    }
    const [row] = await tx
      .update(storeOrder)
      .set({
        status: 1,
        delivery_type: input.delivery_type,
        delivery_code: code,
        delivery_name: name,
        delivery_id: no,
        delivery_time: sql`now()`,
      })
      .where(and(eq(storeOrder.id, order.id), eq(storeOrder.status, 0)))
      .returning();
    const text = courier ? shippedText(courier, no) : sameCityText(name, no);
    await logistics.record(tx, { code: code || 'SELF', no }, { state: 'shipped', ...text });
    return deliveryOf(row);
  });
}

/** The merchant adds a tracking event to an order on its way (同城配送 progress, a courier's note). */
export async function addTrackingEvent(db: Db, merId: number, orderId: number, message: string) {
  const order = await findOrder(db, orderId, { mer_id: merId });
  if (order.status !== 1 || !order.delivery_time) throw badRequest('订单不在配送中，不能添加物流信息');
  await logistics.record(
    db,
    { code: order.delivery_code || 'SELF', no: order.delivery_id },
    { state: 'note', message },
  );
}

export const deliveryOf = (o: typeof storeOrder.$inferSelect) => ({
  delivery_type: o.delivery_type,
  delivery_code: o.delivery_code,
  delivery_name: o.delivery_name,
  delivery_id: o.delivery_id,
  delivery_time: o.delivery_time,
  take_time: o.take_time,
  auto_take_at:
    o.status === 1 && o.delivery_time ? new Date(o.delivery_time.getTime() + orderTakeSeconds() * 1000) : null,
});

/** 确认收货 (buyer, or `uid` null for the job): 1 → 2. */
export async function takeOrder(db: Db, uid: number | null, orderId: number) {
  if (uid !== null) await findOrder(db, orderId, { uid });
  const [row] = await db
    .update(storeOrder)
    .set({ status: 2, take_time: sql`now()` })
    .where(
      and(eq(storeOrder.id, orderId), eq(storeOrder.status, 1), uid === null ? undefined : eq(storeOrder.uid, uid)),
    )
    .returning({ id: storeOrder.id });
  if (!row) throw badRequest('订单状态错误，不能确认收货');
  // the promoters' brokerage is earned now (the job catches automatic receipts)
  await db.transaction((tx) => settleOrderBrokerage(tx, orderId));
}

/** Job: orders shipped ORDER_TAKE_SECONDS ago are received; answers how many. */
export async function autoTakeOrders(db: Db, seconds = orderTakeSeconds()): Promise<number> {
  const rows = await db
    .update(storeOrder)
    .set({ status: 2, take_time: sql`now()` })
    .where(and(eq(storeOrder.status, 1), lte(storeOrder.delivery_time, sql`now() - make_interval(secs => ${seconds})`)))
    .returning({ id: storeOrder.id });
  return rows.length;
}

/** Job: the after-sales window of orders received AFTER_SALES_SECONDS ago closes; answers how many. */
export async function closeAfterSales(db: Db, seconds = afterSalesSeconds()): Promise<number> {
  const rows = await db
    .update(storeOrder)
    .set({ refund_closed: true })
    .where(
      and(
        eq(storeOrder.refund_closed, false),
        lte(storeOrder.take_time, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .returning({ id: storeOrder.id });
  return rows.length;
}

/** 删除订单 (buyer): only finished (3) or refunded (-1) orders. */
export async function deleteOrder(db: Db, uid: number, orderId: number) {
  const order = await findOrder(db, orderId, { uid });
  if (order.is_del) throw notFound(ORDER_NOT_FOUND);
  const [row] = await db
    .update(storeOrder)
    .set({ is_del: true })
    .where(and(eq(storeOrder.id, order.id), inArray(storeOrder.status, [3, -1]), eq(storeOrder.paid, true)))
    .returning({ id: storeOrder.id });
  if (!row) throw badRequest('只能删除已完成或已退款的订单');
}

/** 查看物流: the order's shipment and its tracking timeline, in the shopper's language. */
export async function orderExpress(db: Db, uid: number, orderId: number, language: Language = 'zh-CN') {
  const order = await findOrder(db, orderId, { uid });
  if (order.is_del) throw notFound(ORDER_NOT_FOUND);
  const [group] = await db.select().from(storeGroupOrder).where(eq(storeGroupOrder.id, order.group_order_id));
  const [shop] = await db.select({ mer_name: merchant.mer_name }).from(merchant).where(eq(merchant.id, order.mer_id));
  const [first] = await db
    .select()
    .from(storeOrderProduct)
    .where(eq(storeOrderProduct.order_id, order.id))
    .orderBy(storeOrderProduct.id)
    .limit(1);
  const list = order.delivery_time
    ? await logistics.track(
        db,
        { code: order.delivery_code || 'SELF', no: order.delivery_id, since: order.delivery_time },
        language,
      )
    : [];
  return {
    order_id: order.id,
    order_sn: order.order_sn,
    status: order.status,
    mer_name: shop?.mer_name ?? '',
    address: group.address,
    total_num: order.total_num,
    pay_price: order.pay_price,
    image: first?.image ?? '',
    title: first?.title ?? '',
    ...deliveryOf(order),
    delivery_name: carrierName(order.delivery_code, order.delivery_name, language),
    list,
  };
}

/** 申请开票 after payment, when the order asked for none yet. */
export async function requestReceipt(db: Db, uid: number, orderId: number, receipt: ReceiptData) {
  const order = await findOrder(db, orderId, { uid });
  if (!order.paid || order.is_cancel || order.status < 0) throw badRequest('该订单不能申请开票');
  const [row] = await db
    .update(storeOrder)
    .set({ receipt })
    .where(and(eq(storeOrder.id, order.id), sql`${storeOrder.receipt} is null`))
    .returning({ id: storeOrder.id });
  if (!row) throw badRequest('该订单已申请开票，请勿重复提交');
}
