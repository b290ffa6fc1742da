/** Seckill as the cart and the checkout see it (see ../activity/kind.ts). */
import { ProductType, type ActivityKind } from '../activity/kind';
import { holdSeckill, refuseFromGate } from './gate/lines';
import { assertSeckillOpen, findSeckillSkus, NO_CART, seckillCartGoods, type SeckillGoods } from './goods';
import { refundSeckillQuota, restockSeckill, returnSeckill, seckillTakeParts, takeSeckill } from './purchase';

export const seckillActivity: ActivityKind<SeckillGoods> = {
  type: ProductType.seckill,
  noCartMessage: NO_CART,
  couponable: false,
  refuseEarly: refuseFromGate,
  buyNowGoods: seckillCartGoods,
  findSkus: findSeckillSkus,
  assertOpen: (_db, g) => assertSeckillOpen(g),
  hold: holdSeckill,
  quotableUntil: (g) => g.seckill.stop,
  take: (tx, uid, groupOrderId, lines) => takeSeckill(tx, uid, groupOrderId, lines),
  takeInStatement: (uid, lines, group) => seckillTakeParts(uid, lines, group),
  release: async (tx, groupOrderId) => {
    await returnSeckill(tx, groupOrderId);
  },
  restock: restockSeckill,
  refunded: refundSeckillQuota,
};
