/**
 * Customer service chat (客服): a shopper's conversation with a merchant's desk (mer_id 0: the
 * platform's), over HTTP and the sockets /api/service/ws and /api/merchant/service/ws.
 */
import { z } from 'zod';
import { idField, intField, MAX_ID } from './fields';

/** `?mer_id=`: whose desk (0: the platform). */
export const serviceDeskQuery = z.object({ mer_id: intField('店铺ID', 0, MAX_ID) });

/** The sender's own id of a message, the same on every resend (idempotency). */
export const clientMsgIdField = z.string({ error: '缺少消息ID' }).regex(/^[A-Za-z0-9_-]{1,64}$/, '消息ID格式错误');

/** GET /api/merchant/service/conversation/:id/history: `before` pages upwards, `after` catches up. */
export const messageHistoryQuery = z.object({
  before: idField('消息ID').optional(),
  after: intField('消息ID', 0, MAX_ID).optional(),
  limit: intField('每页数量', 1, 50).optional().default(20),
});
/** GET /api/service/history */
export const serviceHistoryQuery = serviceDeskQuery.and(messageHistoryQuery);

/** GET /api/service/card: the goods or order card a 咨询客服 button offers. */
export const serviceCardQuery = serviceDeskQuery.and(
  z
    .object({ goods_id: idField('商品ID').optional(), order_id: idField('订单ID').optional() })
    .refine((q) => q.goods_id !== undefined || q.order_id !== undefined, '请选择商品或订单'),
);

/** POST /api/service/read and the shopper socket's `read`: the staff's messages up to `up_to` (absent: all). */
export const serviceReadBody = serviceDeskQuery.extend({ up_to: idField('消息ID').optional() });
/** POST /api/merchant/service/conversation/:id/read */
export const staffReadBody = z.object({ up_to: idField('消息ID').optional() });
/** The staff socket's messages name their conversation. */
export const serviceConversationRef = z.object({ conversation_id: idField('会话ID') });
/** The staff socket's `read` */
export const staffSocketReadBody = serviceConversationRef.and(staffReadBody);

// control characters (except line breaks) and bidi overrides that could disguise a message
// eslint-disable-next-line no-control-regex
const HIDDEN = /[\u0000-\u0009\u000b-\u001f\u007f\u202a-\u202e\u2066-\u2069]/g;

/**
 * What a client sends: `{type, content}`; cards carry only the id, the server fills in the rest.
 * `acceptImage` tells our chat pictures (the API passes its uploaded-image check, a client accepts
 * any). With the send bodies and socket messages made of it.
 */
export function serviceMessageSchemas(acceptImage: (url: string) => boolean = () => true) {
  const input = z.discriminatedUnion(
    'type',
    [
      z.object({
        type: z.literal('text'),
        content: z.object({
          text: z
            .string({ error: '请输入消息内容' })
            .transform((s) => s.replace(HIDDEN, '').trim())
            .pipe(z.string().min(1, '请输入消息内容').max(500, '消息不能超过500个字')),
        }),
      }),
      z.object({
        type: z.literal('emoji'),
        /** one emoji: a pictograph with its modifiers and joined parts (👍🏻, 👨‍👩‍👧) */
        content: z.object({
          emoji: z
            .string({ error: '请选择表情' })
            .regex(
              /^\p{Extended_Pictographic}(?:\uFE0F|\p{Emoji_Modifier}|\u200D\p{Extended_Pictographic})*$/u,
              '请选择表情',
            ),
        }),
      }),
      z.object({
        type: z.literal('image'),
        content: z.object({ url: z.string({ error: '请上传图片' }).refine(acceptImage, '请上传图片') }),
      }),
      z.object({ type: z.literal('goods'), content: z.object({ goods_id: idField('商品ID') }) }),
      z.object({ type: z.literal('order'), content: z.object({ order_id: idField('订单ID') }) }),
    ],
    { error: '消息类型错误' },
  );
  const withClientId = z.object({ client_msg_id: clientMsgIdField });
  return {
    input,
    /** POST /api/service/send */
    sendBody: serviceDeskQuery.and(input).and(withClientId),
    /** the shopper socket's `send` (the envelope's id is the client message id) */
    socketSend: serviceDeskQuery.and(input),
    /** POST /api/merchant/service/conversation/:id/send */
    staffSendBody: input.and(withClientId),
    /** the staff socket's `send` */
    staffSocketSend: serviceConversationRef.and(input),
  };
}
/** What a client sends: cards by id only, the server fills in the snapshot. */
export type ServiceInput = z.output<ReturnType<typeof serviceMessageSchemas>['input']>;
export type ServiceMessageType = ServiceInput['type'];

