import { describe, expect, it } from 'vitest';
import { formatChinaTime, formatMinutes } from './use-countdown';

describe('time text', () => {
  it('shows minutes and seconds left', () => {
    expect(formatMinutes(900)).toBe('15分00秒');
    expect(formatMinutes(65)).toBe('1分05秒');
    expect(formatMinutes(0)).toBe('0分00秒');
  });

  it('shows times in China time whatever the machine zone', () => {
    expect(formatChinaTime('2026-11-23T12:05:09Z')).toBe('2026-11-23 20:05:09');
    expect(formatChinaTime('2026-12-31T16:00:00Z')).toBe('2027-01-01 00:00:00');
  });
});
