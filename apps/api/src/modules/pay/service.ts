/**
 * Paying a group order (or another payable kind, ./payable.ts): by balance in one transaction, or by QR through a payment provider;
 * the provider's notifications; the buyer's cancel. Every path that changes an order goes
 * through markPaid / closeGroupOrder (src/modules/order/lifecycle.ts), which act only on an
 * unpaid order, so an order is paid or closed exactly once.
 */
import type { PayAnswer } from '@mall/contracts';
import QRCode from 'qrcode';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payNotice, storeGroupOrder, type PayType } from '../../db/schema';
import { ApiError, badRequest, notFound } from '../../http/envelope';
import { closeGroupOrder, markPaid } from '../order/lifecycle';
import { addSales } from '../order/sales';
import { finalPaymentStatus, paysFinal, presellFinals } from '../presell/final-payment';
import { svipOrders } from '../svip/payable';
import { debitUser } from './credit';
import type { PayableKind } from './payable';
import { readSettings } from '../site/service';
import { payTypeOf, providerOf, type PaymentProvider, type ProviderName } from './provider';
import { sandboxProvider } from './sandbox';

export const providers: Record<ProviderName, PaymentProvider> = {
  weixin: sandboxProvider('weixin'),
  alipay: sandboxProvider('alipay'),
};

const switches: Record<PayType, 'yue_pay_status' | 'pay_weixin_open' | 'alipay_open'> = {
  balance: 'yue_pay_status',
  weixinQr: 'pay_weixin_open',
  alipayQr: 'alipay_open',
};

async function ownGroup(db: Db, uid: number, id: number): Promise<GroupRow & { expired: boolean }> {
  const [row] = await db
    .select({ group: storeGroupOrder, expired: sql<boolean>`${storeGroupOrder.expires_at} <= now()` })
    .from(storeGroupOrder)
    .where(and(eq(storeGroupOrder.id, id), eq(storeGroupOrder.uid, uid)));
  if (!row) throw notFound('订单不存在');
  return { ...row.group, expired: row.expired };
}

type GroupRow = typeof storeGroupOrder.$inferSelect;

const groupOrders: PayableKind = {
  async own(db, uid, id) {
    const g = await ownGroup(db, uid, id);
    return { id: g.id, sn: g.group_order_sn, pay_price: g.pay_price, status: g.status, expired: g.expired };
  },
  async byTradeNo(db, outTradeNo) {
    const [row] = await db
      .select({ id: storeGroupOrder.id, pay_price: storeGroupOrder.pay_price })
      .from(storeGroupOrder)
      .where(eq(storeGroupOrder.group_order_sn, outTradeNo));
    return row ?? null;
  },
  markPaid: (tx, id, payType, opts) => markPaid(tx, id, payType, opts),
  afterPaid: (tx, id) => addSales(tx, id),
  bill: (g) => ({
    type: 'pay_order',
    title: '购买商品',
    mark: `余额支付${(g.pay_price / 100).toFixed(2)}元购买商品`,
    link_id: String(g.id),
  }),
  groupOrderId: (g) => g.id,
};

function refusePaying(g: { status: number; expired: boolean }) {
  if (g.status === 1) throw badRequest('订单已支付，请勿重复支付');
  if (g.status === -1 || g.expired) throw badRequest('订单已关闭，请重新下单');
}

/** POST /api/order/pay/:id: the order, or the final payment of a presell order whose deposit is paid. */
export const payOrder = async (db: Db, uid: number, groupId: number, type: PayType, origin: string) =>
  payFor((await paysFinal(db, uid, groupId)) ? presellFinals : groupOrders, db, uid, groupId, type, origin);

/**
 * Pays one row of a kind: by balance at once, or a QR of the method's provider (the answer's
 * `group_order_id` is the row's id whatever its kind).
 */
