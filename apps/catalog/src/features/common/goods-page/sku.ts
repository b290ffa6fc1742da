import type { GoodsDetail, SkuInfo } from '@mall/api-client';

type Attrs = GoodsDetail['attr'];
type SkuMap = GoodsDetail['sku'];

/** Key of a full selection in the SKU map: the values joined with ',' ('' for single-spec goods). */
export const skuKey = (selection: string[]) => selection.join(',');

/** The first combination in stock (else the first one): what the page shows before any click. */
export function initialSelection(attrs: Attrs, sku: SkuMap): string[] {
  const keys = Object.keys(sku);
  const key = keys.find((k) => sku[k].stock > 0) ?? keys[0] ?? '';
  return attrs.length === 0 ? [] : key.split(',');
}

/**
 * Whether choosing `value` for attribute `index`, with the other attributes as selected, gives a
 * combination that exists and is in stock.
 */
export function valueAvailable(sku: SkuMap, selection: string[], index: number, value: string): boolean {
  const next = [...selection];
  next[index] = value;
  const found: SkuInfo | undefined = sku[skuKey(next)];
  return Boolean(found && found.stock > 0);
}

/** Quantity bounds: at least once_min_count, at most the stock and once_max_count (0 = no limit). */
export function quantityBounds(stock: number, onceMin: number, onceMax: number): { min: number; max: number } {
  const min = Math.max(1, onceMin);
  const max = onceMax > 0 ? Math.min(stock, onceMax) : stock;
  return { min, max };
}

export const clamp = (n: number, min: number, max: number) => Math.min(Math.max(n, min), max);

/**
 * Shows again a choice made before a login (see useBuy): the selection of the SKU `unique` (when
 * these goods have it) and the quantity.
 */
export function restoreChoice(sku: SkuMap, onSelect: (selection: string[]) => void, setNum: (n: number) => void) {
  return (unique: string, num: number) => {
    const key = Object.keys(sku).find((k) => sku[k].unique === unique);
    if (key !== undefined) onSelect(key === '' ? [] : key.split(','));
    setNum(num);
  };
}
