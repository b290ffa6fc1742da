import type { TFunction } from 'i18next';
import { MAINLAND_MOBILE, TRACKING_NO } from '@mall/contracts';

export interface ReturnForm {
  courier: string;
  trackingNo: string;
  phone: string;
}

export type ReturnProblem = { field: keyof ReturnForm; message: string } | null;

/** The first problem of the return shipment form, by the refund API's own rules; null when it can be sent. */
export function returnFormError(t: TFunction, f: ReturnForm): ReturnProblem {
  if (!f.courier) return { field: 'courier', message: t('refund.return.errors.courier') };
  if (!TRACKING_NO.test(f.trackingNo.trim()))
    return { field: 'trackingNo', message: t('refund.return.errors.trackingNo') };
  if (!MAINLAND_MOBILE.test(f.phone.trim())) return { field: 'phone', message: t('refund.return.errors.phone') };
  return null;
}
