/** A time as China shows it, whatever the machine's zone: 2026-11-23 20:15:00 */
export function formatChinaTime(iso: string): string {
  return new Date(iso)
    .toLocaleString('zh-CN', {
      timeZone: 'Asia/Shanghai',
      hour12: false,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
    .replace(/\//g, '-');
}
