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

/** 12345 → 1.2万 */
export function countText(n: number): string {
  return n >= 10_000 ? `${(n / 10_000).toFixed(1)}万` : String(n);
}
