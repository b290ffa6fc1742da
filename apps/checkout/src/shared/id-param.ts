/** A positive integer id from the query string, or 0. */
export function idParam(raw: string | null): number {
  return raw && /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : 0;
}
