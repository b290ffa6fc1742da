/** After-sales refunds (/api/refund/*, and the merchant's refund answers). Money is integer fen; times ISO text. */
import { z } from 'zod';
import { idField, idListField, imageListField, intField, requiredText, type RequestOf } from './fields';
import { trackEvent } from './logistics';
import { pageFields } from './paging';
import { MAINLAND_MOBILE, TRACKING_NO } from './patterns';

const fen = z.number().int();
const id = z.number().int();

/** Reasons a buyer picks from (`GET /api/common/refund_message`); an application names one of them. */
export const REFUND_MESSAGES = [
  '收到商品破损',
  '商品错发/漏发',
  '商品需要维修',
  '收到商品与描述不符',
  '商品质量问题',
  '未按约定时间发货',
  '不想要了',
  '拍错/多拍',
  '其他',
];

/**
 * The reasons as a shopper who chose English reads them (`GET /api/common/refund_message` with the
 * cookie lang=en), in REFUND_MESSAGES' order.
 */
export const REFUND_MESSAGES_EN = [
  'Item arrived damaged',
  'Wrong or missing item',
  'Item needs repair',
  'Item not as described',
  'Quality problem',
  'Not shipped on time',
  'No longer needed',
  'Ordered by mistake or too many',
  'Other',
];

/** A reason as stored: the Chinese one, whichever language it was picked in. */
export const refundReasonOf = (reason: string): string => {
  const i = REFUND_MESSAGES_EN.indexOf(reason);
  return i < 0 ? reason : REFUND_MESSAGES[i];
};

/** One of `values`, sent as a number or its decimal string; anything else answers `message`. */
const choice = <T extends number>(message: string, values: T[]) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v),
    z.union(
      values.map((n) => z.literal(n)),
      { error: message },
    ),
  );

/** refund_type 1 仅退款 (refund only), 2 退货退款 (return goods and refund) */
export const refundType = z.union([z.literal(1), z.literal(2)]);
export type RefundType = z.infer<typeof refundType>;
/** 0 待审核, -1 审核未通过, 1 待退货, 2 待收货, 3 已退款, -2 已取消 */
export const refundStatus = z.union([
  z.literal(0),
  z.literal(-1),
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(-2),
]);
export type RefundStatus = z.infer<typeof refundStatus>;

/** Path parameter `:order_id` of the refund pages' order. */
export const orderIdParams = z.object({ order_id: idField('订单ID') });

/** GET /api/refund/product/:order_id?ids=1,2: the lines to refund */
export const refundProductQuery = z.object({ ids: idListField('退款商品', 100) });

/**
 * POST /api/refund/apply/:order_id. The API checks `pics` against its uploads of kind 'refund'
 * (it extends `pics` with that check); a client's copy takes any URL.
 */
export const refundApplyBody = z.object({
  /** 1 one line (ids = [line id], num pieces, optional refund_price), 2 batch (nums pieces of ids, default all) */
  type: choice('退款方式错误', [1, 2]),
  refund_type: choice('请选择退款类型', [1, 2]),
  ids: idListField('退款商品', 100),
  /** pieces, type 1 only; 1..refund_num */
  num: intField('退款数量', 1, 99_999).optional(),
  /** type 2: pieces per line of `ids`, same order; each 1..refund_num; each line gets the most its pieces allow */
  nums: z
    .array(intField('退款数量', 1, 99_999), { error: '退款数量格式错误' })
    .max(100, '退款数量格式错误')
    .optional(),
  /** one of REFUND_MESSAGES or REFUND_MESSAGES_EN (/api/common/refund_message); read as the Chinese one */
  refund_message: z
    .string({ error: '请选择退款原因' })
    .transform(refundReasonOf)
    .refine((s) => REFUND_MESSAGES.includes(s), '请选择退款原因'),
  /** at most 100 characters */
  mark: z.string({ error: '备注说明格式错误' }).trim().max(100, '备注说明不能超过100个字').optional().default(''),
  /** fen, type 1 only; default and maximum: what the pieces allow */
  refund_price: intField('退款金额', 0, 2_000_000_000).optional(),
  /** uploaded kind 'refund' URLs, at most 6 */
  pics: imageListField(),
});
export type RefundApplyInput = RequestOf<typeof refundApplyBody, 'mark' | 'pics'>;
/** An application as the API reads it. */
export type RefundApply = z.output<typeof refundApplyBody>;
export const refundApplied = z.object({ refund_order_id: id });
export type RefundApplied = z.infer<typeof refundApplied>;

/** GET /api/refund/list: type '' (or absent) all, 1 处理中 (0, 1, 2), 2 已处理 (3, -1, -2) */
export const refundListQuery = z.object({
  ...pageFields(),
  type: z.preprocess((v) => (v === undefined || v === '' ? 0 : v), choice('退款状态错误', [0, 1, 2])),
});

