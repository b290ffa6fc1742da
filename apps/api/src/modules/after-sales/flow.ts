/**
 * Refund transitions (commerce rules): refund only 0 → 3; return and refund 0 → 1 → 2 → 3;
 * the merchant refuses 0 → -1 (the buyer may apply again); the buyer cancels 0 / 1 → -2.
 * Each one locks the order, then changes the refund with a conditional update from the
 * statuses it starts from, so of two racing calls (agree and cancel) exactly one happens.
 */
import type { ReturnShipmentInput } from '@mall/contracts';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { storeRefundOrder, storeRefundStatus } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { courierByCode } from '../logistics/couriers';
import { returnSentText } from '../logistics/texts';
import { builtinLogistics } from '../logistics/provider';
import { finishRefund } from './finish';
import { lockRefund } from './lock';
import { refundAgreeSeconds } from './timers';

type RefundRow = typeof storeRefundOrder.$inferSelect;

async function move(
  tx: Db,
  refund: RefundRow,
  from: number[],
  set: Partial<typeof storeRefundOrder.$inferInsert>,
  log: { change_type: string; change_message: string },
  refusal: string,
): Promise<RefundRow> {
  const [row] = await tx
    .update(storeRefundOrder)
    .set({ ...set, status_time: sql`now()` })
    .where(and(eq(storeRefundOrder.id, refund.id), inArray(storeRefundOrder.status, from)))
    .returning();
  if (!row) throw badRequest(refusal);
  await tx.insert(storeRefundStatus).values({ refund_order_id: refund.id, ...log });
  return row;
}

/** 取消申请 (buyer): 0 / 1 → -2. */
export const cancelRefund = (db: Db, uid: number, id: number) =>
  db.transaction(async (tx) => {
    const { refund } = await lockRefund(tx, id, { uid });
    await move(
      tx,
      refund,
      [0, 1],
      { status: -2 },
      { change_type: 'cancel', change_message: '买家取消退款申请' },
      '当前状态不能取消申请',
    );
  });

/** 退回商品 (buyer): 1 → 2, with the return shipment's courier and tracking number. */
export const sendBackGoods = (db: Db, uid: number, id: number, shipment: ReturnShipmentInput) =>
  db.transaction(async (tx) => {
    const { refund } = await lockRefund(tx, id, { uid });
    const courier = courierByCode(shipment.delivery_type);
    if (!courier) throw badRequest('请选择物流公司');
    await move(
      tx,
      refund,
      [1],
      {
        status: 2,
        delivery_type: courier.code,
        delivery_name: courier.name,
        delivery_id: shipment.delivery_id,
        delivery_phone: shipment.delivery_phone,
      },
      { change_type: 'back_goods', change_message: `买家已退回商品：${courier.name} ${shipment.delivery_id}` },
      '当前状态不能填写退货物流',
    );
    await builtinLogistics.record(
      tx,
      { code: courier.code, no: shipment.delivery_id },
      { state: 'shipped', ...returnSentText },
    );
  });

/** 删除记录 (buyer): finished refunds only. */
export const deleteRefund = (db: Db, uid: number, id: number) =>
  db.transaction(async (tx) => {
    const { refund } = await lockRefund(tx, id, { uid });
    if (![3, -1, -2].includes(refund.status)) throw badRequest('退款处理中，不能删除');
    await tx.update(storeRefundOrder).set({ is_del: true }).where(eq(storeRefundOrder.id, id));
  });

/** Agree (merchant, or the auto-agree job): refund only 0 → 3 (money back), return 0 → 1. */
export async function agreeRefund(db: Db, merId: number | null, id: number) {
  return db.transaction(async (tx) => {
    const { refund, order } = await lockRefund(tx, id, merId === null ? {} : { mer_id: merId });
    const who = merId === null ? '商家超时未处理，系统自动同意' : '商家同意';
    const log = { change_type: merId === null ? 'auto_agree' : 'agree', change_message: '' };
    if (refund.refund_type === 2) {
      log.change_message = `${who}退货，请将商品寄回商家退货地址`;
      return move(tx, refund, [0], { status: 1 }, log, '当前状态不能同意退款');
    }
    log.change_message = `${who}退款`;
    const row = await move(tx, refund, [0], {}, log, '当前状态不能同意退款');
    await finishRefund(tx, row, order);
    return row;
  });
}

/** Refuse (merchant): 0 → -1 with a reason. */
export const refuseRefund = (db: Db, merId: number, id: number, reason: string) =>
  db.transaction(async (tx) => {
    const { refund } = await lockRefund(tx, id, { mer_id: merId });
    return move(
      tx,
      refund,
      [0],
      { status: -1, fail_message: reason },
      { change_type: 'refuse', change_message: `商家拒绝退款，原因：${reason}` },
      '当前状态不能拒绝退款',
    );
  });

/** The returned goods arrived (merchant): 2 → 3, money back and stock returned. */
export const receiveRefund = (db: Db, merId: number, id: number) =>
  db.transaction(async (tx) => {
    const { refund, order } = await lockRefund(tx, id, { mer_id: merId });
    const row = await move(
      tx,
      refund,
      [2],
      {},
      { change_type: 'receive', change_message: '商家已确认收到退货' },
      '当前状态不能确认收货',
    );
    await finishRefund(tx, row, order);
    return row;
  });

/** Job: the merchant agrees to every refund left at 0 for REFUND_AGREE_SECONDS; answers how many. */
export async function autoAgreeRefunds(db: Db, seconds = refundAgreeSeconds()): Promise<number> {
  const due = await db
    .select({ id: storeRefundOrder.id })
    .from(storeRefundOrder)
    .where(
      and(
        eq(storeRefundOrder.status, 0),
        lte(storeRefundOrder.created_at, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .orderBy(storeRefundOrder.created_at)
    .limit(200);
  let agreed = 0;
  for (const { id } of due) {
    // another process (or the merchant) may have decided it meanwhile: that is not an error
    const done = await agreeRefund(db, null, id).then(
      () => true,
      () => false,
    );
    if (done) agreed += 1;
  }
  return agreed;
}