export async function payFor(
  kind: PayableKind,
  db: Db,
  uid: number,
  id: number,
  type: PayType,
  origin: string,
): Promise<PayAnswer> {
  const settings = await readSettings(db, [switches[type]]);
  if (settings[switches[type]] !== 1) throw badRequest('该支付方式未开启');
  const row = await kind.own(db, uid, id);
  refusePaying(row);
  if (type === 'balance') {
    const now_money = await payByBalance(kind, db, uid, row.id);
    return { status: 'success', group_order_id: row.id, pay_type: type, pay_price: row.pay_price, now_money };
  }
  const qr = await providers[providerOf[type]!].createQr(
    db,
    { group_order_id: kind.groupOrderId(row), out_trade_no: row.sn, pay_price: row.pay_price },
    origin,
  );
  return {
    status: 'qr',
    group_order_id: row.id,
    pay_type: type,
    pay_price: row.pay_price,
    code_url: qr.code_url,
    qrcode: await QRCode.toDataURL(qr.code_url, { margin: 1, width: 220 }),
    expires_in: qr.expires_in,
  };
}

/** Debits the balance and marks the row paid in one transaction; answers the new balance. */
async function payByBalance(kind: PayableKind, db: Db, uid: number, id: number): Promise<number> {
  return db.transaction(async (tx) => {
    if (!(await kind.markPaid(tx, id, 'balance', { unexpired: true }))) {
      refusePaying(await kind.own(tx, uid, id));
      throw badRequest('订单已关闭，请重新下单');
    }
    const row = await kind.own(tx, uid, id);
    const now_money = await debitUser(tx, uid, 'now_money', row.pay_price, kind.bill(row));
    if (now_money === null) throw badRequest('余额不足');
    await kind.afterPaid(tx, id);
    return now_money;
  });
}

/** GET /api/order/status/:id: what the payment page polls. */
export async function orderStatus(db: Db, uid: number, groupId: number) {
  const g = await ownGroup(db, uid, groupId);
  return {
    group_order_id: g.id,
    group_order_sn: g.group_order_sn,
    /** 0 unpaid, 1 paid, -1 closed */
    status: g.status,
    paid: g.status === 1 ? 1 : 0,
    pay_type: g.pay_type,
    pay_price: g.pay_price,
    pay_time: g.pay_time,
    expires_at: g.expires_at,
    // a presell order whose deposit is paid is unpaid again until its final payment
    ...(await finalPaymentStatus(db, uid, groupId)),
  };
}

/** POST /api/order/cancel/:id */
export async function cancelOrder(db: Db, uid: number, groupId: number): Promise<void> {
  const group = await ownGroup(db, uid, groupId);
  if (group.status === 1) throw badRequest('订单已支付，无法取消');
  if (group.status === -1) throw badRequest('订单已取消');
  const closed = await db.transaction((tx) => closeGroupOrder(tx, groupId, 'cancel', uid));
  if (!closed) throw badRequest('订单状态已变化，请刷新页面');
}

/** Every kind the gateway's notifications may pay. */
const payableKinds: PayableKind[] = [groupOrders, svipOrders, presellFinals];

async function findByTradeNo(db: Db, outTradeNo: string) {
  for (const kind of payableKinds) {
    const row = await kind.byTradeNo(db, outTradeNo);
    if (row) return { kind, row };
  }
  return null;
}

export type NoticeResult = 'paid' | 'refund' | 'duplicate';

/**
 * A gateway's notification: signature, order and amount verified, then recorded once per
 * gateway transaction. It pays an unpaid order; for a closed order (or one already paid
 * another way) it is kept with result 'refund'. Repeats answer 'duplicate' and change nothing.
 */
export async function handleNotice(db: Db, name: ProviderName, payload: Record<string, string>): Promise<NoticeResult> {
  const notice = await providers[name].verify(db, payload);
  if (!notice) throw new ApiError(400, '签名错误');
  const found = await findByTradeNo(db, notice.out_trade_no);
  if (!found) throw badRequest('订单不存在');
  const { kind, row: group } = found;
  if (notice.amount !== group.pay_price) throw badRequest('支付金额与订单金额不一致');
  return db.transaction(async (tx) => {
    const [recorded] = await tx
      .insert(payNotice)
      .values({
        provider: name,
        trade_no: notice.trade_no,
        out_trade_no: notice.out_trade_no,
        amount: notice.amount,
        result: 'paid',
        payload: notice.payload,
      })
      .onConflictDoNothing()
      .returning({ id: payNotice.id });
    if (!recorded) return 'duplicate';
    if (await kind.markPaid(tx, group.id, payTypeOf[name], {})) {
      await kind.afterPaid(tx, group.id);
      return 'paid';
    }
    await tx.update(payNotice).set({ result: 'refund' }).where(eq(payNotice.id, recorded.id));
    return 'refund';
  });
}
