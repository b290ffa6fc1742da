/**
 * Schemas of the buyer's after-sales inputs: @mall/contracts', with our upload check on the
 * pictures of a refund application and of a review.
 */
import { imageListField, refundApplyBody, replyBody as replyFields } from '@mall/contracts';
import { isUploadedImage } from '../upload/service';
import type { ImageKind } from '../upload/image-kinds';

export { orderIdParams, refundListQuery, refundProductQuery, replyParams, returnShipmentBody } from '@mall/contracts';

/** Up to 6 of our uploaded images of `kind`. */
export const picsField = (kind: ImageKind) => imageListField((u) => isUploadedImage(u, kind));

/** POST /api/refund/apply/:order_id: the contract's body, its pics our uploads of kind 'refund'. */
export const applyBody = refundApplyBody.extend({ pics: picsField('refund') });

/** POST /api/reply/:unique: the contract's body, its pics our uploads of kind 'review'. */
export const replyBody = replyFields.extend({ pics: picsField('review') });
