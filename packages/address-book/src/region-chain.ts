/** Province, city, district, street ids; 0 where not chosen yet. */
export type RegionChain = [number, number, number, number];

export const LEVELS = ['省份', '城市', '区县', '街道'] as const;

/** Names per row in the picker's grid: the arrow keys step by it up and down. */
export const GRID_COLUMNS = 4;

/**
 * The chain after choosing `id` at `level`: the levels below are cleared when it changes, and
 * kept when the same region is chosen again (the shopper only stepped through).
 */
export function chooseRegion(chain: RegionChain, level: number, id: number): RegionChain {
  if (chain[level] === id) return chain;
  return chain.map((old, i) => (i < level ? old : i === level ? id : 0)) as RegionChain;
}

/** The tab the picker opens on: the first level not chosen, or the street when all are. */
export function firstOpenLevel(chain: RegionChain): number {
  const open = chain.findIndex((id) => !id);
  return open < 0 ? LEVELS.length - 1 : open;
}

/** Where a key moves the highlight in a grid of `count` names; null for keys it does not use. */
export function moveInGrid(index: number, key: string, count: number): number | null {
  const last = count - 1;
  const step: Record<string, number> = {
    ArrowRight: index + 1,
    ArrowLeft: index - 1,
    ArrowDown: index + GRID_COLUMNS,
    ArrowUp: index - GRID_COLUMNS,
    Home: 0,
    End: last,
  };
  if (!(key in step) || count === 0) return null;
  const to = step[key];
  // up/down past the edge stay in place rather than jumping to another column
  if ((key === 'ArrowDown' || key === 'ArrowUp') && (to < 0 || to > last)) return index;
  return Math.min(Math.max(to, 0), last);
}
