/**
 * Reviews of bought goods: one per order line, while the order is 待评价 (2); once every line
 * not refunded in full is reviewed the order is 已完成 (3). Reviews go to the goods' review
 * table, so the goods page shows them at once. Merchants answer reviews of their goods.
 */
import type { ReplyFields } from '@mall/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { merchant, storeOrder, storeOrderProduct, storeProduct, storeProductReply, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/envelope';
import { lockOrder } from './lock';
import { lineTaken, takenOf } from './state';

const LINE_NOT_FOUND = '评价商品不存在';

async function ownLine(db: Db, uid: number, unique: number) {
  const [row] = await db
    .select({ line: storeOrderProduct, order: storeOrder, mer_name: merchant.mer_name })
    .from(storeOrderProduct)
    .innerJoin(storeOrder, eq(storeOrder.id, storeOrderProduct.order_id))
    .innerJoin(merchant, eq(merchant.id, storeOrder.mer_id))
    .where(and(eq(storeOrderProduct.id, unique), eq(storeOrder.uid, uid), eq(storeOrder.is_del, false)));
  if (!row || !row.order.paid) throw notFound(LINE_NOT_FOUND);
  return row;
}

/** GET /api/reply/product/:unique */
export async function replyTarget(db: Db, uid: number, unique: number) {
  const { line, order, mer_name } = await ownLine(db, uid, unique);
  return {
    unique: line.id,
    order_id: order.id,
    order_sn: order.order_sn,
    order_status: order.status,
    mer_id: order.mer_id,
    mer_name,
    product_id: line.product_id,
    title: line.title,
    image: line.image,
    sku: line.sku,
    price: line.price,
    product_num: line.product_num,
    is_reply: line.is_reply ? 1 : 0,
  };
}

/** POST /api/reply/:unique */
export async function createReply(db: Db, uid: number, unique: number, input: ReplyFields) {
  const { order } = await ownLine(db, uid, unique);
  return db.transaction(async (tx) => {
    const locked = await lockOrder(tx, order.id, { uid });
    if (locked.status !== 2) throw badRequest('订单当前状态不能评价');
    const taken = await lineTaken(tx, [order.id]);
    const lines = await tx.select().from(storeOrderProduct).where(eq(storeOrderProduct.order_id, order.id));
    const line = lines.find((l) => l.id === unique)!;
    if (takenOf(taken, line.id).refunded_num >= line.product_num) throw badRequest('该商品已退款，无需评价');
    const [marked] = await tx
      .update(storeOrderProduct)
      .set({ is_reply: true })
      .where(and(eq(storeOrderProduct.id, unique), eq(storeOrderProduct.is_reply, false)))
      .returning({ id: storeOrderProduct.id });
    if (!marked) throw badRequest('该商品已评价，请勿重复提交');
    const [user] = await tx
      .select({ nickname: users.nickname, avatar: users.avatar })
      .from(users)
      .where(eq(users.uid, uid));
    const [reply] = await tx
      .insert(storeProductReply)
      .values({
        product_id: line.product_id,
        uid,
        order_id: line.id,
        unique: line.product_attr_unique,
        sku: line.sku,
        nickname: user.nickname,
        avatar: user.avatar,
        ...input,
      })
      .returning({ id: storeProductReply.id });
    const waiting = lines.filter(
      (l) => l.id !== unique && !l.is_reply && takenOf(taken, l.id).refunded_num < l.product_num,
    );
    let status = 2;
    if (waiting.length === 0) {
      await tx.update(storeOrder).set({ status: 3 }).where(and(eq(storeOrder.id, order.id), eq(storeOrder.status, 2)));
      status = 3;
    }
    return { reply_id: reply.id, order_status: status };
  });
}

/** A merchant answers a review of one of their goods. */
export async function merchantReply(db: Db, merId: number, replyId: number, content: string) {
  const [row] = await db
    .select({ id: storeProductReply.id })
    .from(storeProductReply)
    .innerJoin(storeProduct, eq(storeProduct.id, storeProductReply.product_id))
    .where(and(eq(storeProductReply.id, replyId), eq(storeProduct.mer_id, merId)));
  if (!row) throw notFound('评价不存在');
  await db
    .update(storeProductReply)
    .set({ merchant_reply_content: content })
    .where(eq(storeProductReply.id, replyId));
}
