/** Couriers and tracking timelines, as order, refund and merchant answers carry them. */
import { z } from 'zod';

/** 'shipped' 商家发货 | 'collected' 已揽收 | 'transit' 运输中 | 'delivering' 派送中 | 'signed' 已签收 | 'note' 商家备注 */
export const trackState = z.enum(['shipped', 'collected', 'transit', 'delivering', 'signed', 'note']);
export type TrackState = z.infer<typeof trackState>;

/** One step of a tracking timeline, newest first in lists. */
export const trackEvent = z.object({
  time: z.string(),
  /** e.g. '快件已由【上海浦东集散中心】发出，正在发往【北京顺义分拨中心】' */
  message: z.string(),
  state: trackState,
});
export type TrackEvent = z.infer<typeof trackEvent>;

/** GET /api/common/express: the couriers to ship and return goods with. */
export const courier = z.object({
  id: z.number().int(),
  /** e.g. 'SF', 'YTO', 'ZTO', 'YD', 'STO', 'JD', 'EMS' */
  code: z.string(),
  /** e.g. '顺丰速运' */
  name: z.string(),
});
export type Courier = z.infer<typeof courier>;
