/** Couriers a merchant ships with and a buyer returns goods with (`GET /api/common/express`). */
export const COURIERS = [
  { id: 1, code: 'SF', name: '顺丰速运' },
  { id: 2, code: 'ZTO', name: '中通快递' },
  { id: 3, code: 'YTO', name: '圆通速递' },
  { id: 4, code: 'YD', name: '韵达快递' },
  { id: 5, code: 'STO', name: '申通快递' },
  { id: 6, code: 'JD', name: '京东物流' },
  { id: 7, code: 'EMS', name: 'EMS' },
  { id: 8, code: 'JTSD', name: '极兔速递' },
  { id: 9, code: 'DBL', name: '德邦快递' },
] as const;

export type Courier = (typeof COURIERS)[number];

export const courierByCode = (code: string): Courier | undefined =>
  COURIERS.find((c) => c.code === code.trim().toUpperCase());

/** A courier's code or its name ('顺丰速运') → the courier. */
export const findCourier = (codeOrName: string): Courier | undefined =>
  courierByCode(codeOrName) ?? COURIERS.find((c) => c.name === codeOrName.trim());

/** Tracking numbers: 6–30 letters and digits. */
export { TRACKING_NO } from '@mall/contracts';
