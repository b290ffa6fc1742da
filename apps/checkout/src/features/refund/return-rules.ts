import type { TFunction } from 'i18next';

export interface ReturnForm {
  courier: string;
  trackingNo: string;
  phone: string;
}

export type ReturnProblem = { field: keyof ReturnForm; message: string } | null;

/** The first problem of the return shipment form; null when it can be sent. */
export function returnFormError(t: TFunction, f: ReturnForm): ReturnProblem {
  if (!f.courier) return { field: 'courier', message: t('refund.return.errors.courier') };
  if (!/^[A-Za-z0-9]{6,30}$/.test(f.trackingNo.trim()))
    return { field: 'trackingNo', message: t('refund.return.errors.trackingNo') };
  if (!/^1[3-9]\d{9}$/.test(f.phone.trim())) return { field: 'phone', message: t('refund.return.errors.phone') };
  return null;
}
