import type { TFunction } from 'i18next';
import { useEffect, useState } from 'react';

/** Whole seconds left until `until` (ISO time), re-rendering every second; 0 once it has passed. */
export function useSecondsLeft(until: string | null | undefined): number {
  const [, tick] = useState(0);
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => tick((n) => n + 1), 1000);
    return () => clearInterval(timer);
  }, [until]);
  // read at render, so a new deadline counts from its first frame
  return until ? Math.max(0, Math.ceil((new Date(until).getTime() - Date.now()) / 1000)) : 0;
}

/** 14分05秒 (14:05 in English) */
export function formatMinutes(t: TFunction, seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return t('common.minutesLeft', { m, s: String(s).padStart(2, '0') });
}

/** shared with user-center */
export { formatChinaTime } from '@mall/ui';
