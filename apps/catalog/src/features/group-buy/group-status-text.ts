/** A group's state (0 拼团中, 10 拼团成功, -1 拼团失败) in the catalogues. */
const STATUS: Record<number, 'filling' | 'done' | 'failed'> = { 0: 'filling', 10: 'done', [-1]: 'failed' };

/** The catalogue key of a group's state; null for a state the catalogues lack (show the API's text). */
export function groupStatusKey(status: number) {
  const key = STATUS[status];
  return key ? (`groupBuy.status.${key}` as const) : null;
}
