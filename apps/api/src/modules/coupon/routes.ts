import type { FastifyPluginAsync } from 'fastify';
import { couponCentreQuery, couponGoodsQuery, couponProductQuery } from '@mall/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { idParams } from '../../http/fields';
import { validate } from '../../http/validate';
import { currentUser } from '../auth/token';
import { optionalUser } from '../catalog/viewer';
import { receiveCoupon } from './claim';
import { couponGoods } from './coupon-goods';
import { centreOffers, goodsOffers, shopOffers } from './offers';

/** Claiming coupons and the lists that offer them. The viewer's own coupons: `/api/coupon/list`. */
export const couponOfferRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  const viewerId = async (req: Parameters<typeof optionalUser>[1]) => (await optionalUser(db, req))?.uid ?? null;

  app.get('/api/coupon/getlst', async (req) => {
    const q = validate(couponCentreQuery, req.query);
    return ok(await centreOffers(db, await viewerId(req), q));
  });

  app.get('/api/coupon/store/:mer_id', async (req) => {
    const { id } = validate(idParams('店铺ID'), { id: (req.params as { mer_id: string }).mer_id });
    return ok(await shopOffers(db, await viewerId(req), id));
  });

  app.get('/api/coupon/product', async (req) => {
    const { product_id } = validate(couponProductQuery, req.query);
    return ok(await goodsOffers(db, await viewerId(req), product_id));
  });

  app.post('/api/coupon/receive/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('优惠券ID'), req.params);
    return ok(await receiveCoupon(db, user.uid, id), '领取成功');
  });

  app.get('/api/product/spu/coupon_product', async (req) => {
    const q = validate(couponGoodsQuery, req.query);
    return ok(await couponGoods(db, await viewerId(req), q));
  });
};
