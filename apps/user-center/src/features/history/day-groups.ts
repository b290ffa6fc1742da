import { formatChinaTime } from '@mall/ui';

/** The China calendar day of a time: '2026-11-23'. */
const chinaDay = (iso: string) => formatChinaTime(iso).slice(0, 10);

/** 今天, 昨天, or the date, as China's calendar has it at `now`. */
export function dayLabel(iso: string, now: Date): string {
  const day = chinaDay(iso);
  if (day === chinaDay(now.toISOString())) return '今天';
  if (day === chinaDay(new Date(now.getTime() - 86_400_000).toISOString())) return '昨天';
  return day;
}

/** Entries (newest first) grouped by their day label, in order. */
export function groupByDay<T extends { visit_time: string }>(entries: T[], now: Date): { label: string; entries: T[] }[] {
  const groups: { label: string; entries: T[] }[] = [];
  for (const e of entries) {
    const label = dayLabel(e.visit_time, now);
    if (groups.at(-1)?.label === label) groups.at(-1)!.entries.push(e);
    else groups.push({ label, entries: [e] });
  }
  return groups;
}
