import { describe, expect, it } from 'vitest';
import { expiringSoon, POINTS_VALID_DAYS, remainingLots, type LedgerEntry } from './points';

const DAY = 86_400_000;
const now = new Date('2026-11-23T04:00:00Z');
const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
const gain = (number: number, daysAgo: number): LedgerEntry => ({ pm: 1, number, created_at: at(daysAgo) });
const use = (number: number, daysAgo: number): LedgerEntry => ({ pm: 0, number, created_at: at(daysAgo) });

describe('points lots', () => {
  it('spending and expiry use the oldest points first', () => {
    const lots = remainingLots([gain(100, 300), gain(50, 200), use(120, 100)]);
    expect(lots.map((l) => l.number)).toEqual([30]);
    expect(lots[0].expires_at).toEqual(new Date(at(200).getTime() + POINTS_VALID_DAYS * DAY));
  });

  it('replays the ledger in time order, whatever order the rows come in', () => {
    expect(remainingLots([use(30, 1), gain(50, 10), gain(20, 5)]).map((l) => l.number)).toEqual([20, 20]);
  });

  it('tells the points of the first expiry day within 30 days, none when nothing is that close', () => {
    const lots = remainingLots([gain(40, 350), gain(60, 350), gain(70, 340), gain(500, 10)]);
    const soon = expiringSoon(lots, now)!;
    expect(soon.number).toBe(100);
    expect(Math.round((soon.expires_at.getTime() - now.getTime()) / DAY)).toBe(15);
    expect(expiringSoon(remainingLots([gain(10, 100)]), now)).toBeNull();
    // already expired lots are not "about to expire"
    expect(expiringSoon(remainingLots([gain(10, 400)]), now)).toBeNull();
  });
});
