import type { Language } from '../../http/language/message-language';

/**
 * Couriers a merchant ships with and a buyer returns goods with (`GET /api/common/express`), with
 * the names shoppers who chose English read.
 */
export const COURIERS = [
  { id: 1, code: 'SF', name: '顺丰速运', name_en: 'SF Express' },
  { id: 2, code: 'ZTO', name: '中通快递', name_en: 'ZTO Express' },
  { id: 3, code: 'YTO', name: '圆通速递', name_en: 'YTO Express' },
  { id: 4, code: 'YD', name: '韵达快递', name_en: 'Yunda Express' },
  { id: 5, code: 'STO', name: '申通快递', name_en: 'STO Express' },
  { id: 6, code: 'JD', name: '京东物流', name_en: 'JD Logistics' },
  { id: 7, code: 'EMS', name: 'EMS', name_en: 'EMS' },
  { id: 8, code: 'JTSD', name: '极兔速递', name_en: 'J&T Express' },
  { id: 9, code: 'DBL', name: '德邦快递', name_en: 'Deppon Express' },
] as const;

export type Courier = (typeof COURIERS)[number];

export const courierByCode = (code: string): Courier | undefined =>
  COURIERS.find((c) => c.code === code.trim().toUpperCase());

/** A courier's code or its name ('顺丰速运') → the courier. */
export const findCourier = (codeOrName: string): Courier | undefined =>
  courierByCode(codeOrName) ?? COURIERS.find((c) => c.name === codeOrName.trim());

/** The couriers as the shopper's language names them. */
export const couriersIn = (language: Language) =>
  COURIERS.map(({ id, code, name, name_en }) => ({ id, code, name: language === 'en' ? name_en : name }));

/**
 * The name a shipment shows: a known courier's (by its code) in the shopper's language; anything
 * else (a same-city courier's own name) as written.
 */
export const carrierName = (code: string, name: string, language: Language): string =>
  (language === 'en' && code && courierByCode(code)?.name_en) || name;

/** An order or refund answer with its `delivery_name` in the shopper's language. */
export const withCarrierName = <T extends { delivery_code: string; delivery_name: string }>(
  view: T,
  language: Language,
): T =>
  language === 'en' ? { ...view, delivery_name: carrierName(view.delivery_code, view.delivery_name, language) } : view;

/** Tracking numbers: 6–30 letters and digits. */
export { TRACKING_NO } from '@mall/contracts';
