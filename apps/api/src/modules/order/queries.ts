/** Reading orders: unpaid group orders, paid orders per merchant, tab counts. Always the buyer's own. */
import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchant, storeGroupOrder, storeOrder, storeOrderProduct, storeRefundOrder } from '../../db/schema';
import { notFound } from '../../http/envelope';
import { onPage } from '../../lib/paging';
import { ProductType } from '../activity/kind';
import { finalPaymentStatus, presellOfOrder } from '../presell/final-payment';
import { withAfterSales } from './after-sales-view';
import { groupOfOrder } from '../group-buy/queries';

type OrderRow = typeof storeOrder.$inferSelect;
type GroupRow = typeof storeGroupOrder.$inferSelect;

/** Orders with their merchant and lines, in the given order of ids. */
async function ordersWithLines(db: Db, orders: OrderRow[]) {
  if (orders.length === 0) return [];
  const ids = orders.map((o) => o.id);
  const lines = await db
    .select()
    .from(storeOrderProduct)
    .where(inArray(storeOrderProduct.order_id, ids))
    .orderBy(storeOrderProduct.id);
  const shops = await db
    .select({ id: merchant.id, mer_name: merchant.mer_name, is_trader: merchant.is_trader })
    .from(merchant)
    .where(inArray(merchant.id, [...new Set(orders.map((o) => o.mer_id))]));
  const shop = new Map(shops.map((m) => [m.id, m]));
  const views = orders.map((o) => ({
    order_id: o.id,
    order_sn: o.order_sn,
    group_order_id: o.group_order_id,
    mer_id: o.mer_id,
    mer_name: shop.get(o.mer_id)?.mer_name ?? '',
    is_trader: shop.get(o.mer_id)?.is_trader ?? false,
    total_num: o.total_num,
    total_price: o.total_price,
    pay_postage: o.pay_postage,
    coupon_price: o.coupon_price,
    platform_coupon_price: o.platform_coupon_price,
    integral: o.integral,
    integral_price: o.integral_price,
    pay_price: o.pay_price,
    mark: o.mark,
    receipt: o.receipt,
    status: o.status,
    paid: o.paid ? 1 : 0,
    is_cancel: o.is_cancel ? 1 : 0,
    pay_time: o.pay_time,
    created_at: o.created_at,
    orderProduct: lines
      .filter((l) => l.order_id === o.id)
      .map((l) => ({
        id: l.id,
        product_id: l.product_id,
        product_attr_unique: l.product_attr_unique,
        title: l.title,
        image: l.image,
        sku: l.sku,
        price: l.price,
        product_num: l.product_num,
        total_price: l.total_price,
        pay_price: l.pay_price,
      })),
  }));
  return withAfterSales(db, orders, views, new Map(lines.map((l) => [l.id, l.is_reply])));
}

async function groupView(db: Db, g: GroupRow) {
  const orders = await db.select().from(storeOrder).where(eq(storeOrder.group_order_id, g.id)).orderBy(storeOrder.id);
  return {
    group_order_id: g.id,
    group_order_sn: g.group_order_sn,
    status: g.status,
    paid: g.status === 1 ? 1 : 0,
    total_num: g.total_num,
    total_price: g.total_price,
    total_postage: g.total_postage,
    coupon_price: g.coupon_price,
    integral: g.integral,
    integral_price: g.integral_price,
    pay_price: g.pay_price,
    pay_type: g.pay_type,
    pay_time: g.pay_time,
    address: g.address,
    created_at: g.created_at,
    /** unpaid orders close at this time (请在X前完成支付) */
    expires_at: g.expires_at,
    closed_at: g.closed_at,
    close_reason: g.close_reason,
    orderList: await ordersWithLines(db, orders),
  };
}

/** GET /api/order/group_order_list: unpaid group orders not past their deadline, newest first. */
export async function unpaidGroupOrders(db: Db, uid: number, page: number, limit: number) {
  const where = and(
    eq(storeGroupOrder.uid, uid),
    eq(storeGroupOrder.status, 0),
    sql`${storeGroupOrder.expires_at} > now()`,
  );
  const rows = await onPage(
    db
      .select()
      .from(storeGroupOrder)
      .where(where)
      .orderBy(desc(storeGroupOrder.id))
      .$dynamic(),
    { page, limit },
  );
  const list = [];
  for (const g of rows) list.push(await groupView(db, g));
  return { list, count: await db.$count(storeGroupOrder, where) };
}

