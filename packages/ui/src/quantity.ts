/** What a typed quantity means: a whole number within bounds, or why it was changed or refused. */
export type TypedQuantity = { ok: true; value: number; note?: string } | { ok: false; note: string };

/**
 * Reads what a shopper typed into a quantity box. Only digits make a quantity ("2.5" and "-3"
 * are refused, not read as 25 or 3); a number outside [min, max] is brought within and says so.
 */
export function parseQuantity(text: string, min: number, max: number): TypedQuantity {
  const typed = text.trim();
  if (!/^\d+$/.test(typed)) return { ok: false, note: '请输入正整数' };
  const n = Number(typed);
  if (n < min) return { ok: true, value: min, note: `最少购买${min}件` };
  if (n > max) return { ok: true, value: max, note: `最多可购买${max}件` };
  return { ok: true, value: n };
}
