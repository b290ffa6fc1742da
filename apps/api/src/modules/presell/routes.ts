import type { FastifyPluginAsync } from 'fastify';
import { presellFinalCouponBody, presellListQuery } from '@mall/contracts';
import type { Db } from '../../db/client';
import { ok } from '../../http/envelope';
import { idParams } from '../../http/fields';
import { validate } from '../../http/validate';
import { currentUser } from '../auth/token';
import { optionalUser } from '../catalog/viewer';
import { chooseFinalCoupon, finalPayment } from './final-coupon';
import { presellDetail, presellList } from './queries';

/** Presell pages' reads (with the server's clock, never cached) and the final payment's coupon. */
export const presellRoutes: FastifyPluginAsync<{ db: Db }> = async (app, { db }) => {
  app.get('/api/store/product/presell/lst', async (req) =>
    ok(await presellList(db, validate(presellListQuery, req.query))),
  );

  app.get('/api/store/product/presell/detail/:id', async (req) => {
    const { id } = validate(idParams('预售商品ID'), req.params);
    const viewer = await optionalUser(db, req);
    return ok(await presellDetail(db, id, viewer?.uid ?? null));
  });

  app.get('/api/presell/final/:id', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('订单ID'), req.params);
    return ok(await finalPayment(db, user.uid, id));
  });

  app.post('/api/presell/final/:id/coupon', async (req) => {
    const user = await currentUser(db, req);
    const { id } = validate(idParams('订单ID'), req.params);
    const { coupon_id } = validate(presellFinalCouponBody, req.body);
    return ok(await chooseFinalCoupon(db, user.uid, id, coupon_id), coupon_id ? '已使用优惠券' : '已取消优惠券');
  });
};