/** POST /api/refund/back_goods/:id (退回商品) */
export const returnShipmentBody = z.object({
  /** courier code from /api/common/express */
  delivery_type: requiredText('物流公司', 16),
  /** tracking number, 6–30 letters/digits */
  delivery_id: z.string({ error: '请填写物流单号' }).trim().regex(TRACKING_NO, '请填写正确的物流单号'),
  /** the buyer's mobile number */
  delivery_phone: z.string({ error: '请填写联系电话' }).trim().regex(MAINLAND_MOBILE, '请填写正确的联系电话'),
});
export type ReturnShipmentInput = z.input<typeof returnShipmentBody>;

/** POST /api/merchant/refund/:id/refuse */
export const refundRefuseBody = z.object({ reason: requiredText('拒绝原因', 200) });

/** A line of an order with what can still be refunded. */
export const refundableLine = z.object({
  /** the order line id (store_order_product.id), sent as `ids` */
  id,
  product_id: id,
  product_attr_unique: z.string(),
  title: z.string(),
  image: z.string(),
  sku: z.string(),
  price: fen,
  product_num: z.number().int(),
  pay_price: fen,
  /** pieces that can be refunded now */
  refund_num: z.number().int(),
  /** the most that can be refunded for all of those pieces (您最多可退款 ¥X) */
  refund_price: fen,
});
export type RefundableLine = z.infer<typeof refundableLine>;

/** GET /api/refund/product/:order_id and /api/refund/batch_product/:order_id */
export const refundProducts = z.object({
  order_id: id,
  order_sn: z.string(),
  mer_id: id,
  mer_name: z.string(),
  status: z.number().int(),
  /** 0 once anything has shipped; otherwise the postage still refundable */
  postage_price: fen,
  product: z.array(refundableLine),
  /** sum of the lines' refund_price plus postage_price when every remaining piece is refunded */
  total_refund_price: fen,
});
export type RefundProducts = z.infer<typeof refundProducts>;

/** A line of a refund. */
export const refundLine = z.object({
  order_product_id: id,
  product_id: id,
  title: z.string(),
  image: z.string(),
  sku: z.string(),
  price: fen,
  refund_num: z.number().int(),
  refund_price: fen,
});
export type RefundLine = z.infer<typeof refundLine>;

/** An item of GET /api/refund/list. */
export const refundSummary = z.object({
  refund_order_id: id,
  refund_order_sn: z.string(),
  order_id: id,
  order_sn: z.string(),
  mer_id: id,
  mer_name: z.string(),
  refund_type: refundType,
  status: refundStatus,
  /** 审核中 | 审核未通过 | 待退货 | 待商家收货 | 退款成功 | 已取消 */
  status_text: z.string(),
  refund_num: z.number().int(),
  /** goods part plus refund_postage */
  refund_price: fen,
  refund_postage: fen,
  created_at: z.string(),
  refundProduct: z.array(refundLine),
});
export type RefundSummary = z.infer<typeof refundSummary>;

export const refundTimelineEntry = z.object({
  time: z.string(),
  /** 'apply' | 'agree' | 'refuse' | 'back_goods' | 'receive' | 'refund' | 'cancel' | 'auto_agree' */
  change_type: z.string(),
  message: z.string(),
});
export type RefundTimelineEntry = z.infer<typeof refundTimelineEntry>;

export const merchantReturnAddress = z.object({ real_name: z.string(), phone: z.string(), address: z.string() });
export type MerchantReturnAddress = z.infer<typeof merchantReturnAddress>;

/** GET /api/refund/detail/:id, and each refund the merchant's calls answer. */
export const refundDetail = refundSummary.extend({
  refund_message: z.string(),
  mark: z.string(),
  pics: z.array(z.string()),
  /** the merchant's reason when status is -1 */
  refuse_reason: z.string(),
  /** while status 0: when the merchant agrees automatically (countdown) */
  auto_agree_at: z.string().nullable(),
  /** where the goods go back (refund_type 2) */
  return_address: merchantReturnAddress.nullable(),
  /** the buyer's return shipment (status 2 and later) */
  delivery_type: z.string(),
  delivery_name: z.string(),
  delivery_id: z.string(),
  delivery_phone: z.string(),
  /** where the money goes: 'balance' 余额 | 'weixin' 微信 | 'alipay' 支付宝 */
  refund_to: z.enum(['balance', 'weixin', 'alipay']),
  refunded_at: z.string().nullable(),
  /** buttons: 取消申请 (0, 1), 退回商品 (1), 再次申请 (-1 with something still refundable), 删除记录 (3, -1, -2) */
  can_cancel: z.boolean(),
  can_back_goods: z.boolean(),
  can_reapply: z.boolean(),
  can_delete: z.boolean(),
  /** oldest first */
  timeline: z.array(refundTimelineEntry),
});
export type RefundDetail = z.infer<typeof refundDetail>;

/** GET /api/refund/express/:id: tracking of the buyer's return shipment */
export const refundExpress = z.object({
  refund_order_id: id,
  delivery_type: z.string(),
  delivery_name: z.string(),
  delivery_id: z.string(),
  /** newest first */
  list: z.array(trackEvent),
});
export type RefundExpress = z.infer<typeof refundExpress>;
