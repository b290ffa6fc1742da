import { formatChinaTime } from '@mall/ui';

/** The China calendar day of a time: '2026-11-23'. */
const chinaDay = (iso: string) => formatChinaTime(iso).slice(0, 10);

/** The page's words for today and yesterday (今天, 昨天). */
export interface DayWords {
  today: string;
  yesterday: string;
}

/** Today, yesterday, or the date, as China's calendar has it at `now`. */
export function dayLabel(iso: string, now: Date, words: DayWords): string {
  const day = chinaDay(iso);
  if (day === chinaDay(now.toISOString())) return words.today;
  if (day === chinaDay(new Date(now.getTime() - 86_400_000).toISOString())) return words.yesterday;
  return day;
}

/** Entries (newest first) grouped by their day label, in order. */
export function groupByDay<T extends { visit_time: string }>(entries: T[], now: Date, words: DayWords): { label: string; entries: T[] }[] {
  const groups: { label: string; entries: T[] }[] = [];
  for (const e of entries) {
    const label = dayLabel(e.visit_time, now, words);
    if (groups.at(-1)?.label === label) groups.at(-1)!.entries.push(e);
    else groups.push({ label, entries: [e] });
  }
  return groups;
}
