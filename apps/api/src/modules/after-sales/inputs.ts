/** Schemas of the buyer's after-sales inputs: the refund ones are @mall/contracts', with our upload check on pics. */
import { imageListField, refundApplyBody } from '@mall/contracts';
import { z } from 'zod';
import { idField, intField } from '../../http/fields';
import { requiredText } from '../../http/validate';
import { isUploadedImage } from '../upload/service';
import type { ImageKind } from '../upload/image-kinds';

export { orderIdParams, refundListQuery, refundProductQuery, returnShipmentBody } from '@mall/contracts';

/** Up to 6 of our uploaded images of `kind`. */
export const picsField = (kind: ImageKind) => imageListField((u) => isUploadedImage(u, kind));

/** POST /api/refund/apply/:order_id: the contract's body, its pics our uploads of kind 'refund'. */
export const applyBody = refundApplyBody.extend({ pics: picsField('refund') });

const star = (label: string) => intField(label, 1, 5);

export const replyBody = z.object({
  comment: requiredText('评价内容', 500),
  pics: picsField('review'),
  product_score: star('商品质量评分'),
  service_score: star('服务态度评分'),
  postage_score: star('物流服务评分'),
});

export const uniqueParams = z.object({ unique: idField('评价商品') });
