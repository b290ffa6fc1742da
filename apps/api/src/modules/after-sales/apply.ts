/**
 * A buyer's refund application: one line with a number of pieces and an amount up to what
 * they allow (type 1), or several lines (type 2, 批量退款), each with `nums[i]` pieces (default:
 * every remaining piece) for the most those pieces allow. Postage
 * comes back only when nothing was shipped and the refund takes the order's last pieces.
 */
import type { RefundApply } from '@mall/contracts';
import { and, eq, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchant, storeOrderProduct, storeRefundOrder, storeRefundProduct, storeRefundStatus } from '../../db/schema';
import { badRequest } from '../../http/envelope';
import { newSn } from '../order/numbering';
import { findOrder, lockOrder } from './lock';
import { afterSalesOpen, lineRoom, lineTaken, maxRefundFor, takenOf } from './state';

const yuan = (fen: number) => (fen / 100).toFixed(2);

/** The order's lines with what each can still give back, and the postage still refundable. */
export async function refundRoom(tx: Db, order: { id: number; pay_postage: number; delivery_time: Date | null }) {
  const lines = await tx
    .select()
    .from(storeOrderProduct)
    .where(eq(storeOrderProduct.order_id, order.id))
    .orderBy(storeOrderProduct.id);
  const taken = await lineTaken(tx, [order.id]);
  const [postage] = await tx
    .select({ used: sql<number>`coalesce(sum(${storeRefundOrder.refund_postage}), 0)::int` })
    .from(storeRefundOrder)
    .where(and(eq(storeRefundOrder.order_id, order.id), notInArray(storeRefundOrder.status, [-1, -2])));
  return {
    lines: lines.map((l) => ({ line: l, taken: takenOf(taken, l.id), room: lineRoom(l, takenOf(taken, l.id)) })),
    postage: order.delivery_time === null ? order.pay_postage - Number(postage.used) : 0,
  };
}

export async function applyRefund(db: Db, uid: number, orderId: number, input: RefundApply) {
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId, { uid });
    if (!afterSalesOpen(order, new Date())) {
      throw badRequest(order.take_time ? '订单已超过售后期限，无法申请退款' : '该订单不能申请退款');
    }
    if (input.refund_type === 2 && order.delivery_time === null) throw badRequest('订单尚未发货，请选择仅退款');
    if (input.type === 1 && input.ids.length !== 1) throw badRequest('单个退款只能选择一件商品');
    if (input.type === 2 && input.nums && input.nums.length !== input.ids.length) {
      throw badRequest('退款数量与退款商品不一致');
    }
    const room = await refundRoom(tx, order);
    const chosen = input.ids.map((id) => room.lines.find((l) => l.line.id === id));
    if (chosen.some((c) => c === undefined)) throw badRequest('请选择要退款的商品');
    const parts = chosen.map((c, i) => {
      const { line, taken, room: left } = c!;
      if (left.num <= 0) throw badRequest(`商品「${line.title}」已申请退款，请勿重复提交`);
      const num = (input.type === 1 ? input.num : input.nums?.[i]) ?? left.num;
      if (num > left.num) throw badRequest(`退款数量不能超过${left.num}件`);
      const max = maxRefundFor(line, taken, num);
      const price = input.type === 1 ? (input.refund_price ?? max) : max;
      if (price > max) throw badRequest(`退款金额不能超过¥${yuan(max)}`);
      return { line, num, price };
    });
    const piecesLeft = room.lines.reduce((n, l) => n + l.room.num, 0) - parts.reduce((n, p) => n + p.num, 0);
    const postage = piecesLeft === 0 ? room.postage : 0;
    const goods = parts.reduce((n, p) => n + p.price, 0);
    const [refund] = await tx
      .insert(storeRefundOrder)
      .values({
        refund_order_sn: newSn('R'),
        order_id: order.id,
        uid,
        mer_id: order.mer_id,
        refund_type: input.refund_type,
        refund_message: input.refund_message,
        mark: input.mark,
        pics: input.pics,
        refund_num: parts.reduce((n, p) => n + p.num, 0),
        refund_price: goods + postage,
        refund_postage: postage,
      })
      .returning();
    await tx.insert(storeRefundProduct).values(
      parts.map((p) => ({
        refund_order_id: refund.id,
        order_product_id: p.line.id,
        refund_num: p.num,
        refund_price: p.price,
      })),
    );
    await tx.insert(storeRefundStatus).values({
      refund_order_id: refund.id,
      change_type: 'apply',
      change_message: `买家申请${input.refund_type === 1 ? '仅退款' : '退货退款'}，退款金额¥${yuan(refund.refund_price)}，原因：${input.refund_message}`,
    });
    return { refund_order_id: refund.id };
  });
}

/** Lines of an order (all, or `ids`) with what can still be refunded, for the refund pages. */
export async function refundableProducts(db: Db, uid: number, orderId: number, ids: number[] | null) {
  {
    const order = await findOrder(db, orderId, { uid });
    const room = await refundRoom(db, order);
    const open = afterSalesOpen(order, new Date());
    const lines = room.lines.filter((l) => (ids ? ids.includes(l.line.id) : l.room.num > 0));
    const product = lines.map(({ line, room: left }) => ({
      id: line.id,
      product_id: line.product_id,
      product_attr_unique: line.product_attr_unique,
      title: line.title,
      image: line.image,
      sku: line.sku,
      price: line.price,
      product_num: line.product_num,
      pay_price: line.pay_price,
      refund_num: open ? left.num : 0,
      refund_price: open ? left.price : 0,
    }));
    const total = product.reduce((n, p) => n + p.refund_price, 0);
    const everything = product.reduce((n, p) => n + p.refund_num, 0) === room.lines.reduce((n, l) => n + l.room.num, 0);
    const postage = open ? room.postage : 0;
    const [shop] = await db.select({ mer_name: merchant.mer_name }).from(merchant).where(eq(merchant.id, order.mer_id));
    return {
      order,
      mer_name: shop?.mer_name ?? '',
      product,
      postage_price: postage,
      total_refund_price: total + (everything ? postage : 0),
    };
  }
}
