/** Group buy's `product_type` / `activity_type` and the shopper's messages. */
import { ProductType } from '../activity/kind';

export const GROUP_BUY = ProductType.groupBuy;

export const NO_CART = '拼团商品不能加入购物车';
export const NOT_STARTED = '拼团活动未开始';
export const ACTIVITY_ENDED = '拼团活动已结束';
export const NO_STOCK = '库存不足';
export const NO_GROUP = '该团不存在';
export const GROUP_FULL = '该团已满员，请参加其他团或发起新团';
export const GROUP_ENDED = '该团已结束，请参加其他团或发起新团';
export const ALREADY_JOINED = '您已参加过该团';
export const overLimit = (n: number) => `每人每团限购${n}件`;

export const GROUP_STATUS_TEXT: Record<number, string> = { 0: '拼团中', 10: '拼团成功', '-1': '拼团失败' };
