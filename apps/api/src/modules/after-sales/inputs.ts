/** Schemas of the buyer's after-sales inputs. */
import { z } from 'zod';
import { idField, idListField, intField } from '../../http/fields';
import { requiredText } from '../../http/validate';
import { isUploadedImage } from '../upload/service';
import type { ImageKind } from '../upload/image-kinds';
import { TRACKING_NO } from '../logistics/couriers';
import { REFUND_MESSAGES } from './texts';

const choice = <T extends number>(label: string, values: T[]) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^-?\d+$/.test(v) ? Number(v) : v),
    z.union(
      values.map((n) => z.literal(n)),
      { error: label },
    ),
  );

/** Up to 6 of our uploaded images of `kind`. */
export const picsField = (kind: ImageKind) =>
  z
    .array(z.string({ error: '图片格式错误' }), { error: '图片格式错误' })
    .max(6, '最多上传6张图片')
    .refine((urls) => urls.every((u) => isUploadedImage(u, kind)), '图片格式错误，请重新上传')
    .optional()
    .default([]);

export const applyBody = z.object({
  type: choice('退款方式错误', [1, 2]),
  refund_type: choice('请选择退款类型', [1, 2]),
  ids: idListField('退款商品', 100),
  num: intField('退款数量', 1, 99_999).optional(),
  /** type 2: pieces per line of `ids`, same order */
  nums: z.array(intField('退款数量', 1, 99_999), { error: '退款数量格式错误' }).max(100, '退款数量格式错误').optional(),
  refund_message: z.string({ error: '请选择退款原因' }).refine((s) => REFUND_MESSAGES.includes(s), '请选择退款原因'),
  mark: z.string({ error: '备注说明格式错误' }).trim().max(100, '备注说明不能超过100个字').optional().default(''),
  refund_price: intField('退款金额', 0, 2_000_000_000).optional(),
  pics: picsField('refund'),
});

export const refundListQuery = z.object({
  type: z.preprocess((v) => (v === undefined || v === '' ? 0 : v), choice('退款状态错误', [0, 1, 2])),
});

export const productQuery = z.object({ ids: idListField('退款商品', 100) });

export const backGoodsBody = z.object({
  delivery_type: requiredText('物流公司', 16),
  delivery_id: z.string({ error: '请填写物流单号' }).trim().regex(TRACKING_NO, '请填写正确的物流单号'),
  delivery_phone: z.string({ error: '请填写联系电话' }).trim().regex(/^1[3-9]\d{9}$/, '请填写正确的联系电话'),
});

const star = (label: string) => intField(label, 1, 5);

export const replyBody = z.object({
  comment: requiredText('评价内容', 500),
  pics: picsField('review'),
  product_score: star('商品质量评分'),
  service_score: star('服务态度评分'),
  postage_score: star('物流服务评分'),
});

export const uniqueParams = z.object({ unique: idField('评价商品') });
export const orderIdParams = z.object({ order_id: idField('订单ID') });
