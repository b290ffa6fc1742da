import { describe, expect, it } from 'vitest';
import { dayLabel, groupByDay } from './day-groups';

describe('history day groups', () => {
  // 2026-11-23 01:30 in Shanghai is still 11-22 in UTC
  const now = new Date('2026-11-22T17:30:00Z');
  const words = { today: '今天', yesterday: '昨天' };

  it('labels days by the China calendar', () => {
    expect(dayLabel('2026-11-22T16:10:00Z', now, words)).toBe('今天');
    expect(dayLabel('2026-11-22T15:50:00Z', now, words)).toBe('昨天');
    expect(dayLabel('2026-11-20T08:00:00Z', now, words)).toBe('2026-11-20');
  });

  it('groups consecutive entries of a day', () => {
    const groups = groupByDay(
      [{ visit_time: '2026-11-22T17:00:00Z' }, { visit_time: '2026-11-22T16:01:00Z' }, { visit_time: '2026-11-21T01:00:00Z' }],
      now,
      words,
    );
    expect(groups.map((g) => [g.label, g.entries.length])).toEqual([
      ['今天', 2],
      ['2026-11-21', 1],
    ]);
  });
});
