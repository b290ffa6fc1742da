import type { CartLine, CartList } from '@mall/api-client';

/** The quantities a line may take: its per-order minimum (at least 1) up to stock and limit. */
export function quantityBounds(line: Pick<CartLine, 'stock' | 'once_min_count' | 'once_max_count'>) {
  const min = Math.max(1, line.once_min_count);
  const max = line.once_max_count > 0 ? Math.min(line.stock, line.once_max_count) : line.stock;
  return { min, max: Math.max(min, max) };
}

/** Ids of the lines that can be bought (the 已失效 ones cannot be selected). */
export function validIds(cart: CartList): number[] {
  return cart.list.flatMap((shop) => shop.cart.map((l) => l.cart_id));
}

/** Pieces and amount (fen) of the selected lines. */
export function selectionTotals(cart: CartList, selected: ReadonlySet<number>) {
  let pieces = 0;
  let amount = 0;
  for (const shop of cart.list) {
    for (const line of shop.cart) {
      if (!selected.has(line.cart_id)) continue;
      pieces += line.cart_num;
      amount += line.price * line.cart_num;
    }
  }
  return { pieces, amount };
}

/** What the header badge counts: pieces of every valid line. */
export function cartPieces(cart: CartList): number {
  return cart.list.reduce((n, shop) => n + shop.cart.reduce((m, l) => m + l.cart_num, 0), 0);
}

/**
 * The selection is kept per user as the lines the shopper unticked, so goods added later (on
 * another page or device) arrive ticked, the way big malls do it.
 */
const storageKey = (uid: number) => `mall:cart-unselected:${uid}`;

export function loadUnselected(uid: number): Set<number> {
  try {
    const raw = JSON.parse(localStorage.getItem(storageKey(uid)) ?? '[]') as unknown;
    return new Set(Array.isArray(raw) ? raw.filter((v): v is number => Number.isInteger(v)) : []);
  } catch {
    return new Set();
  }
}

export function saveUnselected(uid: number, unselected: ReadonlySet<number>): void {
  try {
    localStorage.setItem(storageKey(uid), JSON.stringify([...unselected]));
  } catch {
    // storage full or disabled: the selection lasts for this visit only
  }
}
