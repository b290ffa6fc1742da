/** Reviews of bought goods (/api/reply/*) and the merchant's answer to one. */
import { z } from 'zod';
import { idField, imageListField, intField, requiredText, type RequestOf } from './fields';

const star = (label: string) => intField(label, 1, 5);

/** Path parameter `:unique` of /api/reply: the order line to review. */
export const replyParams = z.object({ unique: idField('评价商品') });

/**
 * POST /api/reply/:unique. The API checks `pics` against its uploads of kind 'review' (it extends
 * `pics` with that check); a client's copy takes any URL.
 */
export const replyBody = z.object({
  /** 1–500 characters */
  comment: requiredText('评价内容', 500),
  /** uploaded kind 'review' URLs, at most 6 */
  pics: imageListField(),
  /** 1–5 stars: 商品质量, 服务态度, 物流服务 */
  product_score: star('商品质量评分'),
  service_score: star('服务态度评分'),
  postage_score: star('物流服务评分'),
});
export type ReplyInput = RequestOf<typeof replyBody, 'pics'>;
/** A review as the API reads it. */
export type ReplyFields = z.output<typeof replyBody>;

/** What POST /api/reply/:unique answers: the order becomes 已完成 (3) once every line is reviewed. */
export const replyCreated = z.object({ reply_id: z.number().int(), order_status: z.number().int() });
export type ReplyCreated = z.infer<typeof replyCreated>;

/** GET /api/reply/product/:unique: the order line to review (status 2 待评价 only). */
export const replyTarget = z.object({
  /** the order line (`unique` of /evaluation) */
  unique: z.number().int(),
  order_id: z.number().int(),
  order_sn: z.string(),
  order_status: z.number().int(),
  mer_id: z.number().int(),
  mer_name: z.string(),
  product_id: z.number().int(),
  title: z.string(),
  image: z.string(),
  sku: z.string(),
  price: z.number().int(),
  product_num: z.number().int(),
  /** 1 when already reviewed */
  is_reply: z.union([z.literal(0), z.literal(1)]),
});
export type ReplyTarget = z.infer<typeof replyTarget>;

/** POST /api/merchant/reply/:id: the merchant's answer under a review. */
export const merchantReplyBody = z.object({ content: requiredText('回复内容', 500) });
