import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { storeOrder, storeOrderProduct, storeProduct } from '../../db/schema';
import { notFound } from '../../http/envelope';
import { idField } from '../../http/fields';
import { isUploadedImage } from '../upload/service';

// control characters (except line breaks) and bidi overrides that could disguise a message
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u0009\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

const text = z.object({
  text: z
    .string({ error: '请输入消息内容' })
    .transform((s) => s.replace(HIDDEN, '').trim())
    .pipe(z.string().min(1, '请输入消息内容').max(500, '消息不能超过500个字')),
});
/** one emoji: a pictograph with its modifiers and joined parts (👍🏻, 👨‍👩‍👧) */
const emoji = z.object({
  emoji: z
    .string({ error: '请选择表情' })
    .regex(/^\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier}|\u200D\p{Extended_Pictographic})*$/u, '请选择表情'),
});
const image = z.object({
  url: z.string({ error: '请上传图片' }).refine((u) => isUploadedImage(u, 'service'), '请上传图片'),
});
const goods = z.object({ goods_id: idField('商品ID') });
const order = z.object({ order_id: idField('订单ID') });

/** What a client sends: `{type, content}`; cards carry only the id, the server fills in the rest. */
export const messageInput = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('text'), content: text }),
    z.object({ type: z.literal('emoji'), content: emoji }),
    z.object({ type: z.literal('image'), content: image }),
    z.object({ type: z.literal('goods'), content: goods }),
    z.object({ type: z.literal('order'), content: order }),
  ],
  { error: '消息类型错误' },
);
export type MessageInput = z.output<typeof messageInput>;

export interface GoodsCard {
  goods_id: number;
  store_name: string;
  image: string;
  /** fen */
  price: number;
}

export interface OrderCard {
  order_id: number;
  order_sn: string;
  /** fen */
  pay_price: number;
  total_num: number;
  image: string;
  status_text: string;
}

function orderStatusText(o: { paid: boolean; is_cancel: boolean; status: number }) {
  if (o.is_cancel) return '已取消';
  if (!o.paid) return '待付款';
  return { 0: '待发货', 1: '待收货', 2: '待评价', 3: '已完成', [-1]: '已退款' }[o.status] ?? '处理中';
}

/** A goods card: a goods on sale, of the conversation's merchant (any merchant's for the platform). */
async function goodsCard(db: Db, merId: number, goodsId: number): Promise<GoodsCard> {
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
async function orderCard(db: Db, uid: number, merId: number, orderId: number): Promise<OrderCard> {
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
export async function resolveContent(db: Db, conv: { uid: number; mer_id: number }, input: MessageInput) {
  switch (input.type) {
    case 'goods':
      return goodsCard(db, conv.mer_id, input.content.goods_id);
    case 'order':
      return orderCard(db, conv.uid, conv.mer_id, input.content.order_id);
    default:
      return input.content;
  }
}
