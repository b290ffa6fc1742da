import { COUPON_KIND_TEXT, type CouponOffer } from '@mall/api-client';
import { formatYuan } from '@mall/ui';

/** 满100可用, or 无门槛. */
export const thresholdText = (c: Pick<CouponOffer, 'use_min_price'>) =>
  c.use_min_price > 0 ? `满${formatYuan(c.use_min_price).replace(/\.00$/, '')}可用` : '无门槛';

const day = (iso: string) =>
  new Date(iso)
    .toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' })
    .replace(/\//g, '.');

/** 领取后30天内有效, or 2025.01.01-2025.01.31. */
export function validityText(c: Pick<CouponOffer, 'coupon_type' | 'coupon_time' | 'use_start_time' | 'use_end_time'>) {
  if (c.coupon_type === 1 && c.use_start_time && c.use_end_time)
    return `${day(c.use_start_time)}-${day(c.use_end_time)}`;
  return `领取后${c.coupon_time}天内有效`;
}

/** Where it can be used: the shop, or the platform's kind of coupon. */
export function scopeText(c: Pick<CouponOffer, 'type' | 'merchant'>) {
  if (c.type === 0) return `限${c.merchant?.mer_name ?? '本店'}使用`;
  if (c.type === 1) return `限${c.merchant?.mer_name ?? '本店'}指定商品使用`;
  if (c.type === 11) return '限指定品类商品使用';
  if (c.type === 12) return '限参与活动的店铺使用';
  return '全场通用（特殊商品除外）';
}

export const kindText = (c: Pick<CouponOffer, 'type'>) => COUPON_KIND_TEXT[c.type];

/** The value without trailing zeros: 10, 5.5. */
export const valueText = (fen: number) =>
  formatYuan(fen)
    .replace(/\.00$/, '')
    .replace(/(\.\d)0$/, '$1');
