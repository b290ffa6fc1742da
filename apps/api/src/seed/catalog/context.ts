/** Static lookups shared by the generators (built once per process). */
import { CATEGORY_NODES, LEAF_NODES } from './categories.js';
import { BRAND_DEFS } from './brands.js';
import { MERCHANT_DEFS, type MerchantDef } from './merchants.js';
import { weightedPicker, type Rng } from './random.js';

export interface BrandRef { id: number; name: string; top: number; scope: string[] }

export interface CatalogContext {
  merchants: MerchantDef[];
  brands: BrandRef[];
  /** leaf id → indices into merchants that sell it */
  merchantsByLeaf: Map<number, number[]>;
  pickMerchant: Map<number, (rng: Rng) => number>;
  /** leaf id → brands of the same top category whose scope covers the leaf */
  brandsByLeaf: Map<number, BrandRef[]>;
}

let cached: CatalogContext | undefined;

export function catalogContext(): CatalogContext {
  if (cached) return cached;
  const byName = new Map<string, number[]>(); // L1/L2 name → leaf ids
  for (const leaf of LEAF_NODES) {
    for (const anc of [CATEGORY_NODES[leaf.top - 1].name, CATEGORY_NODES[leaf.l2 - 1].name]) {
      if (!byName.has(anc)) byName.set(anc, []);
      byName.get(anc)!.push(leaf.id);
    }
  }
  const merchantsByLeaf = new Map<number, number[]>(LEAF_NODES.map((l) => [l.id, []]));
  MERCHANT_DEFS.forEach((m, mi) => {
    const leaves = new Set<number>();
    for (const s of m.scope) {
      const ids = byName.get(s);
      if (!ids) throw new Error(`merchant ${m.name}: unknown scope ${s}`);
      ids.forEach((x) => leaves.add(x));
    }
    for (const l of leaves) merchantsByLeaf.get(l)!.push(mi);
  });
  const pickMerchant = new Map<number, (rng: Rng) => number>();
  for (const [leaf, list] of merchantsByLeaf) {
    if (!list.length) throw new Error(`no merchant sells category ${leaf}`);
    // specialists outweigh the everything-store
    pickMerchant.set(leaf, weightedPicker(list, list.map((mi) => (MERCHANT_DEFS[mi].trader ? 0.6 : 1.4 / Math.sqrt(MERCHANT_DEFS[mi].scope.length)))));
  }
  const topId = new Map(CATEGORY_NODES.filter((n) => n.level === 1).map((n) => [n.name, n.id]));
  const brands: BrandRef[] = BRAND_DEFS.map(([name, top, scope], i) => {
    const t = topId.get(top);
    if (!t) throw new Error(`brand ${name}: unknown category ${top}`);
    return { id: i + 1, name, top: t, scope };
  });
  const brandsByLeaf = new Map<number, BrandRef[]>();
  for (const leaf of LEAF_NODES) {
    const l2 = CATEGORY_NODES[leaf.l2 - 1].name;
    const only = leaf.family!.brands;
    for (const n of only ?? []) if (!brands.some((b) => b.name === n)) throw new Error(`unknown brand ${n}`);
    brandsByLeaf.set(leaf.id, brands.filter((b) => b.top === leaf.top && b.scope.includes(l2) && (!only || only.includes(b.name))));
  }
  cached = { merchants: MERCHANT_DEFS, brands, merchantsByLeaf, pickMerchant, brandsByLeaf };
  return cached;
}
