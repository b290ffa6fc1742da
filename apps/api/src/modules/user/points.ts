/**
 * Points expire `POINTS_VALID_DAYS` after they were earned. Which points are left is worked out
 * from the ledger (user_bill, category 'integral'): every gain is a lot with an expiry date,
 * every spending or expiry entry uses up the oldest lots first (FIFO). Nothing is stored twice.
 */
import { DAY_MS, shanghaiDay } from '../../lib/shanghai-day';

export const POINTS_VALID_DAYS = 365;
/** "About to expire": within this many days. */
export const POINTS_EXPIRY_NOTICE_DAYS = 30;

export interface LedgerEntry {
  pm: number;
  number: number;
  created_at: Date;
}

export interface PointsLot {
  number: number;
  expires_at: Date;
}


/** The lots still holding points, oldest first, after replaying the ledger in time order. */
export function remainingLots(entries: LedgerEntry[]): PointsLot[] {
  const lots: PointsLot[] = [];
  const ordered = [...entries].sort((a, b) => a.created_at.getTime() - b.created_at.getTime());
  for (const e of ordered) {
    if (e.pm === 1) {
      lots.push({ number: e.number, expires_at: new Date(e.created_at.getTime() + POINTS_VALID_DAYS * DAY_MS) });
      continue;
    }
    let owed = e.number;
    while (owed > 0 && lots.length > 0) {
      const take = Math.min(owed, lots[0].number);
      lots[0].number -= take;
      owed -= take;
      if (lots[0].number === 0) lots.shift();
    }
  }
  return lots;
}

/** The points of the first expiry date that falls within the notice window, or null. */
export function expiringSoon(lots: PointsLot[], now: Date): { number: number; expires_at: Date } | null {
  const horizon = now.getTime() + POINTS_EXPIRY_NOTICE_DAYS * DAY_MS;
  const soon = lots.filter((l) => l.expires_at.getTime() > now.getTime() && l.expires_at.getTime() <= horizon);
  if (soon.length === 0) return null;
  const day = (d: Date) => shanghaiDay(d.getTime());
  const first = day(soon[0].expires_at);
  const same = soon.filter((l) => day(l.expires_at) === first);
  return { number: same.reduce((s, l) => s + l.number, 0), expires_at: same[same.length - 1].expires_at };
}

/** Where points came from or went, as the ledger shows it. */
export const POINTS_SOURCES: Record<string, string> = {
  deduction: '订单抵扣',
  refund_integral: '订单退回',
  order_give: '购物赠送',
  sign: '每日签到',
  svip_give: '开通会员',
  expire: '积分过期',
  system: '系统调整',
};
