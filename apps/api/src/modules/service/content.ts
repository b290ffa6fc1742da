import { and, asc, eq } from 'drizzle-orm';
import {
  serviceMessageSchemas,
  type ServiceGoodsCard,
  type ServiceInput,
  type ServiceOrderCard,
} from '@mall/contracts';
import type { Db } from '../../db/client';
import { storeOrder, storeOrderProduct, storeProduct } from '../../db/schema';
import { notFound } from '../../http/envelope';
import { isUploadedImage } from '../upload/service';

/** What clients send (and its send bodies and socket messages); a picture must be a 'service' upload. */
export const messageSchemas = serviceMessageSchemas((url) => isUploadedImage(url, 'service'));

function orderStatusText(o: { paid: boolean; is_cancel: boolean; status: number }) {
  if (o.is_cancel) return '已取消';
  if (!o.paid) return '待付款';
  return { 0: '待发货', 1: '待收货', 2: '待评价', 3: '已完成', [-1]: '已退款' }[o.status] ?? '处理中';
}

/** A goods card: a goods on sale, of the conversation's merchant (any merchant's for the platform). */
async function goodsCard(db: Db, merId: number, goodsId: number): Promise<ServiceGoodsCard> {
  const [g] = await db
    .select({
      goods_id: storeProduct.id,
      store_name: storeProduct.store_name,
      image: storeProduct.image,
      price: storeProduct.price,
      mer_id: storeProduct.mer_id,
    })
    .from(storeProduct)
    .where(and(eq(storeProduct.id, goodsId), eq(storeProduct.is_show, true)));
  if (!g || (merId !== 0 && g.mer_id !== merId)) throw notFound('商品不存在');
  const { mer_id: _mer, ...card } = g;
  return card;
}

/** An order card: only an order of the conversation's shopper (and of its merchant), else 404. */
async function orderCard(db: Db, uid: number, merId: number, orderId: number): Promise<ServiceOrderCard> {
  const [o] = await db
    .select()
    .from(storeOrder)
    .where(and(eq(storeOrder.id, orderId), eq(storeOrder.uid, uid), eq(storeOrder.is_del, false)));
  if (!o || (merId !== 0 && o.mer_id !== merId)) throw notFound('订单不存在');
  const [first] = await db
    .select({ image: storeOrderProduct.image })
    .from(storeOrderProduct)
    .where(eq(storeOrderProduct.order_id, o.id))
    .orderBy(asc(storeOrderProduct.id))
    .limit(1);
  return {
    order_id: o.id,
    order_sn: o.order_sn,
    pay_price: o.pay_price,
    total_num: o.total_num,
    image: first?.image ?? '',
    status_text: orderStatusText(o),
  };
}

/** The stored content of a message: what was sent, with cards resolved to a snapshot. */
export async function resolveContent(db: Db, conv: { uid: number; mer_id: number }, input: ServiceInput) {
  switch (input.type) {
    case 'goods':
      return goodsCard(db, conv.mer_id, input.content.goods_id);
    case 'order':
      return orderCard(db, conv.uid, conv.mer_id, input.content.order_id);
    default:
      return input.content;
  }
}
