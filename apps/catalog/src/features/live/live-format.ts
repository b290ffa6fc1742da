/** 11-23 20:00 in China time, from epoch seconds. */
export function liveTime(epochSeconds: number): string {
  return new Date(epochSeconds * 1000)
    .toLocaleString('zh-CN', {
      timeZone: 'Asia/Shanghai',
      hour12: false,
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    })
    .replace(/\//g, '-');
}

/** 12345 → 1.2万 (in English 12.3k) */
export function countText(n: number, language: 'zh-CN' | 'en' = 'zh-CN'): string {
  if (language === 'en') return n >= 10_000 ? `${(n / 1000).toFixed(1)}k` : String(n);
  return n >= 10_000 ? `${(n / 10_000).toFixed(1)}万` : String(n);
}
