/** Presell as the cart and the checkout see it (see ../activity/kind.ts). */
import { ProductType, type ActivityKind } from '../activity/kind';
import { assertPresellOpen, findPresellSkus, NO_CART, presellCartGoods, presellLineInfo, type PresellGoods } from './goods';
import { presellPaid, releasePresell, restockPresell, takePresell } from './purchase';

export const presellActivity: ActivityKind<PresellGoods> = {
  type: ProductType.presell,
  noCartMessage: NO_CART,
  // coupons apply to the final payment only (./final-coupon.ts)
  couponable: false,
  buyNowGoods: presellCartGoods,
  findSkus: findPresellSkus,
  assertOpen: (_db, g) => assertPresellOpen(g),
  take: takePresell,
  release: releasePresell,
  paid: presellPaid,
  restock: restockPresell,
  lineInfo: presellLineInfo,
};
