/** Seckill as the cart and the checkout see it (see ../activity/kind.ts). */
import { ProductType, type ActivityKind } from '../activity/kind';
import { assertSeckillOpen, findSeckillSkus, NO_CART, seckillCartGoods, type SeckillGoods } from './goods';
import { restockSeckill, returnSeckill, takeSeckill } from './purchase';
import { refuseKnownSoldOut } from './sold-out';

export const seckillActivity: ActivityKind<SeckillGoods> = {
  type: ProductType.seckill,
  noCartMessage: NO_CART,
  couponable: false,
  refuseEarly: refuseKnownSoldOut,
  buyNowGoods: seckillCartGoods,
  findSkus: findSeckillSkus,
  assertOpen: (_db, g) => assertSeckillOpen(g),
  take: (tx, uid, groupOrderId, lines) => takeSeckill(tx, uid, groupOrderId, lines),
  release: async (tx, groupOrderId) => {
    await returnSeckill(tx, groupOrderId);
  },
  restock: restockSeckill,
};
