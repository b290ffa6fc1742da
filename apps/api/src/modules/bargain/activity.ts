/** Bargain as the cart and the checkout see it (see ../activity/kind.ts). */
import { ProductType, type ActivityKind } from '../activity/kind';
import { assertBargainOpen, bargainCartGoods, findBargainSkus, type BargainGoods } from './goods';
import { NO_CART } from './messages';
import { bargainsPaid, releaseBargains, takeBargains } from './purchase';

export const bargainActivity: ActivityKind<BargainGoods> = {
  type: ProductType.bargain,
  noCartMessage: NO_CART,
  couponable: false,
  buyNowGoods: bargainCartGoods,
  findSkus: (db, items) => findBargainSkus(db, items),
  assertOpen: (_db, g, uid, activityRef) => assertBargainOpen(g, uid, activityRef),
  take: takeBargains,
  release: async (tx, groupOrderId) => {
    await releaseBargains(tx, groupOrderId);
  },
  paid: bargainsPaid,
};
