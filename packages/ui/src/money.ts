/** Money is integer fen everywhere; this is the one place it becomes yuan text. */
export function formatYuan(fen: number): string {
  if (!Number.isFinite(fen)) return '0.00';
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(Math.trunc(fen));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