/** A goods card as stored with the message (a snapshot); price in fen. */
export const serviceGoodsCard = z.object({
  goods_id: z.number().int(),
  store_name: z.string(),
  image: z.string(),
  price: z.number().int(),
});
export type ServiceGoodsCard = z.infer<typeof serviceGoodsCard>;

/** An order card (the shopper's own order); pay_price in fen. */
export const serviceOrderCard = z.object({
  order_id: z.number().int(),
  order_sn: z.string(),
  pay_price: z.number().int(),
  total_num: z.number().int(),
  image: z.string(),
  status_text: z.string(),
});
export type ServiceOrderCard = z.infer<typeof serviceOrderCard>;

/** GET /api/service/card answers one of the card kinds. */
export const serviceCard = z.discriminatedUnion('type', [
  z.object({ type: z.literal('goods'), content: serviceGoodsCard }),
  z.object({ type: z.literal('order'), content: serviceOrderCard }),
]);
export type ServiceCard = z.infer<typeof serviceCard>;

/** A message's content as stored: what was sent, with cards resolved to a snapshot. */
export const serviceContent = z.discriminatedUnion('type', [
  z.object({ type: z.literal('text'), content: z.object({ text: z.string() }) }),
  z.object({ type: z.literal('emoji'), content: z.object({ emoji: z.string() }) }),
  z.object({ type: z.literal('image'), content: z.object({ url: z.string() }) }),
  ...serviceCard.options,
]);
export type ServiceContent = z.infer<typeof serviceContent>;

const side = z.enum(['user', 'staff']);

export const serviceMessage = serviceContent.and(
  z.object({
    id: z.number().int(),
    conversation_id: z.number().int(),
    sender: side,
    sender_id: z.number().int(),
    client_msg_id: z.string(),
    /** ISO time */
    created_at: z.string(),
    /** the other side has read it */
    read: z.boolean(),
  }),
);
export type ServiceMessage = z.infer<typeof serviceMessage>;

/** POST /api/service/send, the staff's send and the sockets' `send` ack: `duplicate` when resent. */
export const serviceSent = z.object({ message: serviceMessage, duplicate: z.boolean() });
export type ServiceSent = z.infer<typeof serviceSent>;

/** GET /api/service/info */
export const serviceDesk = z.object({
  mer_id: z.number().int(),
  mer_name: z.string(),
  mer_avatar: z.string(),
  conversation_id: z.number().int().nullable(),
});
export type ServiceDesk = z.infer<typeof serviceDesk>;

/** GET /api/service/history, /api/merchant/service/conversation/:id/history: oldest first. */
export const serviceHistory = z.object({ list: z.array(serviceMessage), has_more: z.boolean() });
export type ServiceHistory = z.infer<typeof serviceHistory>;

/** GET /api/service/unread, /api/merchant/service/unread, and the shopper socket's `unread` event. */
export const serviceUnread = z.object({ count: z.number().int() });
export type ServiceUnread = z.infer<typeof serviceUnread>;

/** POST /api/service/read and the staff's read: how many were marked, the last id now read (0: none). */
export const serviceReadAnswer = z.object({ count: z.number().int(), up_to: z.number().int() });
export type ServiceReadAnswer = z.infer<typeof serviceReadAnswer>;

/** GET /api/merchant/service/conversations: the staff's inbox, latest first. */
export const serviceInboxEntry = z.object({
  id: z.number().int(),
  uid: z.number().int(),
  mer_id: z.number().int(),
  nickname: z.string(),
  avatar: z.string(),
  last_message_at: z.string(),
  unread: z.number().int(),
  /** the last message's content, null before the first */
  last: z.object({ type: z.string(), content: z.unknown() }).nullable(),
});
export type ServiceInboxEntry = z.infer<typeof serviceInboxEntry>;
export const serviceInbox = z.object({ list: z.array(serviceInboxEntry), count: z.number().int() });
export type ServiceInbox = z.infer<typeof serviceInbox>;

/** Socket events of both sides: `message` (a new message of the conversation) … */
export const serviceMessageEvent = z.object({
  mer_id: z.number().int(),
  uid: z.number().int(),
  message: serviceMessage,
});
export type ServiceMessageEvent = z.infer<typeof serviceMessageEvent>;
/** … and `read` (the reader has read the other side's messages up to `up_to`). */
export const serviceReadEvent = z.object({
  conversation_id: z.number().int(),
  mer_id: z.number().int(),
  uid: z.number().int(),
  reader: side,
  up_to: z.number().int(),
});
export type ServiceReadEvent = z.infer<typeof serviceReadEvent>;
