import type { TFunction } from 'i18next';
import type { CouponOption } from '@mall/api-client';
import { formatYuan } from '@mall/ui';

const COUPON_KIND = { 0: 'shop', 1: 'goods', 10: 'general', 11: 'category', 12: 'crossShop' } as const;

/** 店铺券, 通用券…; a kind the page does not know reads 平台券 */
export const couponKind = (t: TFunction, type: number) =>
  t(`coupon.kinds.${COUPON_KIND[type as keyof typeof COUPON_KIND] ?? 'platform'}`);

/** ¥ amounts of coupons read short: 300, 9.90 */
export const couponYuan = (fen: number) => formatYuan(fen).replace(/\.00$/, '');

export const couponCondition = (t: TFunction, c: Pick<CouponOption, 'use_min_price'>) =>
  c.use_min_price > 0 ? t('coupon.minPrice', { yuan: couponYuan(c.use_min_price) }) : t('coupon.noMin');

/** 满100减10, 无门槛减3元 */
export const couponRule = (t: TFunction, c: Pick<CouponOption, 'use_min_price' | 'coupon_price'>) =>
  c.use_min_price > 0
    ? t('coupon.ruleMin', { min: couponYuan(c.use_min_price), off: couponYuan(c.coupon_price) })
    : t('coupon.ruleNoMin', { off: couponYuan(c.coupon_price) });

/** 店铺券 3元（无门槛减3元）; a name that already states its rule (店铺券 满100减10) is shown as it is */
export function couponLabel(t: TFunction, c: Pick<CouponOption, 'title' | 'use_min_price' | 'coupon_price'>) {
  const rule = couponRule(t, c);
  return c.title.includes(rule) ? c.title : t('coupon.label', { title: c.title, rule });
}

/** Dates on screen are China time (the server keeps UTC). */
export const couponEnd = (c: Pick<CouponOption, 'end_time'>) =>
  new Date(c.end_time).toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai' });
