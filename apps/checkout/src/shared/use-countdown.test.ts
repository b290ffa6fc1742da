import { describe, expect, it } from 'vitest';
import { createI18n } from '@mall/app-kit/i18n';
import { CHECKOUT_CATALOGUES } from '../i18n/catalogues';
import { formatChinaTime, formatMinutes } from './use-countdown';

describe('time text', () => {
  it('shows minutes and seconds left', () => {
    const { t } = createI18n(CHECKOUT_CATALOGUES, 'zh-CN');
    expect(formatMinutes(t, 900)).toBe('15分00秒');
    expect(formatMinutes(t, 65)).toBe('1分05秒');
    expect(formatMinutes(t, 0)).toBe('0分00秒');
    expect(formatMinutes(createI18n(CHECKOUT_CATALOGUES, 'en').t, 65)).toBe('1:05');
  });

  it('shows times in China time whatever the machine zone', () => {
    expect(formatChinaTime('2026-11-23T12:05:09Z')).toBe('2026-11-23 20:05:09');
    expect(formatChinaTime('2026-12-31T16:00:00Z')).toBe('2027-01-01 00:00:00');
  });
});
