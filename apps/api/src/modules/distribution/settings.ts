import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { systemConfig } from '../../db/schema';
import { timers } from '../../lib/timers';

export const SPREAD_KEYS = [
  'spread_status',
  'spread_mode',
  'spread_threshold',
  'spread_rate_one',
  'spread_rate_two',
  'spread_freeze_days',
  'spread_min_withdraw',
] as const;

/** Who becomes a promoter: everyone, or whoever has paid at least `threshold` fen for orders. */
export type SpreadMode = 'all' | 'threshold';

export interface SpreadSettings {
  enabled: boolean;
  mode: SpreadMode;
  /** fen paid before a user becomes a promoter (mode 'threshold') */
  threshold: number;
  /** brokerage percent of a line's paid amount, level 1 and level 2 */
  rate_one: number;
  rate_two: number;
  /** days after receipt before brokerage thaws (at least the after-sales window) */
  freeze_days: number;
  /** smallest withdrawal, fen */
  min_withdraw: number;
}

const whole = (v: unknown, fallback: number, max: number) =>
  Number.isInteger(v) && (v as number) >= 0 && (v as number) <= max ? (v as number) : fallback;

/**
 * How long brokerage stays frozen after receipt: the config's SPREAD_FREEZE_SECONDS when set (like
 * the after-sales timers, so tests and operators can shorten it), else the setting's days.
 */
export function freezeSeconds(settings: SpreadSettings): number {
  return timers().spreadFreezeSeconds ?? settings.freeze_days * 86_400;
}

/** Distribution settings from system_config; anything missing or out of range takes its default. */
export async function spreadSettings(db: Db): Promise<SpreadSettings> {
  const rows = await db.select().from(systemConfig).where(inArray(systemConfig.key, [...SPREAD_KEYS]));
  const value = (key: (typeof SPREAD_KEYS)[number]) => rows.find((r) => r.key === key)?.value;
  const rateOne = whole(value('spread_rate_one'), 0, 100);
  return {
    enabled: value('spread_status') === 1,
    mode: value('spread_mode') === 'threshold' ? 'threshold' : 'all',
    threshold: whole(value('spread_threshold'), 0, 100_000_000),
    rate_one: rateOne,
    // both levels together never give away more than the line
    rate_two: Math.min(whole(value('spread_rate_two'), 0, 100), 100 - rateOne),
    freeze_days: whole(value('spread_freeze_days'), 15, 365),
    min_withdraw: whole(value('spread_min_withdraw'), 100, 100_000_000) || 1,
  };
}
