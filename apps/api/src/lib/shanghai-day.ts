/**
 * Calendar days in Asia/Shanghai (UTC+8 all year, no daylight saving): the mall's business day for
 * seckill slots, daily limits, sign-in and points expiry.
 */
export const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
export const DAY_MS = 86_400_000;

/** The Asia/Shanghai calendar day ('YYYY-MM-DD') of an instant. */
export const shanghaiDay = (ms: number) => new Date(ms + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);

/** The day `n` days after `day`. */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** The instant a Shanghai calendar day begins. */
export const shanghaiMidnight = (day: string) => Date.parse(`${day}T00:00:00Z`) - SHANGHAI_OFFSET_MS;
