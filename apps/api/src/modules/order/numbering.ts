import { randomInt } from 'node:crypto';

/** Order, refund and presell numbers: a letter + UTC time to the second + 6 random digits. */
export const newSn = (prefix: string) =>
  prefix + new Date().toISOString().replace(/\D/g, '').slice(0, 14) + String(randomInt(0, 1e6)).padStart(6, '0');