export async function groupOrderDetail(db: Db, uid: number, id: number) {
  const [g] = await db
    .select()
    .from(storeGroupOrder)
    .where(and(eq(storeGroupOrder.id, id), eq(storeGroupOrder.uid, uid)));
  if (!g) throw notFound('订单不存在');
  // a presell order whose deposit is paid shows its final payment as due; a group-buy one its group
  return {
    ...(await groupView(db, g)),
    ...(await finalPaymentStatus(db, uid, id)),
    group_buy_id: await groupOfOrder(db, id),
  };
}

/** Tabs of the order list, newest first: -2 all paid orders, or one status (0 待发货, 1 待收货, 2 待评价, 3 已完成, -1 已退款). */
export async function paidOrders(db: Db, uid: number, status: number, page: number, limit: number) {
  const where = and(
    eq(storeOrder.uid, uid),
    eq(storeOrder.paid, true),
    eq(storeOrder.is_del, false),
    status === -2 ? undefined : eq(storeOrder.status, status),
  );
  const rows = await onPage(
    db
      .select()
      .from(storeOrder)
      .where(where)
      .orderBy(desc(storeOrder.created_at), desc(storeOrder.id))
      .$dynamic(),
    { page, limit },
  );
  return { list: await ordersWithLines(db, rows), count: await db.$count(storeOrder, where) };
}

export async function orderDetail(db: Db, uid: number, id: number) {
  const [o] = await db
    .select()
    .from(storeOrder)
    .where(and(eq(storeOrder.id, id), eq(storeOrder.uid, uid), eq(storeOrder.is_del, false)));
  if (!o) throw notFound('订单不存在');
  const [view] = await ordersWithLines(db, [o]);
  const [g] = await db.select().from(storeGroupOrder).where(eq(storeGroupOrder.id, o.group_order_id));
  return {
    ...view,
    group_order_sn: g.group_order_sn,
    pay_type: g.pay_type,
    address: g.address,
    presell: o.activity_type === ProductType.presell ? await presellOfOrder(db, o.id) : null,
  };
}

/** GET /api/order/number: counts for the order tabs. */
export async function orderCounts(db: Db, uid: number) {
  const [unpaid] = await db
    .select({ n: count() })
    .from(storeGroupOrder)
    .where(
      and(eq(storeGroupOrder.uid, uid), eq(storeGroupOrder.status, 0), sql`${storeGroupOrder.expires_at} > now()`),
    );
  const byStatus = await db
    .select({ status: storeOrder.status, n: count() })
    .from(storeOrder)
    .where(and(eq(storeOrder.uid, uid), eq(storeOrder.paid, true), eq(storeOrder.is_del, false)))
    .groupBy(storeOrder.status);
  const n = (s: number) => byStatus.find((r) => r.status === s)?.n ?? 0;
  // 售后/退款 (user centre): orders with a refund in progress or done that the buyer still lists
  const [refund] = await db
    .select({ n: sql<number>`count(distinct ${storeRefundOrder.order_id})::int` })
    .from(storeRefundOrder)
    .innerJoin(storeOrder, eq(storeOrder.id, storeRefundOrder.order_id))
    .where(
      and(
        eq(storeRefundOrder.uid, uid),
        inArray(storeRefundOrder.status, [0, 1, 2, 3]),
        eq(storeRefundOrder.is_del, false),
        eq(storeOrder.is_del, false),
      ),
    );
  return {
    noPay: unpaid.n,
    noPostage: n(0),
    noDeliver: n(1),
    noComment: n(2),
    done: n(3),
    refund: Number(refund.n),
    orderCount: byStatus.reduce((a, r) => a + r.n, 0),
  };
}

/** A merchant's paid orders (one status or -2 all), newest first, with the buyer's address. */
export async function merchantOrders(db: Db, merId: number, status: number, page: number, limit: number) {
  const where = and(
    eq(storeOrder.mer_id, merId),
    eq(storeOrder.paid, true),
    status === -2 ? undefined : eq(storeOrder.status, status),
  );
  const rows = await onPage(
    db
      .select()
      .from(storeOrder)
      .where(where)
      .orderBy(desc(storeOrder.id))
      .$dynamic(),
    { page, limit },
  );
  const views = await ordersWithLines(db, rows);
  const groups = rows.length
    ? await db
        .select()
        .from(storeGroupOrder)
        .where(inArray(storeGroupOrder.id, [...new Set(rows.map((r) => r.group_order_id))]))
    : [];
  const group = new Map(groups.map((g) => [g.id, g]));
  const list = views.map((v, i) => {
    const g = group.get(rows[i].group_order_id)!;
    return { ...v, uid: rows[i].uid, group_order_sn: g.group_order_sn, pay_type: g.pay_type, address: g.address };
  });
  return { list, count: await db.$count(storeOrder, where) };
}
