import { randomInt } from 'node:crypto';
import { SHANGHAI_OFFSET_MS } from '../../lib/shanghai-day';

/**
 * Order, refund and presell numbers: a letter + China time to the second (the time the pages
 * show) + 6 random digits.
 */
export const newSn = (prefix: string) =>
  prefix +
  new Date(Date.now() + SHANGHAI_OFFSET_MS).toISOString().replace(/\D/g, '').slice(0, 14) +
  String(randomInt(0, 1e6)).padStart(6, '0');
