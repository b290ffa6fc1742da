import type { CouponOption } from '@mall/api-client';
import { formatYuan } from '@mall/ui';

export const COUPON_KIND: Record<number, string> = {
  0: '店铺券',
  1: '商品券',
  10: '通用券',
  11: '品类券',
  12: '跨店券',
};

/** ¥ amounts of coupons read short: 300, 9.90 */
export const couponYuan = (fen: number) => formatYuan(fen).replace(/\.00$/, '');

export const couponCondition = (c: Pick<CouponOption, 'use_min_price'>) =>
  c.use_min_price > 0 ? `满${couponYuan(c.use_min_price)}元可用` : '无门槛';

/** 满100减10, 无门槛减3元 */
export const couponRule = (c: Pick<CouponOption, 'use_min_price' | 'coupon_price'>) =>
  c.use_min_price > 0
    ? `满${couponYuan(c.use_min_price)}减${couponYuan(c.coupon_price)}`
    : `无门槛减${couponYuan(c.coupon_price)}元`;

/** 店铺券 3元（无门槛减3元）; a name that already states its rule (店铺券 满100减10) is shown as it is */
export const couponLabel = (c: Pick<CouponOption, 'title' | 'use_min_price' | 'coupon_price'>) =>
  c.title.includes(couponRule(c)) ? c.title : `${c.title}（${couponRule(c)}）`;

/** Dates on screen are China time (the server keeps UTC). */
export const couponEnd = (c: Pick<CouponOption, 'end_time'>) =>
  new Date(c.end_time).toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai' });
