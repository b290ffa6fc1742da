import type { TFunction } from 'i18next';
import type { OrderAction } from '@mall/ui';

// The API gives status codes; these map them to the catalogue (@mall/ui's texts are Chinese only).

const ORDER_STATUS_KEYS = { 0: 's0', 1: 's1', 2: 's2', 3: 's3', [-1]: 's-1', 9: 's9', 10: 's10', 11: 's11' } as const;
const REFUND_STATUS_KEYS = { 0: 's0', 1: 's1', 2: 's2', 3: 's3', [-1]: 's-1', [-2]: 's-2' } as const;

/** 待发货, 待收货… of a paid order's status code, in the page's language. */
export function orderStatusLabel(t: TFunction, status: number): string {
  const key = ORDER_STATUS_KEYS[status as keyof typeof ORDER_STATUS_KEYS];
  return key ? t(`orderStatus.${key}`) : t('orderStatus.unknown');
}

/** 审核中, 退款成功… of a refund's status code. */
export function refundStatusLabel(t: TFunction, status: number): string {
  const key = REFUND_STATUS_KEYS[status as keyof typeof REFUND_STATUS_KEYS];
  return key ? t(`refunds.status.${key}`) : t('refunds.status.unknown');
}

export const orderActionLabel = (t: TFunction, action: OrderAction): string => t(`orderAction.${action}`);
