import type { ReactNode } from 'react';
import { NODE, withNode } from '../../i18n/with-node';
import type { CouponKind, CouponOffer } from '@mall/api-client';
import { formatYuan } from '@mall/ui';
import type { Texts } from '@mall/app-kit/text-book';
import type { CatalogCatalogue } from '../../i18n/zh-CN';
import { catalogTexts } from '../../i18n/catalog-texts';
import { coupons } from '../../i18n/zh-CN/coupons';

// this module's texts come with its chunk
catalogTexts.add({ coupons });

type T = Texts<CatalogCatalogue>['t'];

/** 满100可用, or 无门槛. */
export const thresholdText = (t: T, c: Pick<CouponOffer, 'use_min_price'>) =>
  c.use_min_price > 0
    ? t('coupons.threshold', { amount: formatYuan(c.use_min_price).replace(/\.00$/, '') })
    : t('coupons.noThreshold');

const day = (iso: string) =>
  new Date(iso)
    .toLocaleDateString('zh-CN', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' })
    .replace(/\//g, '.');

/** 领取后30天内有效, or 2025.01.01-2025.01.31. */
export function validityText(
  t: T,
  c: Pick<CouponOffer, 'coupon_type' | 'coupon_time' | 'use_start_time' | 'use_end_time'>,
) {
  if (c.coupon_type === 1 && c.use_start_time && c.use_end_time)
    return `${day(c.use_start_time)}-${day(c.use_end_time)}`;
  return t('coupons.validDays', { days: c.coupon_time });
}

/** Where it can be used: the shop (its name as its merchant wrote it), or the platform's kind of coupon. */
export function scopeText(t: T, c: Pick<CouponOffer, 'type' | 'merchant'>): ReactNode {
  const name = () => (c.merchant?.mer_name ? <span data-authored>{c.merchant.mer_name}</span> : t('coupons.thisShop'));
  if (c.type === 0) return withNode(t('coupons.scopeShop', { shop: NODE }), name());
  if (c.type === 1) return withNode(t('coupons.scopeShopGoods', { shop: NODE }), name());
  if (c.type === 11) return t('coupons.scopeCategory');
  if (c.type === 12) return t('coupons.scopeCrossShop');
  return t('coupons.scopeAll');
}

const KIND_KEYS: Record<CouponKind, 'shop' | 'goods' | 'universal' | 'category' | 'crossShop'> = {
  0: 'shop',
  1: 'goods',
  10: 'universal',
  11: 'category',
  12: 'crossShop',
};

/** 店铺券, 商品券, 通用券, 品类券, 跨店券. */
export const kindText = (t: T, c: Pick<CouponOffer, 'type'>) => t(`coupons.kind.${KIND_KEYS[c.type]}`);

/** The value without trailing zeros: 10, 5.5. */
export const valueText = (fen: number) =>
  formatYuan(fen)
    .replace(/\.00$/, '')
    .replace(/(\.\d)0$/, '$1');
