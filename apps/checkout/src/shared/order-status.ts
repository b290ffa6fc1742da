import type { TFunction } from 'i18next';

/** The catalogue's banner of each paid-order status code (the codes of @mall/ui's ORDER_STATUS_TEXT). */
const STATUS_BANNER = {
  0: 'unshipped',
  1: 'shipped',
  2: 'toReview',
  3: 'done',
  [-1]: 'refunded',
  9: 'grouping',
  10: 'final',
  11: 'finalLate',
} as const;

/** 待发货, 待收货… in the page's language, from the order's status code. */
export function orderStatusTitle(t: TFunction, status: number): string {
  const banner = STATUS_BANNER[status as keyof typeof STATUS_BANNER];
  return banner ? t(`detail.banner.${banner}.title`) : t('detail.unknownStatus');
}
