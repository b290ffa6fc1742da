import { emitMallEvent, type MallStore } from '@mall/shared-state';

/**
 * After any change to the cart: the badge shows the pieces we know at once, and the shell
 * re-reads the count from the server on the event.
 */
export function announceCartChange(store: MallStore, pieces?: number): void {
  if (pieces !== undefined) store.getState().setCartNumber(pieces);
  emitMallEvent('checkout:cart-changed');
}
