/**
 * Invoice titles a user saved (发票抬头, reused at checkout) and the invoices requested with
 * orders: 未开票 until the merchant issues one (an order_invoice row with its file), then 已开票.
 */
import { and, count, desc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchant, orderInvoice, storeOrder, userReceipt, users, type ReceiptData } from '../../db/schema';
import { badRequest, notFound } from '../../http/envelope';
import { onPage } from '../../lib/paging';

export const MAX_RECEIPT_TITLES = 20;
export const RECEIPT_NOT_FOUND = '发票抬头不存在';
export const ORDER_RECEIPT_NOT_FOUND = '发票不存在';

type TitleRow = typeof userReceipt.$inferSelect;

export function titleView(r: TitleRow) {
  return {
    id: r.id,
    receipt_type: r.receipt_type,
    receipt_title_type: r.receipt_title_type,
    receipt_title: r.receipt_title,
    duty_paragraph: r.duty_paragraph,
    email: r.email,
    bank_name: r.bank_name,
    bank_code: r.bank_code,
    address: r.address,
    tel: r.tel,
    is_default: r.is_default ? 1 : 0,
  };
}

export async function listTitles(db: Db, uid: number) {
  const rows = await db.select().from(userReceipt).where(eq(userReceipt.uid, uid)).orderBy(desc(userReceipt.is_default), desc(userReceipt.id));
  return rows.map(titleView);
}

export async function findTitle(db: Db, uid: number, id: number) {
  const [row] = await db.select().from(userReceipt).where(and(eq(userReceipt.id, id), eq(userReceipt.uid, uid)));
  if (!row) throw notFound(RECEIPT_NOT_FOUND);
  return titleView(row);
}

/** Adds (id 0) or replaces a title; the first one, or one marked default, becomes the default. */
export async function saveTitle(db: Db, uid: number, id: number, data: ReceiptData, isDefault: boolean) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.uid} = ${uid} for update`);
    const [{ n }] = await tx.select({ n: count() }).from(userReceipt).where(eq(userReceipt.uid, uid));
    if (id) {
      const [row] = await tx.select({ id: userReceipt.id }).from(userReceipt).where(and(eq(userReceipt.id, id), eq(userReceipt.uid, uid)));
      if (!row) throw notFound(RECEIPT_NOT_FOUND);
    } else if (n >= MAX_RECEIPT_TITLES) {
      throw badRequest(`最多保存${MAX_RECEIPT_TITLES}个发票抬头`);
    }
    const makeDefault = isDefault || n === 0;
    if (makeDefault) await tx.update(userReceipt).set({ is_default: false }).where(and(eq(userReceipt.uid, uid), ne(userReceipt.id, id)));
    const values = { ...data, ...(makeDefault ? { is_default: true } : {}) };
    if (id) {
      await tx.update(userReceipt).set(values).where(eq(userReceipt.id, id));
      return id;
    }
    const [row] = await tx.insert(userReceipt).values({ uid, ...values }).returning({ id: userReceipt.id });
    return row.id;
  });
}

export async function deleteTitle(db: Db, uid: number, id: number) {
  await db.transaction(async (tx) => {
    const [row] = await tx.delete(userReceipt).where(and(eq(userReceipt.id, id), eq(userReceipt.uid, uid))).returning();
    if (!row) throw notFound(RECEIPT_NOT_FOUND);
    if (!row.is_default) return;
    // the newest remaining title takes over as default
    const [next] = await tx.select({ id: userReceipt.id }).from(userReceipt).where(eq(userReceipt.uid, uid)).orderBy(desc(userReceipt.id)).limit(1);
    if (next) await tx.update(userReceipt).set({ is_default: true }).where(eq(userReceipt.id, next.id));
  });
}

const receiptOrderWhere = (uid: number, status?: 0 | 1) =>
  and(
    eq(storeOrder.uid, uid),
    eq(storeOrder.paid, true),
    isNotNull(storeOrder.receipt),
    status === undefined ? undefined : status === 1 ? isNotNull(orderInvoice.order_id) : sql`${orderInvoice.order_id} is null`,
  );

const receiptOrderColumns = {
  order_id: storeOrder.id,
  order_sn: storeOrder.order_sn,
  mer_id: storeOrder.mer_id,
  mer_name: merchant.mer_name,
  pay_price: storeOrder.pay_price,
  receipt: storeOrder.receipt,
  created_at: storeOrder.created_at,
  invoice_sn: orderInvoice.invoice_sn,
  file_url: orderInvoice.file_url,
  issued_at: orderInvoice.issued_at,
};

type ReceiptOrderRow = { [K in keyof typeof receiptOrderColumns]: unknown } & { receipt: ReceiptData | null; invoice_sn: string | null };

const receiptOrderView = (r: ReceiptOrderRow) => ({ ...r, status: r.invoice_sn ? 1 : 0 });

function receiptOrders(db: Db) {
  return db
    .select(receiptOrderColumns)
    .from(storeOrder)
    .innerJoin(merchant, eq(merchant.id, storeOrder.mer_id))
    .leftJoin(orderInvoice, eq(orderInvoice.order_id, storeOrder.id));
}

/** `GET /api/user/receipt/order`: invoices asked for with paid orders; status 0 未开票, 1 已开票. */
export async function listReceiptOrders(db: Db, uid: number, status: 0 | 1 | undefined, page: number, limit: number) {
  const where = receiptOrderWhere(uid, status);
  const rows = await onPage(
    receiptOrders(db).where(where).orderBy(desc(storeOrder.created_at), desc(storeOrder.id)).$dynamic(),
    { page, limit },
  );
  const [{ n }] = await db
    .select({ n: count() })
    .from(storeOrder)
    .leftJoin(orderInvoice, eq(orderInvoice.order_id, storeOrder.id))
    .where(where);
  return { count: n, list: rows.map(receiptOrderView) };
}

export async function receiptOrderDetail(db: Db, uid: number, orderId: number) {
  const [row] = await receiptOrders(db).where(and(receiptOrderWhere(uid), eq(storeOrder.id, orderId)));
  if (!row) throw notFound(ORDER_RECEIPT_NOT_FOUND);
  return receiptOrderView(row);
}
