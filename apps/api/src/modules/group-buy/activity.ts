/** Group buy as the cart and the checkout see it (see ../activity/kind.ts). */
import type { ActivityKind } from '../activity/kind';
import { assertCanBuyGroup, findGroupBuySkus, groupBuyCartGoods, type GroupBuyGoods } from './goods';
import { groupBuyPaid, releaseGroupBuy, takeGroupBuy } from './membership';
import { GROUP_BUY, NO_CART } from './texts';

export const groupBuyActivity: ActivityKind<GroupBuyGoods> = {
  type: GROUP_BUY,
  noCartMessage: NO_CART,
  couponable: false,
  buyNowGoods: groupBuyCartGoods,
  findSkus: (db, items) => findGroupBuySkus(db, items),
  assertOpen: assertCanBuyGroup,
  take: (tx, uid, groupOrderId, lines) => takeGroupBuy(tx, uid, groupOrderId, lines),
  release: releaseGroupBuy,
  paid: groupBuyPaid,
};
