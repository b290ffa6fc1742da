/** How late a change of the mall's data may show on a guest's page served from the shell's cache. */

/** A price or stock change shows on the goods pages within this long ... */
export const GOODS_PAGE_FRESH_MS = 3000;
/** ... and on the home page, lists and shops within this long. */
export const LIST_PAGE_FRESH_MS = 10_000;

/** Pages that show a goods' price and stock. */
const GOODS_PAGE =
  /^\/(goods_detail|goods_\w+_detail|goods_seckill|goods_bargain|goods_presell|goods_combination|bargain_status|combination_status)(\/|$)/;

export function pageFreshMs(pathname: string): number {
  return GOODS_PAGE.test(pathname) ? GOODS_PAGE_FRESH_MS : LIST_PAGE_FRESH_MS;
}
