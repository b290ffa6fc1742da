/** '12.5' or '12.50' yuan → 1250 fen; null for anything else (no floating point). */
export function yuanInputToFen(text: string): number | null {
  const m = /^(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
